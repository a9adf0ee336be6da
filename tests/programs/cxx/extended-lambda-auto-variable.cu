// (H200) An extended __device__ lambda held in a host variable declared auto, and a host
// variable declared auto from a function's result, passed to a kernel template (CUDA C++
// Programming Guide §5.3.8.2, Extended Lambdas): the kernel's instance is made for the lambda's
// closure type.
#include <cstdio>
template <typename F>
__global__ void k(float *out, F f) { out[threadIdx.x] = f(threadIdx.x, 1.0f); }
float *mk() { float *d; cudaMallocManaged(&d, 4 * sizeof(float)); return d; }
int main() {
    auto d = mk();
    auto lam = [] __device__ (float x, float y) { return x - y; };
    k<<<1, 4>>>(d, lam);
    cudaDeviceSynchronize();
    printf("%f %f\n", d[0], d[3]);
}
