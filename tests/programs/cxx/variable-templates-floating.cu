// Variable templates of floating type (C++14 [temp.variables]): template <class T> constexpr T
// pi = T(3.14159265358979L) gives pi<double> and pi<float> (rounded to float), used in host
// and device code (CUDA C++ Programming Guide §5.3, C++ Language Support), in an expression of
// another variable template, and as a constant in a constant expression. The kernel's line is
// what the host computes.
#include <cstdio>

template <class T> constexpr T pi = T(3.14159265358979L);
template <class T> constexpr T tau = 2 * pi<T>;
template <class T> constexpr T third = T(1) / T(3);

__global__ void kernel()
{
    printf("device: %.12f %.12f %.12f %.12f\n", pi<double>, (double)pi<float>, tau<double>,
           (double)third<float>);
}

int main()
{
    printf("device: %.12f %.12f %.12f %.12f\n", pi<double>, (double)pi<float>, tau<double>,
           (double)third<float>);
    static_assert(pi<double> > 3.14 && pi<double> < 3.15, "pi");
    int a[(int)(pi<double> * 10)];
    printf("%zu %d %zu\n", sizeof a / sizeof a[0], pi<int>, sizeof(pi<float>));
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
