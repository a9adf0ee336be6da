/* omp.h — OpenMP's runtime library as a program built without -fopenmp would have it with one
 * thread (docs/libraries.md): cudarepl reads `#pragma omp` as nvcc's host compiler does without
 * that flag, ignoring it, so a parallel region runs once and a parallel loop runs serially; that
 * is an execution the OpenMP model allows for a program without data races, and each function
 * here answers as the one thread of it. */
#ifndef __CR_OMP_H
#define __CR_OMP_H
#include <time.h>
#include <unistd.h>

typedef struct { int __held; } omp_lock_t;
typedef struct { int __depth; } omp_nest_lock_t;
typedef enum omp_sched_t {
    omp_sched_static = 1, omp_sched_dynamic = 2, omp_sched_guided = 3, omp_sched_auto = 4
} omp_sched_t;

static inline int omp_get_thread_num(void) { return 0; }
static inline int omp_get_num_threads(void) { return 1; }
static inline int omp_get_max_threads(void) { return 1; }
static inline int omp_get_thread_limit(void) { return 1; }
static inline int omp_get_num_procs(void) { return (int)sysconf(_SC_NPROCESSORS_ONLN); }
static inline int omp_in_parallel(void) { return 0; }
static inline void omp_set_num_threads(int n) { (void)n; }
static inline void omp_set_dynamic(int d) { (void)d; }
static inline int omp_get_dynamic(void) { return 0; }
static inline void omp_set_nested(int n) { (void)n; }
static inline int omp_get_nested(void) { return 0; }
static inline int omp_get_level(void) { return 0; }
static inline int omp_get_active_level(void) { return 0; }
static inline void omp_set_schedule(omp_sched_t k, int chunk) { (void)k; (void)chunk; }
static inline void omp_get_schedule(omp_sched_t *k, int *chunk) { *k = omp_sched_static; *chunk = 0; }
static inline double omp_get_wtime(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}
static inline double omp_get_wtick(void) { return 1e-9; }
static inline void omp_init_lock(omp_lock_t *l) { l->__held = 0; }
static inline void omp_destroy_lock(omp_lock_t *l) { (void)l; }
static inline void omp_set_lock(omp_lock_t *l) { l->__held = 1; }
static inline void omp_unset_lock(omp_lock_t *l) { l->__held = 0; }
static inline int omp_test_lock(omp_lock_t *l) { return l->__held ? 0 : (l->__held = 1); }
static inline void omp_init_nest_lock(omp_nest_lock_t *l) { l->__depth = 0; }
static inline void omp_destroy_nest_lock(omp_nest_lock_t *l) { (void)l; }
static inline void omp_set_nest_lock(omp_nest_lock_t *l) { l->__depth++; }
static inline void omp_unset_nest_lock(omp_nest_lock_t *l) { l->__depth--; }
static inline int omp_test_nest_lock(omp_nest_lock_t *l) { return ++l->__depth; }
#endif
