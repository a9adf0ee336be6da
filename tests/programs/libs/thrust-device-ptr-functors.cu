// device_ptr in device code, as Thrust's examples repeated_range, strided_range, tiled_range
// and raw_reference_cast use it: a range class template over device_vector iterators whose
// nested function object the kernels' instances name (Range<device_ptr<int>>::step); a
// function object holding two device_ptrs, whose *p are device_references in device code
// (raw_reference_cast gives the int& they are); counting_iterator<int, device_system_tag>;
// cuda::std::identity, which <thrust/functional.h> brings; and a function object named clamp,
// as the standard's std::clamp is named in host code only. Each line is one an H100 printed.
#include <thrust/device_vector.h>
#include <thrust/copy.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <thrust/functional.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/permutation_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/detail/raw_reference_cast.h>
#include <algorithm>
#include <iostream>
#include <iterator>

// every STEP-th element of [first, last) from OFFSET, as a permutation_iterator range
template <class It> struct every {
    typedef typename cuda::std::iterator_traits<It>::difference_type diff;
    struct step {
        diff n, off;
        __host__ __device__ diff operator()(const diff &i) const { return off + n * i; }
    };
    typedef thrust::permutation_iterator<It, thrust::transform_iterator<step, thrust::counting_iterator<diff>>> iter;
    It first, last;
    diff n, off;
    iter begin() const { return iter(first, thrust::make_transform_iterator(thrust::counting_iterator<diff>(0), step{n, off})); }
    iter end() const { return begin() + ((last - first) - off + n - 1) / n; }
};

// the element i of the whole range, I / REPEAT: each element REPEAT times
template <class It> struct repeat_each {
    typedef typename cuda::std::iterator_traits<It>::difference_type diff;
    struct div {
        diff r;
        __host__ __device__ diff operator()(const diff &i) const { return i / r; }
    };
    It first, last;
    diff r;
    auto begin() const
    {
        return thrust::make_permutation_iterator(first, thrust::make_transform_iterator(thrust::counting_iterator<diff>(0), div{r}));
    }
    auto end() const { return begin() + r * (last - first); }
};

template <class P> struct copy_through {
    P from, to;
    __host__ __device__ void operator()(int i)
    {
        P a = from + i, b = to + i;
        int &dst = thrust::raw_reference_cast(*b);
        dst = thrust::raw_reference_cast(*a); // (int& to int&)
        int v = *a;                           // (a device_reference read as an int)
        thrust::raw_reference_cast(*b) = v;
    }
};

template <class T> struct clamp {
    T lo, hi;
    __host__ __device__ T operator()(T x) const { return x < lo ? lo : x < hi ? x : hi; }
};

template <class It> void show(const char *name, It first, It last)
{
    std::cout << name;
    thrust::copy(first, last, std::ostream_iterator<int>(std::cout, " "));
    std::cout << "\n";
}

int main()
{
    thrust::device_vector<int> data = {10, 20, 30, 40, 50, 60, 70, 80};
    typedef thrust::device_vector<int>::iterator It;
    show("data: ", data.begin(), data.end());
    every<It> evens{data.begin(), data.end(), 2, 0}, odds{data.begin(), data.end(), 2, 1};
    std::cout << "sum of even indices: " << thrust::reduce(evens.begin(), evens.end()) << "\n";
    std::cout << "sum of odd indices:  " << thrust::reduce(odds.begin(), odds.end()) << "\n";
    thrust::fill(odds.begin(), odds.end(), 0);
    show("setting odd indices to zero: ", data.begin(), data.end());

    thrust::device_vector<int> four = {10, 20, 30, 40};
    repeat_each<It> twice{four.begin(), four.end(), 2}, thrice{four.begin(), four.end(), 3};
    show("repeated x2: ", twice.begin(), twice.end());
    show("repeated x3: ", thrice.begin(), thrice.end());

    thrust::device_vector<int> A(5), B(5);
    thrust::sequence(A.begin(), A.end());
    thrust::fill(B.begin(), B.end(), 0);
    thrust::for_each(thrust::counting_iterator<int, thrust::device_system_tag>(0),
                     thrust::counting_iterator<int, thrust::device_system_tag>(5), copy_through<It>{A.begin(), B.begin()});
    std::cout << "After A->B Copy\n";
    show("A: ", A.begin(), A.end());
    show("B: ", B.begin(), B.end());

    thrust::device_vector<int> stencil = {0, 1, 1, 0, 0, 1, 0, 1}, idx(8);
    auto e = thrust::copy_if(thrust::counting_iterator<int>(0), thrust::counting_iterator<int>(8), stencil.begin(),
                             idx.begin(), cuda::std::identity{});
    std::cout << "found " << (e - idx.begin()) << " nonzero values at indices:\n";
    thrust::copy(idx.begin(), e, std::ostream_iterator<int>(std::cout, "\n"));

    thrust::device_vector<int> values = {2, 5, 7, 1, 6, 0, 3, 8};
    auto c = thrust::make_transform_iterator(values.begin(), clamp<int>{1, 5});
    show("clamped values : ", c, c + 8);
    std::cout << "sum of clamped values : " << thrust::reduce(c, c + 8) << "\n";
    return 0;
}
