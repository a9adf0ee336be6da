// A kernel template whose non-type parameter is a pointer to a __device__ function, launched
// from a host function template that passes its own such argument on: the instance is made
// when the host code is compiled (its name, in cudaFuncGetName's mangling, names the function).
#include <cstdio>

__device__ float halve(float x) { return x * 0.5f; }
__device__ float square(float x) { return x * x; }
namespace ops {
__device__ float negate(float x) { return -x; }
}

using unary_fn = float (*)(float);

template <unary_fn F>
__global__ void apply(float *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = F(v[i]);
}

template <unary_fn F>
void launch(float *v, int n)
{
    apply<F><<<(n + 31) / 32, 32>>>(v, n);
}

int main()
{
    const int n = 40;
    float *v;
    cudaMallocManaged(&v, n * sizeof(float));
    for (int i = 0; i < n; i++)
        v[i] = (float)i;
    launch<halve>(v, n);
    launch<square>(v, n);
    launch<ops::negate>(v, n);
    apply<halve><<<1, 32>>>(v, 2);
    cudaError_t e = cudaDeviceSynchronize();
    const char *name = 0;
    cudaFuncGetName(&name, apply<ops::negate>);
    printf("%s\n", name);
    printf("%s: %g %g %g\n", cudaGetErrorString(e), v[1], v[7], v[39]);
    return 0;
}
