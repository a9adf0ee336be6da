// seed 002 §5.3.7.4 (malloc and free), per-thread allocation: each thread allocates from the
// device heap, clears and frees its block, and prints the pointer. The guide's program
// verbatim. The pointers are device heap addresses: the guide's, the H200's and cudarepl's
// differ (the guide's run printed 0x20d5ffe20 ..., the H200 0x20d3ffe20 ...; cudarepl's heap lies
// elsewhere, so this test fails on the pointer values until the heap model places blocks as
// the H200 does).
#include <stdlib.h>
#include <stdio.h>

__global__ void single_thread_allocation_kernel() {
    size_t size = 123;
    char*  ptr  = (char*) malloc(size);
    memset(ptr, 0, size);
    printf("Thread %d got pointer: %p\n", threadIdx.x, ptr);
    free(ptr);
}

int main() {
    // Set a heap size of 128 megabytes.
    // Note that this must be done before any kernel is launched.
    cudaDeviceSetLimit(cudaLimitMallocHeapSize, 128 * 1024 * 1024);
    single_thread_allocation_kernel<<<1, 5>>>();
    cudaDeviceSynchronize();
    return 0;
}
