// Generic device C++ (CUDA C++ Programming Guide §5.3, C++ Language Support): a matrix class
// template with a scoped-enum layout parameter and a member template operator*, CRTP (an empty
// base class template: a kernel parameter of a class whose only base is empty is one byte),
// if constexpr over type traits, a variadic function template's sizeof..., and libcu++'s
// cuda::std::array and cuda::std::numeric_limits in device code. Every value is the C++
// semantics' (a 2x3 by 3x2 product, sums of small integers, FLT_MAX), so the reference is the
// arithmetic itself.
#include <cstdio>
#include <type_traits>
#include <cuda/std/array>
#include <cuda/std/limits>
namespace linalg {
enum class Layout { RowMajor, ColMajor };
template <typename T, int R, int C, Layout L = Layout::RowMajor>
struct Mat {
    T d[R * C];
    __host__ __device__ constexpr int idx(int i, int j) const { return L == Layout::RowMajor ? i * C + j : j * R + i; }
    __host__ __device__ T &operator()(int i, int j) { return d[idx(i, j)]; }
    __host__ __device__ const T &operator()(int i, int j) const { return d[idx(i, j)]; }
    template <int K>
    __host__ __device__ Mat<T, R, K, L> operator*(const Mat<T, C, K, L> &o) const {
        Mat<T, R, K, L> r{};
        for (int i = 0; i < R; i++) for (int j = 0; j < K; j++) { T s = 0; for (int k = 0; k < C; k++) s += (*this)(i, k) * o(k, j); r(i, j) = s; }
        return r;
    }
};
}
template <typename Derived> struct Op { __device__ float apply(float x) const { return static_cast<const Derived *>(this)->impl(x); } };
struct Twice : Op<Twice> { __device__ float impl(float x) const { return 2 * x; } };
struct Sq : Op<Sq> { __device__ float impl(float x) const { return x * x; } };
template <typename T> __device__ T absval(T x) { if constexpr (std::is_unsigned<T>::value) return x; else return x < 0 ? -x : x; }
template <typename... Args> __device__ int count_args(Args... args) { return sizeof...(args); }
template <typename O> __global__ void k(float *out, O op) {
    int t = threadIdx.x;
    out[t] = op.apply((float)t);
}
__global__ void m(float *out) {
    linalg::Mat<float, 2, 3> a{{1, 2, 3, 4, 5, 6}};
    linalg::Mat<float, 3, 2> b{{1, 0, 0, 1, 1, 1}};
    auto c = a * b;
    out[0] = c(0, 0); out[1] = c(0, 1); out[2] = c(1, 0); out[3] = c(1, 1);
    cuda::std::array<int, 4> arr{4, 3, 2, 1};
    int s = 0; for (int x : arr) s += x;
    out[4] = s + absval(-3) + absval(3u) + count_args(1, 2.0, 'c');
    out[5] = cuda::std::numeric_limits<float>::max();
    out[6] = (float)cuda::std::numeric_limits<int>::min();
}
int main() {
    float *o; cudaMallocManaged(&o, 64 * sizeof(float));
    k<<<1, 4>>>(o, Twice{}); cudaDeviceSynchronize();
    printf("%g %g %g %g\n", o[0], o[1], o[2], o[3]);
    k<<<1, 4>>>(o, Sq{}); cudaDeviceSynchronize();
    printf("%g %g %g %g\n", o[0], o[1], o[2], o[3]);
    m<<<1, 1>>>(o); cudaDeviceSynchronize();
    printf("%g %g %g %g %g %g %g\n", o[0], o[1], o[2], o[3], o[4], o[5], o[6]);
}
