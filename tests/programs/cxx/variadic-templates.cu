// Variadic templates (C++17 [temp.variadic]; CUDA C++ Programming Guide 5.3, "C++ Language
// Support": device code takes the C++ dialect nvcc's host compiler does): function parameter
// packs deduced from a call, pack expansion in call arguments, sizeof..., the four forms of
// fold expression, forwarding references with std::forward, value packs, a class template
// defined by recursion through a partial specialisation, and a kernel launched through a
// variadic helper.
#include <cstdio>
#include <utility>

__host__ __device__ int sum() { return 0; }
template <typename T, typename... Rest>
__host__ __device__ T sum(T first, Rest... rest) { return first + sum(rest...); }

template <typename... Ts>
__host__ __device__ int count(Ts... ts) { return (int)sizeof...(Ts) * 10 + (int)sizeof...(ts); }

template <typename... Ts>
__host__ __device__ float fsum(Ts... ts) { return (ts + ... + 0.5f); }

template <typename... Ts>
__host__ __device__ bool all_positive(Ts... ts) { return ((ts > 0) && ...); }

template <typename... Ts>
__host__ __device__ int sub_left(Ts... ts) { return (... - ts); }

template <typename... Ts>
__host__ __device__ int sub_right(Ts... ts) { return (ts - ...); }

template <typename... Args>
__device__ void say(const char *fmt, Args... args) { printf(fmt, args...); }

template <typename... Args>
__device__ void say_twice(const char *fmt, Args &&... args)
{
    say(fmt, std::forward<Args>(args)...);
    say(fmt, (args * 2)...);
}

template <int... Ns> struct IntList { static const int size = sizeof...(Ns); };
template <typename... Ts> struct TypeList { static const int size = sizeof...(Ts); };

template <typename... Ts> struct Tup;
template <> struct Tup<> { __host__ __device__ int depth() const { return 0; } };
template <typename T, typename... Ts> struct Tup<T, Ts...> {
    T head;
    Tup<Ts...> tail;
    __host__ __device__ int depth() const { return 1 + tail.depth(); }
};

template <typename K, typename... Args>
void launch(K kernel, int blocks, int threads, Args... args)
{
    kernel<<<blocks, threads>>>(args...);
    cudaDeviceSynchronize();
}

__global__ void k(int a, float b)
{
    say("lane %d: %d %d %.1f\n", (int)threadIdx.x, sum(1, 2, 3), count(1, 2.0, 'c'), fsum(1.0f, 2.0f));
    if (threadIdx.x == 0) {
        say_twice("twice %d %d\n", a, 7);
        say("%d %d %d %d\n", (int)all_positive(1, 2, 3), (int)all_positive(1, -2), sub_left(10, 3, 2), sub_right(10, 3, 2));
        say("%.2f\n", b);
        Tup<int, float, char> t;
        say("tup %d %d\n", t.depth(), (int)sizeof(Tup<char, int>));
        say("lists %d %d %d\n", IntList<1, 2, 3>::size, TypeList<>::size, TypeList<int, int>::size);
    }
}

int main()
{
    printf("host: %d %d %.1f %d\n", sum(4, 5), count(), fsum(), (int)all_positive());
    printf("host sum of doubles %.2f\n", sum(1.5, 2.25, 3.0));
    launch(k, 1, 2, 41, 2.5f);
    Tup<double, int> t2;
    t2.head = 1.5;
    t2.tail.head = 3;
    printf("tup %.1f %d %d\n", t2.head, t2.tail.head, t2.depth());
    return 0;
}
