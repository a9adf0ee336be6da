// A class nested in a class template is a class of each instance (C++17 [temp.mem.class]):
// Box<float>::range and Box<int>::range have member functions of their own, in device code
// too. Host and device; the device line must equal the host's, which g++ printed.
// reference: g++
#include <cstdio>

template <class T>
struct Box {
    struct range {
        T lo, hi;
        __host__ __device__ range(T a, T b) : lo(a), hi(b) {}
        __host__ __device__ T width() const { return hi - lo; }
        __host__ __device__ bool holds(T v) const { return lo <= v && v <= hi; }
    };
    range r;
    __host__ __device__ Box(T a, T b) : r(a, b) {}
};

__host__ __device__ void show(const char *where)
{
    Box<float> f(1.5f, 4.0f);
    Box<int> i(2, 9);
    Box<double> d(-1.0, 0.25);
    printf("%s: %g %d %g | %d %d %d\n", where, f.r.width(), i.r.width(), d.r.width(),
           f.r.holds(2.0f), i.r.holds(10), d.r.holds(0.0));
}

__global__ void kernel() { show("device"); }

int main()
{
    show("host");
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
