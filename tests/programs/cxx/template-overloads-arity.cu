// Overloaded function templates whose instances have the same template arguments but other
// parameters (C++17 [temp.over]): init<4, Twice>(B *, long) calls init<4, Twice>(B *, long,
// Twice), and f<int>(int) and f<int>(int, int) are two functions. Each call reaches the overload
// its arguments pick, in device code (one bytecode function per instance) and in host code.
#include <cstdio>

template <int S, class F> struct B { int v[S]; };
struct Twice { __host__ __device__ int operator()(int i) const { return i * 2; } };

template <int S, class F> __host__ __device__ void init(B<S, F> *b, long n, F f)
{
    for (long i = 0; i < n && i < S; i++)
        b->v[i] = f((int)i);
    printf("init(b, %ld, f)\n", n);
}

template <int S, class F> __host__ __device__ void init(B<S, F> *b, long n)
{
    printf("init(b, %ld)\n", n);
    init(b, n, F());
}

template <class T> __host__ __device__ T f(T a) { return a + 1; }
template <class T> __host__ __device__ T f(T a, T b) { return a * b; }

__global__ void kernel()
{
    B<4, Twice> b;
    init(&b, 4);
    printf("device: %d %d %d %d\n", b.v[0], b.v[1], b.v[2], b.v[3]);
    printf("device: %d %d %d\n", f(3, 4), f(5), f(6, 7));
}

int main()
{
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    B<4, Twice> b;
    init(&b, 3);
    printf("host: %d %d %d\n", b.v[0], b.v[1], b.v[2]);
    printf("host: %d %d %d\n", f(3, 4), f(5), f(6, 7));
    return 0;
}
