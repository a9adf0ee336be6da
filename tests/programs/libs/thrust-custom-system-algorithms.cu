// A program's own Thrust system with its own versions of algorithms other than for_each, as
// Thrust's example minimal_custom_backend makes its for_each: thrust::reduce, thrust::sort and
// thrust::transform given the system call the program's reduce(my_system, ...),
// sort(my_system, ...) and transform(my_system, ...) that take those arguments (Thrust's
// dispatch: thrust/detail/reduce.inl, sort.inl, transform.inl call them unqualified with the
// system itself, a better match than the CUDA backend's, which take a base of it). A call whose
// arguments the program's versions do not take (reduce without init, sort with a comparator),
// and the algorithms it does not give (count, inclusive_scan), run as under thrust::device,
// without a line; so does everything under another system derived the same way.
#include <thrust/count.h>
#include <thrust/device_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/functional.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/transform.h>
#include <iostream>

struct my_system : thrust::device_execution_policy<my_system> {};
struct plain_system : thrust::device_execution_policy<plain_system> {};

template <typename Iterator, typename T> T reduce(my_system, Iterator first, Iterator last, T init)
{
    std::cout << "reduce(my_system)\n";
    return thrust::reduce(thrust::device, first, last, init);
}
template <typename Iterator> void sort(my_system, Iterator first, Iterator last)
{
    std::cout << "sort(my_system)\n";
    thrust::sort(thrust::device, first, last);
}
template <typename InputIterator, typename OutputIterator, typename Function>
OutputIterator transform(my_system, InputIterator first, InputIterator last, OutputIterator out, Function f)
{
    std::cout << "transform(my_system)\n";
    return thrust::transform(thrust::device, first, last, out, f);
}

struct square {
    __host__ __device__ int operator()(int x) const { return x * x; }
};

int main()
{
    thrust::device_vector<int> v(6);
    thrust::sequence(v.begin(), v.end(), 6, -1); // 6 5 4 3 2 1
    my_system sys;
    plain_system plain;

    int sum = thrust::reduce(sys, v.begin(), v.end(), 100);
    std::cout << "sum " << sum << "\n";
    sum = thrust::reduce(sys, v.begin(), v.end());
    std::cout << "sum without init " << sum << "\n";
    thrust::sort(sys, v.begin(), v.end());
    std::cout << "sorted " << v[0] << " .. " << v[5] << "\n";
    thrust::sort(sys, v.begin(), v.end(), thrust::greater<int>());
    std::cout << "sorted down " << v[0] << " .. " << v[5] << "\n";
    thrust::transform(sys, v.begin(), v.end(), v.begin(), square());
    std::cout << "squares " << v[0] << " " << v[5] << "\n";
    long n25 = thrust::count(sys, v.begin(), v.end(), 25);
    std::cout << "count of 25: " << n25 << "\n";
    thrust::inclusive_scan(sys, v.begin(), v.end(), v.begin());
    std::cout << "scan ends at " << v[5] << "\n";

    sum = thrust::reduce(plain, v.begin(), v.end(), 0);
    std::cout << "plain: " << sum << "\n";
    thrust::sort(plain, v.begin(), v.end());
    thrust::transform(plain, v.begin(), v.end(), v.begin(), thrust::negate<int>());
    std::cout << "plain: " << v[0] << " " << v[5] << "\n";
    return 0;
}
