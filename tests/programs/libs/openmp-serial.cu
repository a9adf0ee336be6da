// A program written for OpenMP (CUDA samples' cudaOpenMP style), built without -fopenmp: the
// pragmas are ignored, so each region runs once on the one thread, and omp.h's functions answer
// for it (g++'s output, linked with libgomp).
#include <cstdio>
#include <omp.h>
#include <vector>

int main()
{
    const int n = 16;
    std::vector<int> a(n);
    omp_set_num_threads(4);
    int regions = 0;
#pragma omp parallel
    {
        regions++;
        printf("thread %d of %d, in parallel: %d\n", omp_get_thread_num(), omp_get_num_threads(),
               omp_in_parallel());
    }
    long sum = 0;
#pragma omp parallel for reduction(+ : sum) schedule(dynamic)
    for (int i = 0; i < n; i++) {
        a[i] = i * i;
        sum += a[i];
    }
    omp_lock_t lock;
    omp_init_lock(&lock);
    omp_set_lock(&lock);
    int got = omp_test_lock(&lock);
    omp_unset_lock(&lock);
    int again = omp_test_lock(&lock);
    omp_unset_lock(&lock);
    omp_destroy_lock(&lock);
    double t0 = omp_get_wtime(), t1 = omp_get_wtime();
    printf("regions %d sum %ld a[15] %d locks %d %d time ok %d procs ok %d\n", regions, sum, a[15],
           got, again, t1 >= t0, omp_get_num_procs() >= 1);
    return 0;
}
