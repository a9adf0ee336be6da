// (nvcc -O2 -arch=sm_90) Host code of a .cu file includes the C library's system headers, which
// nvcc's device pass sees too (<pthread.h>, <sys/utsname.h>, <fcntl.h>, <sys/mman.h>, <unistd.h>,
// as NVIDIA's simpleCallback, simpleAssert and simpleStreams include them); a host thread runs.
#include <cstdio>
#include <pthread.h>
#include <sys/utsname.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>
__global__ void k(int *p) { *p = 42; }
static void *worker(void *arg) { *(int *)arg += 1; return NULL; }
int main()
{
    struct utsname u;
    int ok = uname(&u) == 0;
    int v = 1;
    pthread_t t;
    pthread_create(&t, NULL, worker, &v);
    pthread_join(t, NULL);
    int *d; cudaMallocManaged(&d, sizeof(int));
    k<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    printf("uname %d, thread %d, kernel %d, page %d\n", ok, v, *d, (int)(sysconf(_SC_PAGESIZE) > 0));
    return 0;
}
