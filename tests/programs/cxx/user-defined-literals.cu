// User-defined literals (C++11 [lex.ext], [over.literal]): literal operators of the forms
// (long double), (unsigned long long), (char) and (const char *, size_t), in a namespace and an
// inline namespace, called by 1.5_km, 42_n, 'q'_up and "abc"_len, also by their names
// (operator""_km(2.0L)), in constant expressions (static_assert, an array bound) and in device
// code (CUDA C++ Programming Guide §5.3, C++ Language Support: constexpr __host__ __device__
// functions). The kernel's line is what the host computes.
#include <cstdio>
#include <cstddef>

struct Length {
    double metres;
};

constexpr long double operator"" _km(long double x) { return x * 1000; }
constexpr unsigned long long operator""_n(unsigned long long x) { return x + 1; }
Length operator"" _m(long double x) { return Length{(double)x}; }
int operator"" _len(const char *s, size_t n) { return (int)n * 100 + s[0]; }

namespace units {
inline namespace literals {
__host__ __device__ constexpr double operator"" _deg(long double x) { return (double)(x * 3.14159265358979L / 180); }
__host__ __device__ constexpr int operator"" _x10(unsigned long long x) { return (int)x * 10; }
__host__ __device__ constexpr char operator"" _up(char c) { return c - 32; }
}
}
using namespace units::literals;

__global__ void kernel()
{
    printf("units: %.6f %d %c %d\n", 90.0_deg, 4_x10 + 0x10_x10, 'q'_up, 1'000_x10);
}

int main()
{
    double d = 1.5_km;
    printf("%g %g %llu %d\n", d, (double)-2.25e-1_km, 42_n, "abc"_len);
    static_assert(2_n == 3, "2_n");
    int a[5_n];
    printf("%zu %g %g\n", sizeof a / sizeof a[0], (double)operator""_km(2.0L), (3.5_m).metres);
    printf("units: %.6f %d %c %d\n", 90.0_deg, 4_x10 + 0x10_x10, 'q'_up, 1'000_x10);
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
