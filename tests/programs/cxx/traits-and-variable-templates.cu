// <type_traits> in device and host code, written with partial specialisation: the _v variable
// templates and _t alias templates (C++17 [meta]), `if constexpr` on a trait, and
// std::enable_if_t removing a candidate from overload resolution (SFINAE, [temp.deduct]); a
// user's own variable template (C++17 [temp.variable]); an array's length deduced
// ([temp.deduct.type]: T[N]).
#include <cstdio>
#include <type_traits>

template <class T> constexpr int bits_v = (int)sizeof(T) * 8;
template <class T, class U> constexpr bool same_size_v = sizeof(T) == sizeof(U);

template <class T>
__host__ __device__ std::enable_if_t<std::is_integral_v<T>, int> kind(T) { return 1; }
template <class T>
__host__ __device__ std::enable_if_t<std::is_floating_point_v<T>, int> kind(T) { return 2; }

template <class T> __host__ __device__ T half_of(T x)
{
    if constexpr (std::is_integral_v<T>)
        return x >> 1;
    else
        return x * (T)0.5;
}

template <class T, int N> __host__ __device__ int count_of(const T (&)[N]) { return N; }

template <class T> __host__ __device__ int describe()
{
    using U = std::remove_cv_t<std::remove_reference_t<T>>;
    return std::is_same_v<U, int> * 1000 + std::is_const_v<std::remove_reference_t<T>> * 100 +
           std::is_reference_v<T> * 10 + std::is_pointer_v<std::decay_t<T>>;
}

__global__ void k()
{
    printf("device: %d %d %d %d | %d %.2f | %d %d %d %d\n", bits_v<char>, bits_v<double>,
           (int)same_size_v<int, float>, (int)same_size_v<int, double>, half_of(9), half_of(9.0),
           kind(3u), kind(2.5f), describe<const int &>(), describe<int[4]>());
}

int main()
{
    double xs[7];
    int grid[3][5];
    printf("count_of: %d %d %d\n", count_of(xs), count_of(grid), count_of(grid[0]));
    k<<<1, 1>>>();
    cudaDeviceSynchronize();
    printf("host: %d %d %d | %d %d %d %d | %d\n", bits_v<short>, kind('c'), kind(1.0),
           describe<int>(), describe<int &&>(), describe<const char *>(),
           (int)std::is_same_v<std::conditional_t<(sizeof(long) > 4), long, int>, long>,
           (int)std::is_unsigned_v<unsigned char> + (int)std::is_signed_v<float> * 10 +
               (int)std::is_void_v<const void> * 100 + (int)std::is_array_v<int *> * 1000);
    return 0;
}
