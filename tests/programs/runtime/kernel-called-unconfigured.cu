// A kernel called through a pointer without <<<...>>> (a benchmark helper that takes the kernel
// and calls kernel(args...), as llm.c's permute.cu does): it does not run, and the runtime's
// last error is cudaErrorMissingConfiguration, also after an earlier launch. An H100 printed
// this output (2026-12-05). cudarepl explains the call once a kernel in
// cells and with --explain-faults; a program's stderr stays the GPU's (empty).
#include <cstdio>
__global__ void k(int *p) { *p = 5; }
template <typename K, typename... A> void call(K kernel, A... a) { kernel(a...); }
int main()
{
    int *p;
    cudaMallocManaged(&p, 4);
    *p = 1;
    call(k, p);
    cudaError_t e = cudaGetLastError();
    cudaError_t s = cudaDeviceSynchronize();
    printf("called like a function: %s, sync %s, *p = %d\n", cudaGetErrorString(e), cudaGetErrorString(s), *p);
    k<<<1, 1>>>(p);
    call(k, p);
    e = cudaGetLastError();
    s = cudaDeviceSynchronize();
    printf("after a launch: %s, sync %s, *p = %d\n", cudaGetErrorString(e), cudaGetErrorString(s), *p);
    return 0;
}
