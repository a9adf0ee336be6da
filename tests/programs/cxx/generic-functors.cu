/* Function objects whose call operator is a member function template (C++17 [temp.mem]):
 * called directly, through a function template's parameter, by cg::reduce-style generic code
 * in a kernel, and overloaded with a non-template operator(). */
#include <cstdio>

struct Sum {
    template <typename T> __host__ __device__ T operator()(T a, T b) const { return a + b; }
};
struct Max {
    template <class T> __host__ __device__ T operator()(const T &a, const T &b) const { return a < b ? b : a; }
};
struct Scale {
    float k;
    __host__ __device__ float operator()(float x) const { return k * x; }        /* preferred for float */
    template <typename T> __host__ __device__ T operator()(T x) const { return x * 3; }
};
template <int N> struct Pow {
    template <typename T> __host__ __device__ T operator()(T x) const {
        T r = 1;
        for (int i = 0; i < N; i++) r *= x;
        return r;
    }
};

template <typename T, typename Op> __host__ __device__ T fold(const T *v, int n, T init, Op op)
{
    for (int i = 0; i < n; i++) init = op(init, v[i]);
    return init;
}

template <typename Op>
__global__ void warp_fold(const int *in, int *out, Op op)
{
    int v = in[threadIdx.x];
    for (int o = 16; o > 0; o /= 2)
        v = op(v, __shfl_down_sync(0xffffffffu, v, o));
    if (threadIdx.x == 0)
        *out = v;
}

__global__ void mixed(float *out)
{
    Scale s{0.5f};
    Pow<3> cube;
    out[threadIdx.x] = s(float(threadIdx.x)) + s(int(threadIdx.x)) + cube(threadIdx.x + 0.5);
}

int main()
{
    Sum sum;
    Max mx;
    printf("host: %d %.2f %lld\n", sum(2, 3), sum(1.25, 2.5), sum(1LL << 40, 5LL));
    int a[5] = {4, -2, 9, 7, 1};
    double d[3] = {0.5, 2.25, -1.0};
    printf("fold: %d %d %.3f %.3f\n", fold(a, 5, 0, sum), fold(a, 5, -100, mx), fold(d, 3, 0.0, Sum()),
           fold(d, 3, -1e9, Max()));
    Scale s{2.0f};
    Pow<4> p4;
    printf("overloads: %.1f %d %ld %.4f\n", s(1.5f), s(7), p4(3L), p4(0.5));

    int h[32], *din, *dout, r;
    for (int i = 0; i < 32; i++)
        h[i] = (i * 37) % 101 - 50;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof(int));
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    warp_fold<<<1, 32>>>(din, dout, Sum());
    cudaMemcpy(&r, dout, sizeof r, cudaMemcpyDeviceToHost);
    printf("device sum %d\n", r);
    warp_fold<<<1, 32>>>(din, dout, Max());
    cudaMemcpy(&r, dout, sizeof r, cudaMemcpyDeviceToHost);
    printf("device max %d\n", r);
    float *dm, hm[8];
    cudaMalloc(&dm, sizeof hm);
    mixed<<<1, 8>>>(dm);
    cudaMemcpy(hm, dm, sizeof hm, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++)
        printf("%g%c", hm[i], i == 7 ? '\n' : ' ');
    return 0;
}
