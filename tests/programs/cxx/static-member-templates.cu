// A class's member function templates named through the class (C++17 [class.static],
// [temp.mem]): a static one called as C::f(x) with its arguments deduced or given
// (C::f<float>(x)), from host code, from a kernel, from another member (bare and qualified),
// a non-static one called as Base::f(x) on *this from a derived class's member, and through a
// namespace (ns::C::f(x)), as CUB's DeviceReduce::Sum(...) and library code are called.
#include <cstdio>

namespace lib {
struct Reduce {
    template <class T> __host__ __device__ static T sum(const T *p, int n)
    {
        T s = T();
        for (int i = 0; i < n; i++)
            s += p[i];
        return s;
    }
};
} // namespace lib

struct Scale {
    int k = 3;
    template <class T> __host__ __device__ static T twice(T x) { return 2 * x; }
    template <class T> T plus_k(T x) const { return x + k; }
    int both() const { return Scale::twice(k) + twice(1) + Scale::plus_k(10); }
};
struct Derived : Scale {
    int run() const { return Scale::plus_k(100) + Scale::twice<int>(5); }
};

__global__ void kernel(const float *in, float *out)
{
    out[0] = lib::Reduce::sum(in, 4);
    out[1] = Scale::twice(in[1]);
    out[2] = (float)Scale::twice<short>(7);
}

int main()
{
    int a[4] = {1, 2, 3, 4};
    Scale s;
    Derived d;
    printf("host: %d %g %d %d %d\n", lib::Reduce::sum(a, 4), Scale::twice<float>(1.25f), s.both(),
           d.run(), (int)Scale::twice('a'));
    float *in, *out;
    cudaMallocManaged(&in, 4 * sizeof(float));
    cudaMallocManaged(&out, 3 * sizeof(float));
    for (int i = 0; i < 4; i++)
        in[i] = 0.5f * (float)(i + 1);
    kernel<<<1, 1>>>(in, out);
    cudaDeviceSynchronize();
    printf("device: %g %g %g\n", out[0], out[1], out[2]);
    return 0;
}
