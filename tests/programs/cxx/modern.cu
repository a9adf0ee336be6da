// C++11/14/17 features in device code (CUDA C++ Programming Guide §5.3.1-5.3.3, C++11, C++14
// and C++17 Language Features): a scoped enum with an underlying type, constexpr variables and
// __host__ __device__ constexpr functions, if constexpr choosing a template's branch (the other
// one is discarded), static_cast, ::name for the global scope, sizeof of <cstdint> types.
#include <cstdio>
#include <cstdint>

enum class Op : int { Add = 1, Mul = 2 };
constexpr int kBlock = 4;
__host__ __device__ constexpr int sq(int x) { return x * x; }

template <typename T, Op op> __device__ T apply(T a, T b)
{
    if constexpr (op == Op::Add)
        return a + b;
    else
        return a * b;
}

template <typename T> __device__ T biggest(const T *p, int n)
{
    T m = p[0];
    for (int i = 1; i < n; i++)
        m = max(m, p[i]);
    return m;
}

__global__ void kernel()
{
    int arr[kBlock] = {3, 9, 2, 5};
    float f[3] = {1.5f, -2.f, 0.25f};
    static_assert(kBlock == 4, "a constant");
    printf("%d %d %d %.2f %d %d %d\n", apply<int, Op::Add>(3, 4), apply<int, Op::Mul>(3, 4),
           biggest(arr, kBlock), biggest(f, 3), sq(5), (int)sizeof(int64_t), (int)Op::Mul);
    int x = static_cast<int>(f[0] * 2);
    unsigned u = min(3u, 7u) + ::max(1, 2);
    printf("%d %u\n", x, u);
}

int main()
{
    Op op = Op::Mul;
    printf("host: %d %d\n", sq(kBlock), (int)op);
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
