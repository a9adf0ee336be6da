/* crt/cxx_support.h — the entry points of cudarepl's runtime that the front end's C for host C++
 * calls (exceptions, destructors at exit, typeid, the REPL's cells) and that the C++ library
 * headers of include/host/ call (<sstream>'s buffers, GCC's atomic builtins, cuRAND's tables).
 * cuda_runtime.h includes it; a .cpp file, which nvcc hands to the host compiler without
 * cuda_runtime.h, gets it alone. Plain C declarations, for both views of the host pass. */
#ifndef __CR_CXX_SUPPORT_H
#define __CR_CXX_SUPPORT_H
#include <stddef.h>
extern void *const __cr_sess; /* this session, provided by cudarepl */
void __cr_rt_show(void *, const void *, size_t, int, int); /* a REPL cell's value */
void __cr_rt_terminate(void *, const char *, const char *); /* an exception thrown: the end */
void __cr_rt_pure_virtual(void *); /* a virtual call with no overrider: the end */
/* exceptions (interp/host/host.c): a try block's frame, with room for the C library's jmp_buf;
 * __cr_setjmp is its _setjmp */
typedef struct __cr_eh_frame { struct __cr_eh_frame *__prev; void *__jb[64]; } __cr_eh_frame;
int __cr_setjmp(void *);
void __cr_rt_eh_push(__cr_eh_frame *);
/* a local object with a destructor, for the unwinding of a throw (pushed once made, popped
 * where it is destroyed) */
void __cr_eh_cleanup_push(void *, void (*)(void *));
/* a local array of N such objects of SIZE bytes each (destroyed from the last) */
void __cr_eh_cleanup_push_array(void *, void (*)(void *), unsigned long, unsigned long);
void __cr_eh_cleanup_pop(void);
/* the calling thread's copy of a thread_local variable, made from its initial value at INIT
 * (SIZE bytes) at the thread's first use */
void *__cr_rt_tls(void *, const void *, unsigned long);
/* an object of static storage duration with a destructor, for the program's end */
void __cr_rt_at_exit(void *, void (*)(void *));
void __cr_rt_eh_pop(__cr_eh_frame *);
void *__cr_rt_eh_alloc(unsigned long, void (*)(void *)); /* an exception object, its destructor */
const void *__cr_rt_type_info(void *, const char *); /* <typeinfo>'s objects */
/* <sstream>'s std::stringstream: a FILE read and written, with a get and a put position */
void *__cr_rt_rwstream_open(const char *, unsigned long, void **);
unsigned long __cr_rt_rwstream_str(void *, const char **);
void __cr_rt_rwstream_set(void *, const char *, unsigned long);
/* <curand.h>'s Sobol direction vectors (20000 dimensions) of 32 or 64 bits */
void *__cr_rt_sobol_vectors(int);
/* and their scrambled sets (bits 32 or 64), the scramble constants (likewise) */
void *__cr_rt_scrambled_sobol_vectors(int);
void *__cr_rt_sobol_scramble_constants(int);
/* <curand.h>'s MT19937: words POS .. POS + N - 1 of a seed's generator (its state kept in *H) */
int __cr_rt_mt19937_words(void *, void **, unsigned long long, unsigned long long, unsigned long long, unsigned int *);
void __cr_rt_mt19937_free(void *);
void __cr_rt_eh_throw(void *, void *, const char *, const char *, const char *);
void __cr_rt_eh_rethrow(void *);
int __cr_rt_eh_match(const char *);
void *__cr_rt_eh_object(void);
void __cr_rt_eh_end(void);
/* <exception>'s std::exception_ptr: the exception being handled (one more owner), a copy, a
 * release, a rethrow */
void *__cr_rt_eh_ptr_current(void);
void __cr_rt_eh_ptr_copy(void *);
void __cr_rt_eh_ptr_release(void *);
void __cr_rt_eh_ptr_rethrow(void *, void *);
void __cr_rt_mem(void *, const void *, size_t, int);        /* the REPL's :mem */
void __cr_rt_who(void *, const void *, size_t);             /* the REPL's :who */
/* GCC's atomic builtins on SIZE bytes (the C++ part's templates call them) */
unsigned long __cr_rt_sync_op(volatile void *, int, int, int, unsigned long);
unsigned long __cr_rt_sync_cas(volatile void *, int, int, unsigned long, unsigned long);
unsigned long __cr_rt_sync_load(volatile void *, int);
void __cr_rt_sync_store(volatile void *, int, unsigned long);
void __cr_rt_sync_fence(void);
#endif
