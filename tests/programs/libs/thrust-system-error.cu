// thrust::system_error, thrust::cuda_category (docs/libraries.md, "Thrust"): what a program
// that throws and catches them prints (what(), the category's name and message), as Thrust
// reports a failed CUDA call; device_malloc of a number of bytes (a device_ptr<void>) and
// device_free; copy_if with cuda::std::identity as the stencil's predicate.
#include <stdio.h>
#include <iostream>
#include <thrust/device_malloc.h>
#include <thrust/device_free.h>
#include <thrust/copy.h>
#include <thrust/system_error.h>
#include <thrust/system/cuda/error.h>
#include <thrust/iterator/counting_iterator.h>
#include <cuda/std/functional>

void fail(cudaError_t e, const char *what) { throw thrust::system_error(e, thrust::cuda_category(), what); }

int main()
{
    try {
        fail(cudaErrorMemoryAllocation, "pool allocation failed");
    } catch (thrust::system_error &e) {
        std::cout << "caught: " << e.what() << std::endl;
    }
    try {
        fail(cudaErrorInvalidValue, "copy");
    } catch (std::exception &e) {
        std::cout << "as std::exception: " << e.what() << std::endl;
    }
    std::cout << "category: " << thrust::cuda_category().name() << std::endl;

    thrust::device_ptr<void> base = thrust::device_malloc(64 * sizeof(unsigned));
    thrust::device_ptr<unsigned> flags(static_cast<unsigned *>(base.get()));
    thrust::device_ptr<unsigned> out(static_cast<unsigned *>(base.get()) + 32);
    for (int i = 0; i < 16; i++)
        flags[i] = i % 5 == 0 || i == 7;
    auto end = thrust::copy_if(thrust::make_counting_iterator(0U), thrust::make_counting_iterator(16U), flags, out,
                               cuda::std::identity());
    printf("starts (%d):", (int)(end - out));
    for (unsigned *p = out.get(); p != end.get(); p++) {
        unsigned x;
        cudaMemcpy(&x, p, sizeof x, cudaMemcpyDeviceToHost);
        printf(" %u", x);
    }
    printf("\n");
    thrust::device_free(base);
    return 0;
}
