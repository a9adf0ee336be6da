// Classes nested two deep in a class template's instances: Outer<int>::Mid::In and
// Outer<long>::Mid::In are two classes, each with its own member functions, on both sides.
#include <cstdio>

template <typename T>
struct Outer {
    struct In { // a class of the same name one level up
        T v;
        __host__ __device__ In(T x) : v(x) {}
    };
    struct Mid {
        struct In {
            T v, w;
            __host__ __device__ In(T x, T y) : v(x), w(y) {}
            __host__ __device__ T sum() const { return v + w; }
            __host__ __device__ int bytes() const { return (int)sizeof(*this); }
        };
        In a;
        __host__ __device__ Mid(T x) : a(x, x * 3) {}
    };
};

__host__ __device__ void show(const char *who)
{
    Outer<int>::Mid m(2);
    Outer<long>::Mid n(5000000000L);
    Outer<char>::Mid c(7);
    Outer<int>::In i(9);
    printf("%s: %d %d | %ld %d | %d %d | %d\n", who, m.a.sum(), m.a.bytes(), n.a.sum(),
           n.a.bytes(), (int)c.a.sum(), c.a.bytes(), i.v);
}

__global__ void kernel() { show("device"); }

int main()
{
    show("host");
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
