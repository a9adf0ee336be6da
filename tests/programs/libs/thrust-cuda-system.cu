// The CUDA system's names that Thrust's examples cuda/global_device_vector,
// cuda/custom_temporary_allocation and cuda/explicit_cuda_stream use: a memory resource over
// the program's own allocation functions (thrust::system::cuda::detail::cuda_memory_resource)
// under a stateless_resource_allocator, for a device_vector at file scope; thrust::cuda::vector,
// thrust::cuda::malloc and free, thrust::cuda::pointer; thrust::cuda::par(allocator) and
// par_nosync.on(stream). What it prints follows from the program alone: sums of known
// sequences and glibc's rand() sorted (the expected lines were computed on the host).
#include <thrust/detail/config.h>
#include <thrust/device_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/system/cuda/execution_policy.h>
#include <thrust/system/cuda/vector.h>
#include <cassert>
#include <cstdlib>
#include <iostream>

static int frees = 0;
extern "C" cudaError_t countingFree(void *ptr)
{
    frees++;
    cudaError_t const err = cudaFree(ptr);
    return err == cudaErrorCudartUnloading ? cudaSuccess : err;
}
using counted_resource =
    thrust::system::cuda::detail::cuda_memory_resource<cudaMalloc, countingFree, thrust::cuda::pointer<void>>;
template <typename T>
using counted_allocator =
    thrust::mr::stateless_resource_allocator<T, thrust::device_ptr_memory_resource<counted_resource>>;

thrust::device_vector<double, counted_allocator<double>> d_vec;

// a program's allocator for par(alloc): Thrust's algorithms may take temporary storage from it
struct byte_allocator {
    using value_type = char;
    int live = 0;
    char *allocate(std::ptrdiff_t n)
    {
        live++;
        return thrust::cuda::malloc<char>(n).get();
    }
    void deallocate(char *p, size_t)
    {
        live--;
        thrust::cuda::free(thrust::cuda::pointer<char>(p));
    }
};

int main()
{
    d_vec.resize(25);
    thrust::sequence(d_vec.begin(), d_vec.end());
    std::cout << "d_vec: " << d_vec.size() << " doubles, sum " << thrust::reduce(d_vec.begin(), d_vec.end()) << "\n";
    d_vec.resize(100); // new storage: the old block freed through countingFree
    std::cout << "frees after growing: " << frees << "\n";

    thrust::host_vector<int> h(32768);
    srand(1);
    for (size_t i = 0; i < h.size(); i++)
        h[i] = rand();
    thrust::cuda::vector<int> d_input = h;
    thrust::cuda::vector<int> d_result(h.size());
    byte_allocator alloc;
    for (int trial = 0; trial < 3; trial++) {
        d_result = d_input;
        thrust::sort(thrust::cuda::par(alloc), d_result.begin(), d_result.end());
        assert(thrust::is_sorted(d_result.begin(), d_result.end()));
    }
    assert(alloc.live == 0);
    std::cout << "smallest " << d_result[0] << ", largest " << d_result[h.size() - 1] << "\n";

    thrust::cuda::pointer<int> p = thrust::cuda::malloc<int>(4);
    thrust::sequence(thrust::device, p, p + 4, 10);
    std::cout << "p[3] " << p[3] << "\n";
    thrust::cuda::free(p);

    thrust::device_vector<int> v(1000);
    cudaStream_t s;
    cudaStreamCreate(&s);
    thrust::sequence(thrust::cuda::par_nosync.on(s), v.begin(), v.end());
    thrust::inclusive_scan(thrust::cuda::par.on(s), v.cbegin(), v.cend(), v.begin());
    cudaStreamSynchronize(s);
    cudaStreamDestroy(s);
    std::cout << "sum is " << v.back() << "\n";
    return 0;
}
