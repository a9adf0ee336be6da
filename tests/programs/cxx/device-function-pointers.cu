// Device function pointers (CUDA C++ Programming Guide §5.4.4, Function Pointers): __device__
// variables and arrays of function pointers initialised with device functions' names (f and
// &f), read back by host code with cudaMemcpyFromSymbol and given to a kernel as an argument
// or through cudaMemcpyToSymbol; a call through each of them (the same one in a warp).
#include <cstdio>

typedef int (*op_t)(int, int);

__device__ int add(int a, int b) { return a + b; }
__device__ int mul(int a, int b) { return a * b; }
__device__ int sub(int a, int b) { return a - b; }

__device__ op_t p_add = add;
__device__ op_t p_mul = &mul;
__device__ op_t table[3] = {mul, add, sub};
__device__ op_t chosen[2];

__global__ void run(op_t f, int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = table[blockIdx.x % 3](i, 3) + f(i, 2) + chosen[blockIdx.x % 2](10, i);
    if (i == 0)
        printf("%d %d %d %d\n", p_add(3, 4), p_mul(3, 4), table[2](9, 4), f(6, 7));
}

int main()
{
    op_t h[2];
    cudaMemcpyFromSymbol(&h[0], p_mul, sizeof(op_t));
    cudaMemcpyFromSymbol(&h[1], p_add, sizeof(op_t));
    printf("distinct: %d, null: %d\n", h[0] != h[1], h[0] == NULL);
    cudaMemcpyToSymbol(chosen, h, sizeof h);
    int *out;
    cudaMallocManaged(&out, 8 * sizeof(int));
    run<<<4, 2>>>(h[1], out);
    cudaDeviceSynchronize();
    for (int i = 0; i < 8; i++)
        printf("%d ", out[i]);
    printf("\n%s\n", cudaGetErrorString(cudaGetLastError()));
    cudaFree(out);
    return 0;
}
