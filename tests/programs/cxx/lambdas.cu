// Lambda expressions, range-based for and deduced return types in device code (CUDA C++
// Programming Guide §5.3.8, Lambda Expressions; §5.3.1, C++11 Language Features): captures by
// value and by reference, capture-defaults, mutable, a trailing return type, a lambda passed to
// a function template, `auto` functions, and for over arrays and over a class with begin/end.
#include <cstdio>

template <typename F> __device__ int apply(F f, int x) { return f(x); }
template <typename T> __device__ auto twice(T x) { return x + x; }
__device__ auto half(float x) -> float { return x / 2; }

struct Span {
    int data[3];
    __device__ int *begin() { return data; }
    __device__ int *end() { return data + 3; }
};

__global__ void kernel(int *out)
{
    int base = 10;
    auto add = [](int a, int b) { return a + b; };
    auto addBase = [=](int a) { return a + base; };
    auto grow = [&](int a) { base += a; };
    grow(5);
    int total = 0;
    auto acc = [&total, base](int v) mutable { base++; total += v + base; };
    acc(1);
    acc(2);
    auto sq = [](int v) -> long { return (long)v * v; };
    printf("add=%d addBase=%d base=%d total=%d sq=%ld apply=%d twice=%d/%.1f half=%.2f\n",
           add(2, 3), addBase(1), base, total, sq(100000), apply([=](int v) { return v * base; }, 3),
           twice(21), twice(1.25), half(3));
    int arr[4] = {1, 2, 3, 4};
    int s = 0;
    for (int v : arr)
        s += v;
    for (auto &v : arr)
        v *= 2;
    Span sp = {{5, 6, 7}};
    for (const auto &x : sp)
        s += x;
    printf("sum=%d arr[3]=%d\n", s, arr[3]);
    out[threadIdx.x] = apply(addBase, threadIdx.x);
}

int main()
{
    int *out;
    cudaMallocManaged(&out, 2 * sizeof(int));
    kernel<<<1, 2>>>(out);
    cudaDeviceSynchronize();
    printf("out = %d %d\n", out[0], out[1]);
    return 0;
}
