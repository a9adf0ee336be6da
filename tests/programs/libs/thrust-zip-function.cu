// A zip iterator's tuples handed to the program's function objects, as Thrust's example
// arbitrary_transformation does: a function object template over the tuple that writes one
// element through it with cuda::std::get (the tuple of <cuda/std/tuple> is Thrust's), and
// thrust::make_zip_function, which calls a function object of four parameters with the
// tuple's four elements; <thrust/detail/config.h>'s macros. Every line is one an H100
// printed for the example.
#include <thrust/detail/config.h>
#include <thrust/device_vector.h>
#include <thrust/for_each.h>
#include <thrust/transform.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/zip_function.h>
#include <cuda/std/tuple>
#include <iostream>

#if THRUST_DEVICE_SYSTEM != THRUST_DEVICE_SYSTEM_CUDA || THRUST_HOST_SYSTEM != THRUST_HOST_SYSTEM_CPP
#error "Thrust's systems are CUDA and C++"
#endif

THRUST_NAMESPACE_BEGIN
template <class T> struct fma_of { T a, b, c; };
THRUST_NAMESPACE_END

struct fill_fourth {
    template <class Tup> __host__ __device__ void operator()(Tup t)
    {
        cuda::std::get<3>(t) = cuda::std::get<0>(t) + cuda::std::get<1>(t) * cuda::std::get<2>(t);
    }
};
struct four_args {
    __host__ __device__ void operator()(const float &a, const float &b, const float &c, float &d) { d = a + b * c; }
};
struct three_args {
    __host__ __device__ float operator()(float a, float b, float c) const { return a + b * c; }
};

static void show(const char *title, const thrust::device_vector<float> &A, const thrust::device_vector<float> &B,
                 const thrust::device_vector<float> &C, const thrust::device_vector<float> &D)
{
    std::cout << title << '\n';
    for (size_t i = 0; i < A.size(); i++)
        std::cout << A[i] << " + " << B[i] << " * " << C[i] << " = " << D[i] << '\n';
}

int main()
{
    thrust::device_vector<float> A{3, 4, 0, 8, 2}, B{6, 7, 2, 1, 8}, C{2, 5, 7, 4, 3}, D1(5), D2(5), D3(5);
    thrust::for_each(thrust::make_zip_iterator(A.begin(), B.begin(), C.begin(), D1.begin()),
                     thrust::make_zip_iterator(A.end(), B.end(), C.end(), D1.end()), fill_fourth());
    show("Tuple functor", A, B, C, D1);

    thrust::for_each(thrust::make_zip_iterator(A.begin(), B.begin(), C.begin(), D2.begin()),
                     thrust::make_zip_iterator(A.end(), B.end(), C.end(), D2.end()),
                     thrust::make_zip_function(four_args()));
    show("N-ary functor", A, B, C, D2);

    thrust::transform(thrust::make_zip_iterator(A.begin(), B.begin(), C.begin()),
                      thrust::make_zip_iterator(A.end(), B.end(), C.end()), D3.begin(),
                      thrust::make_zip_function(three_args()));
    THRUST_NS_QUALIFIER::fma_of<int> unused = {0, 0, 0};
    THRUST_UNUSED_VAR(unused);
    show("N-ary functor", A, B, C, D3);
    return 0;
}
