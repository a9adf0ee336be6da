// Member function templates (C++17 [temp.mem]): declared in a class or a class template, their
// instances made at the call from the arguments (or explicit arguments, s.shift<3>(1)), called
// on an object or, inside another member, on *this; in device code too.
#include <cstdio>

struct Scaler {
    float k;
    template <class T> __host__ __device__ T apply(T x) const { return (T)(x * k); }
    template <class T> __host__ __device__ T twice(T x) const { return apply(apply(x)); }
    template <int N> __host__ __device__ int shift(int x) const { return x << N; }
};

struct Sum {
    int s = 0;
    template <class It> void add_all(It b, It e)
    {
        for (; b != e; ++b)
            s += *b;
    }
};

template <class T> struct Holder {
    T v;
    template <class F> double map(F f) const { return f(v); }
    template <class U> U as() const { return (U)v; }
};

__global__ void k(float *out, int *iout)
{
    Scaler s{2.0f};
    out[0] = s.apply(1.5f);
    out[1] = s.twice(1.25f);
    iout[0] = s.apply(7);
    iout[1] = s.shift<3>(1);
}

int main()
{
    Scaler s{3.0f};
    printf("%f %d %f %d\n", s.apply(1.5f), s.apply(2), s.twice(1.0), s.shift<2>(5));
    int arr[4] = {1, 2, 3, 4};
    double d[2] = {0.5, 0.25};
    Sum sm;
    sm.add_all(arr, arr + 4);
    sm.add_all(d, d + 2);
    printf("%d\n", sm.s);
    Holder<int> h{20};
    printf("%f %f %f\n", h.map([](int x) { return x + 1; }), h.map([](int x) { return x * 0.5; }),
           h.as<double>() / 8);
    float *out;
    int *iout;
    cudaMallocManaged(&out, 2 * sizeof(float));
    cudaMallocManaged(&iout, 2 * sizeof(int));
    k<<<1, 1>>>(out, iout);
    cudaDeviceSynchronize();
    printf("%f %f %d %d\n", out[0], out[1], iout[0], iout[1]);
    return 0;
}
