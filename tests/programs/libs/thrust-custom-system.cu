// A program's own Thrust system, as Thrust's example minimal_custom_backend makes one: a class
// derived from thrust::device_execution_policy<itself>, and a for_each(my_system, ...) of the
// program's that thrust::for_each(sys, ...) calls (argument-dependent lookup, Thrust's dispatch);
// the algorithms the program does not give run as under thrust::device; a system without its
// own for_each gets the device's; transparent function objects without template arguments
// (cuda::std::negate{}, thrust::plus<>) in the kernels. It prints the example's line (what the
// H100 printed for it) at each call of the program's for_each; the asserts check the rest.
#include <thrust/device_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/for_each.h>
#include <thrust/functional.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <thrust/transform.h>
#include <cassert>
#include <iostream>

struct my_system : thrust::device_execution_policy<my_system> {};
struct plain_system : thrust::device_execution_policy<plain_system> {};

template <typename Iterator, typename Function>
Iterator for_each(my_system, Iterator first, Iterator last, Function f)
{
    std::cout << "Hello, world from for_each(my_system)!" << '\n';
    return thrust::for_each(thrust::device, first, last, f);
}

struct twice {
    __host__ __device__ void operator()(int &x) const { x *= 2; }
};

int main()
{
    thrust::device_vector<int> vec(4);
    thrust::sequence(vec.begin(), vec.end(), 1); // 1 2 3 4
    my_system sys;
    plain_system plain;

    thrust::for_each(sys, vec.begin(), vec.end(), cuda::std::negate{}); // (changes nothing)
    thrust::for_each(sys, vec.begin(), vec.end(), twice());             // 2 4 6 8
    assert(vec[0] == 2 && vec[3] == 8);

    // not the program's for_each: transform, reduce under sys; for_each under plain
    thrust::transform(sys, vec.begin(), vec.end(), vec.begin(), cuda::std::negate{}); // -2 -4 -6 -8
    assert(vec[1] == -4);
    thrust::for_each(plain, vec.begin(), vec.end(), twice()); // -4 -8 -12 -16
    assert(thrust::reduce(sys, vec.begin(), vec.end(), 0, thrust::plus<>()) == -40);
    thrust::transform(vec.begin(), vec.end(), vec.begin(), thrust::negate<>()); // 4 8 12 16
    assert(thrust::reduce(vec.begin(), vec.end(), 1, cuda::std::multiplies{}) == 4 * 8 * 12 * 16);

    thrust::for_each(vec.begin(), vec.end(), cuda::std::negate{});
    assert(vec[2] == 12);
    return 0;
}
