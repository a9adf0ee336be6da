// Constructs of Thrust's own example programs (NVIDIA/cccl thrust/examples), with the data
// they use, so each line is one an H100 printed for them: function objects whose operator()
// is not const, called through the algorithms' kernels and through a transform_iterator
// (Thrust copies them and calls the copy); a function object that is a class nested in a
// class template (the kernel's instance names Outer<T>::Inner); a transform_iterator over
// device memory copied to host memory; a transform_output_iterator as gather's output;
// device_vector::erase; <thrust/version.h>.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/functional.h>
#include <thrust/inner_product.h>
#include <thrust/reduce.h>
#include <thrust/set_operations.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/iterator/transform_output_iterator.h>
#include <thrust/gather.h>
#include <thrust/version.h>
#include <cuda/functional>
#include <cuda/std/iterator>
#include <iostream>
#include <iterator>

struct bound {
    int lo, hi;
    __host__ __device__ bound(int l, int h) : lo(l), hi(h) {}
    __host__ __device__ int operator()(int x) { return x < lo ? lo : x < hi ? x : hi; } // (not const)
};

struct distance_of {
    __host__ __device__ float operator()(const float &a, const float &b) { return fabsf(b - a); } // (not const)
};

template <class T> struct ranges {
    struct bound_in {
        T lo, hi;
        __host__ __device__ T operator()(T x) const { return x < lo ? lo : x < hi ? x : hi; }
    };
};

struct scaled_product {
    template <class Tup> __host__ __device__ float operator()(const Tup &t) const
    {
        return thrust::get<0>(t) * thrust::get<1>(t) * 2.0f / 3.0f;
    }
};

template <class It> void show(const char *name, It first, It last)
{
    typedef cuda::std::iter_value_t<It> T;
    std::cout << name << ": ";
    thrust::copy(first, last, std::ostream_iterator<T>(std::cout, " "));
    std::cout << "\n";
}

int main()
{
    thrust::device_vector<int> v = {2, 5, 7, 1, 6, 0, 3, 8};
    auto b = thrust::make_transform_iterator(v.begin(), bound(1, 5));
    show("clamped values ", b, b + 8);
    std::cout << "sum of clamped values : " << thrust::reduce(b, b + 8) << "\n";

    ranges<int>::bound_in in = {1, 5};
    thrust::counting_iterator<int> c(0);
    show("clamped sequence ", thrust::make_transform_iterator(c, in), thrust::make_transform_iterator(c + 10, in));

    thrust::device_vector<float> x = {1.0, 2.0, 3.0, 4.0}, y = {2.0, 4.0, 3.0, 0.0};
    float d = thrust::inner_product(x.begin(), x.end(), y.begin(), 0.0f, cuda::maximum<float>{}, distance_of());
    std::cout << "maximum absolute difference: " << d << "\n";

    thrust::device_vector<int> A = {0, 2, 4, 5, 6, 8, 9}, B = {0, 1, 2, 3, 5, 7, 8}, C(14);
    auto e = thrust::set_union(A.begin(), A.end(), B.begin(), B.end(), C.begin());
    C.erase(e, C.end());
    thrust::host_vector<int> h = C;
    std::cout << "Union(A,B) [ ";
    for (int k : h)
        std::cout << k << " ";
    std::cout << "]\n";

    thrust::device_vector<float> U = {4, 3, 2, 1}, V = {-1, 1, 1, -1}, W(3);
    thrust::device_vector<int> I = {3, 0, 1};
    thrust::gather(I.begin(), I.end(), thrust::make_zip_iterator(U.begin(), V.begin()),
                   thrust::make_transform_output_iterator(W.begin(), scaled_product()));
    std::cout << "result= [ ";
    for (int k = 0; k < 3; k++)
        std::cout << W[k] << " ";
    std::cout << "] \n";

    std::cout << "Thrust v" << THRUST_MAJOR_VERSION << "." << THRUST_MINOR_VERSION << "." << THRUST_SUBMINOR_VERSION
              << "-" << THRUST_PATCH_NUMBER << '\n';
    return 0;
}
