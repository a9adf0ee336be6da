// Names through classes (C++17 [basic.lookup.qual], [class.static]): a static member of a
// nested class or of a member typedef's class (A::In::m, A::Inner::m), a static member named
// through an object (z.m), `typename X<T>::type` as a function template's return type (it is
// not an out-of-line member of X), and an out-of-line member whose return type is a member
// typedef (typename Box<T>::type Box<T>::get() const).
#include <cstdio>

struct A {
    typedef struct In { static const int m = 5; enum { E = 7 }; } Inner;
    typedef int value_type;
};

template <class T> struct Tr { typedef T type; typedef T *ptr; };
template <class T> typename Tr<T>::type ident(T x) { return x; }
template <class T> __host__ __device__ typename Tr<T>::type twice(T x) { return 2 * x; }

template <class T> struct Box {
    typedef T type;
    T v;
    type get() const;
    static int n;
};
template <class T> typename Box<T>::type Box<T>::get() const { return v; }
template <class T> int Box<T>::n = 4;

__global__ void k(int *out) { out[0] = twice(21); out[1] = A::Inner::m; }

int main()
{
    A::Inner z;
    A::value_type q = 3;
    printf("%d %d %d %d %d\n", A::In::m, A::Inner::m, z.m, z.E, q);
    Box<int> b;
    b.v = 6;
    printf("%d %d %d %ld\n", ident(4), b.get(), Box<int>::n, twice(5L));
    int *out;
    cudaMallocManaged(&out, 2 * sizeof(int));
    k<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("%d %d\n", out[0], out[1]);
    return 0;
}
