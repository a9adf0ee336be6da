#include <cstdio>
#include <stdexcept>
#include <string>
#include "engine.h"

template <typename Real> __device__ Real block_sum(Real v)
{
    SharedMemory<Real> s;
    s[threadIdx.x] = v;
    __syncthreads();
    for (unsigned half = blockDim.x / 2; half > 0; half /= 2) {
        if (threadIdx.x < half)
            s[threadIdx.x] += s[threadIdx.x + half];
        __syncthreads();
    }
    return s[0];
}

template <typename Real> __global__ void sum_of_squares(Real *out)
{
    Real x = (Real)threadIdx.x / 4;
    Real total = block_sum(x * x);
    if (threadIdx.x == 0)
        *out = total;
}

// Host code that names runtime types and functions device code has no declaration of, and
// launches a kernel template's instance for its own parameter.
template <typename Real> Real Engine<Real>::operator()(int n)
{
    cudaDeviceProp prop;
    if (cudaGetDeviceProperties(&prop, device) != cudaSuccess)
        throw std::runtime_error("no device");
    cudaFuncAttributes attr;
    cudaFuncGetAttributes(&attr, sum_of_squares<Real>);
    if (n > attr.maxThreadsPerBlock)
        throw std::runtime_error(std::string("block too large for ") + prop.name);
    Real *d, h = 0;
    cudaMalloc(&d, sizeof(Real));
    sum_of_squares<Real><<<1, n, n * sizeof(Real)>>>(d);
    cudaMemcpy(&h, d, sizeof(Real), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return h;
}

template struct Engine<float>;
template struct Engine<double>;
