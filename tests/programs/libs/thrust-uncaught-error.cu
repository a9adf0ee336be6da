// An uncaught thrust::system_error ends the program through std::terminate, whose message
// names the exception's type as g++'s runtime demangles it: Thrust's classes are in its ABI
// namespace, an inline one named after the version and the architectures built for
// (thrust/detail/config/namespace.h: THRUST_300001_SM_900_NS for CUDA 13.0's Thrust and
// -arch=sm_90), so thrust::THRUST_300001_SM_900_NS::system::system_error; then what().
#include <cstdio>
#include <thrust/system/cuda/error.h>
#include <thrust/system_error.h>

void copy_step(cudaError_t e)
{
    if (e != cudaSuccess)
        throw thrust::system_error(e, thrust::cuda_category(), "copying");
}

int main()
{
    try {
        copy_step(cudaErrorInvalidValue);
    } catch (thrust::system::system_error &e) { // (the same class)
        fprintf(stderr, "caught: %s\n", e.what());
    }
    copy_step(cudaErrorInvalidDevice);
    return 0;
}
