// sanitize: clean
// Tiled 64x64 transpose through a padded 32x33 __shared__ tile with one __syncthreads() between filling the tile and reading it transposed (§5.4.4.1 Thread Block Synchronization Functions).
#include <cstdio>
#define TILE 32
#define ROWS 8
#define N 64

__global__ void transpose(float *odata, const float *idata)
{
    __shared__ float tile[TILE][TILE + 1];
    int x = blockIdx.x * TILE + threadIdx.x;
    int y = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * N + x];
    __syncthreads();
    x = blockIdx.y * TILE + threadIdx.x;
    y = blockIdx.x * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        odata[(y + j) * N + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main()
{
    static float h[N * N], r[N * N];
    float *d_in, *d_out;
    int ok = 0;
    for (int i = 0; i < N * N; i++) h[i] = (float)i;
    cudaMalloc(&d_in, sizeof h);
    cudaMalloc(&d_out, sizeof r);
    cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
    transpose<<<dim3(N / TILE, N / TILE), dim3(TILE, ROWS)>>>(d_out, d_in);
    cudaMemcpy(r, d_out, sizeof r, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            ok += r[i * N + j] == h[j * N + i];
    printf("transpose: %d/%d elements match\n", ok, N * N);
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}
