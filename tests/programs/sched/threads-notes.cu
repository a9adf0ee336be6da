// With --threads=N a launch's blocks run on N threads where they keep apart in global memory,
// and one after another otherwise, with the same output (docs/design.md, "The pool of
// threads"). With notes on (--explain-faults, the REPL, the notebook kernel) cudarepl says why a
// launch ran its blocks one after another; the program's own output is the GPU's.
#include <cstdio>

__global__ void histogram(const int *in, unsigned *bins, int n)
{
    // updates whose old value nobody reads: blocks may add into one bin together
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&bins[in[i] & 15], 1u);
}

__global__ void tickets(int *counter, int *out)
{
    // the value each thread gets depends on the order of the blocks: run serially
    out[blockIdx.x * blockDim.x + threadIdx.x] = atomicAdd(counter, 1);
}

__global__ void hello(int *out)
{
    if (threadIdx.x == 0)
        out[blockIdx.x] = blockIdx.x;
    if (threadIdx.x == 0 && blockIdx.x == 3)
        printf("hello from block %d\n", blockIdx.x);
}

__global__ void one_block(int *out)
{
    out[threadIdx.x] += 1;
}

int main()
{
    const int n = 4096;
    int *in, *counter, *out;
    unsigned *bins;
    cudaMallocManaged(&in, n * sizeof(int));
    cudaMallocManaged(&bins, 16 * sizeof(unsigned));
    cudaMallocManaged(&counter, sizeof(int));
    cudaMallocManaged(&out, n * sizeof(int));
    for (int i = 0; i < n; i++)
        in[i] = i * 7;
    histogram<<<16, 256>>>(in, bins, n);
    tickets<<<16, 256>>>(counter, out);
    cudaDeviceSynchronize();
    int lowest = n;
    for (int i = 0; i < n; i++)
        lowest = out[i] < lowest ? out[i] : lowest;
    printf("bins[3] = %u, tickets taken %d, lowest %d\n", bins[3], *counter, lowest);
    hello<<<8, 32>>>(out);
    one_block<<<1, 64>>>(out);
    cudaDeviceSynchronize();
    printf("out[5] = %d\n", out[5]);
    return 0;
}
