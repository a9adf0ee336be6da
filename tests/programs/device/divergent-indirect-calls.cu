// Calls through function pointers where the lanes of a warp call different functions (CUDA
// C++ Programming Guide §5.4.4, Function Pointers; §4.1 on divergence): each lane calls its own
// function, the warp meets again after the call, and the results are each lane's. A table of
// __device__ function pointers indexed by the lane, a pointer chosen per lane, and a switch of
// virtual-like dispatch by kind, with printf after the call in one warp.
#include <cstdio>

typedef float (*unary_fn)(float);
__device__ float square(float x) { return x * x; }
__device__ float negate(float x) { return -x; }
__device__ float halve(float x) { return 0.5f * x; }
__device__ unary_fn table[3] = {square, negate, halve};

__global__ void kernel(float *out)
{
    int i = threadIdx.x;
    float v = table[i % 3](i + 0.5f);
    out[i] = v;
    unary_fn f = i < 5 ? negate : square;
    out[8 + i] = f(v);
    printf("lane %d: %g %g\n", i, v, out[8 + i]);
}

int main()
{
    float *out;
    cudaMallocManaged(&out, 16 * sizeof(float));
    kernel<<<1, 8>>>(out);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    for (int i = 0; i < 8; i++)
        printf("%g %g\n", out[i], out[8 + i]);
    return 0;
}
