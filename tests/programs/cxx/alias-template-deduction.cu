// Deduction through an alias template (C++17 [temp.alias] p2: an alias template's
// specialisation is its type-id with the arguments substituted): a parameter
// std::bool_constant<Atomic> is std::integral_constant<bool, Atomic>, from which an argument
// deduces Atomic. llm.c's matmul_backward_bias_kernel8 takes its Atomic flag this way.
#include <cstdio>
#include <type_traits>

template <typename T, bool Atomic> void f(T x, std::bool_constant<Atomic>)
{
    printf("f %d %d\n", (int)x, (int)Atomic);
}
template <typename T, int N> void g(T x, std::integral_constant<int, N>) { printf("g %d %d\n", (int)x, N); }
template <class T> using ptr = T *;
template <class T> void h(ptr<T> p) { printf("h %d\n", *p); }

template <typename T, bool Add> __global__ void k(T *o, std::bool_constant<Add>)
{
    *o = Add ? *o + 1 : *o - 1;
}

int main()
{
    f(1, std::bool_constant<true>{});
    f(2.5, std::false_type{});
    g(3, std::integral_constant<int, 9>{});
    int v = 5;
    h(&v);
    int *o;
    cudaMallocManaged(&o, sizeof(int));
    *o = 10;
    k<<<1, 1>>>(o, std::bool_constant<true>{});
    k<<<1, 1>>>(o, std::true_type{});
    k<<<1, 1>>>(o, std::bool_constant<false>{});
    cudaDeviceSynchronize();
    printf("k %d\n", *o);
    return 0;
}
