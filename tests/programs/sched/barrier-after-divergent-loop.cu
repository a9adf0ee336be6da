// A __syncthreads() in a loop that every thread of the block runs the same number of times,
// after an `if` whose condition differs between the lanes of a warp and whose body holds a
// loop (the shape of NVIDIA's binomial-options kernel). The barrier is not in conditional code,
// so this is valid (CUDA C++ Programming Guide §5.4.4.1, Thread Block Synchronization
// Functions: "allowed in conditional code but only if the conditional evaluates identically
// across the entire thread block"). While the lanes of the body loop, the scheduler lets the
// other lanes go on (independent thread scheduling, §2.3.1), so they reach the next
// iteration's barrier first: the same barrier, in the same pass. Expected: the H200's output,
// and nothing on stderr (no "not uniform" warning).
#include <cstdio>

#define E 16
#define STEPS 1024
#define THREADS 128

__global__ void steps(unsigned *out)
{
    __shared__ unsigned exchange[THREADS + 1];
    int tid = threadIdx.x;
    unsigned v[E + 1];
    for (int i = 0; i < E; ++i)
        v[i] = tid * E + i;
    if (tid == 0)
        exchange[THREADS] = 7;
    int last = max(0, tid * E / 2 - 1);
    for (int i = STEPS; i > 0; --i) {
        exchange[tid] = v[0];
        __syncthreads();
        v[E] = exchange[tid + 1];
        __syncthreads();
        if (i > last) {
            for (int j = 0; j < E; ++j)
                v[j] = (v[j] * 3u + v[j + 1]) ^ (unsigned)i;
        }
    }
    out[tid] = v[0];
}

int main()
{
    unsigned *d, h[THREADS];
    cudaMalloc(&d, sizeof h);
    steps<<<1, THREADS>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < THREADS; i += 8)
        printf("%3d: %08x %08x %08x %08x %08x %08x %08x %08x\n", i, h[i], h[i + 1], h[i + 2],
               h[i + 3], h[i + 4], h[i + 5], h[i + 6], h[i + 7]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
