// A Thrust algorithm whose kernel fails throws thrust::system_error once its kernels are done,
// as Thrust's algorithms do (thrust/system/cuda/detail: "reduce failed to synchronize",
// "parallel_for: failed to synchronize", then the error's name and string): here a launch
// that runs out of the steps --steps gives it (an uncaught one ends the program through
// std::terminate, as in Thrust's example monte_carlo at its full size). Not a GPU's output:
// a GPU does not stop this launch.
#include <thrust/device_vector.h>
#include <thrust/transform_reduce.h>
#include <thrust/system_error.h>
#include <thrust/iterator/counting_iterator.h>
#include <iostream>

struct long_sum {
    __host__ __device__ float operator()(int i) const
    {
        float s = 0;
        for (int k = 0; k < 1000000; k++)
            s += (k + i) * 1e-9f;
        return s;
    }
};
int main()
{
    thrust::counting_iterator<int> first(0), last(64);
    try {
        float r = thrust::transform_reduce(first, last, long_sum(), 0.0f, thrust::plus<float>());
        std::cout << "no error: " << r << "\n";
    } catch (thrust::system_error &e) {
        std::cout << "caught: " << e.what() << "\n";
    }
    // (the error is sticky, as a launch timeout is on a GPU: the context is unusable after it)
    std::cout << "after: " << cudaGetErrorName(cudaDeviceSynchronize()) << "\n";
    return 0;
}
