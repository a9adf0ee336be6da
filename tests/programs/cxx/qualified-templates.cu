// Class templates named through a namespace (ns::Box<int> as a type and as a temporary), a
// value template parameter deduced from a class template argument (Box<T, N> -> N), and a
// derived object passed by value where its base class is wanted: a copy of the base part
// (C++ as CUDA C++ Programming Guide §5.3, C++ Language Support, allows it in device code).
#include <cstdio>

namespace geo {
template <class T, unsigned int N>
struct Box {
    T v[N];
    __device__ T sum() const
    {
        T s = 0;
        for (unsigned int i = 0; i < N; i++)
            s += v[i];
        return s;
    }
};

template <class T>
struct twice {
    __device__ T operator()(T x) const { return 2 * x; }
};

struct Shape {
    int id;
    __device__ int area() const { return id * 10; }
};

struct Square : public Shape {
    int side;
    __device__ int area() const { return side * side; }
};
} // namespace geo

namespace g = geo;

template <class T, unsigned int N>
__device__ unsigned int count(const geo::Box<T, N> &b)
{
    return N;
}

template <unsigned int N>
__device__ float mean(g::Box<float, N> b)
{
    return b.sum() / N;
}

__device__ int base_area(geo::Shape s) { return s.area(); }

__global__ void k()
{
    g::Box<int, 3> a = {{1, 2, 3}};
    geo::Box<float, 4> b = {{1.5f, 2.5f, 3.0f, 5.0f}};
    int t = g::twice<int>()(21);
    geo::Square sq;
    sq.id = 7;
    sq.side = 5;
    printf("sum %d count %u %u mean %.3f twice %d\n", a.sum(), count(a), count(b), mean(b), t);
    printf("square area %d, as a shape %d\n", sq.area(), base_area(sq));
}

int main()
{
    k<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
