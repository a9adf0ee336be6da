// A scalar declared with empty braces (int s{};, T t{}; in a template, double d = {};, a
// pointer p{}) is value-initialised: zero, every time its declaration runs (C++17 [dcl.init]
// p8, [dcl.init.list] p3). Host and device; the device line must equal the host's, which g++
// printed.
// reference: g++
#include <cstdio>

template <typename T>
__host__ __device__ T sum_of_fives(int n)
{
    T s{};
    for (int i = 0; i < n; i++) {
        T t{};
        t += 5;
        s += t;
    }
    return s;
}

__host__ __device__ void show(const char *where)
{
    int total = 0;
    for (int round = 0; round < 3; round++) {
        int acc{};
        double d = {};
        int *p{};
        unsigned char c{};
        for (int k = 0; k <= round; k++)
            acc += k + 1;
        total += acc + (p == nullptr) + (int)c + (int)d;
    }
    printf("%s: %d %d %g %ld\n", where, total, sum_of_fives<int>(3), sum_of_fives<double>(2),
           sum_of_fives<long>(4));
}

__global__ void kernel() { show("device"); }

int main()
{
    show("host");
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
