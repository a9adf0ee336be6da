// sanitize: race shared RAW
// Each thread writes its tile element and then reads its neighbour's element with no __syncthreads() in between, so the neighbour may not have written it yet (§5.4.4.1 Thread Block Synchronization Functions).
#include <cstdio>
#define N 64

__global__ void stencil(const int *in, int *out)
{
    __shared__ int tile[N];
    unsigned tid = threadIdx.x;
    tile[tid] = in[tid] * 2;
    // BUG: missing __syncthreads() between writing the tile and reading a neighbour
    out[tid] = tile[tid] + tile[(tid + 1) % N];
}

int main()
{
    int h[N], r[N], *d_in, *d_out;
    for (int i = 0; i < N; i++) h[i] = i;
    cudaMalloc(&d_in, sizeof h);
    cudaMalloc(&d_out, sizeof r);
    cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
    stencil<<<1, N>>>(d_in, d_out);
    cudaMemcpy(r, d_out, sizeof r, cudaMemcpyDeviceToHost);
    printf("out[0] = %d out[31] = %d out[63] = %d (expected 2 126 126)\n", r[0], r[31], r[63]);
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}
