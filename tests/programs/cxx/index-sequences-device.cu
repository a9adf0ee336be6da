// Index sequences in device code: __host__ __device__ function templates whose value packs are
// deduced from std::index_sequence, make_index_sequence, integer_sequence and
// index_sequence_for arguments, expanded in folds, braced lists and call arguments, in a kernel
#include <cstdio>
#include <utility>

template <std::size_t... I> __host__ __device__ int weighted(const int *v, std::index_sequence<I...>)
{
    return (((int(I) + 1) * v[I]) + ... + 0);
}
template <class T, T... Vs> __host__ __device__ T sum_of(std::integer_sequence<T, Vs...>)
{
    return (Vs + ... + T(0));
}
struct Vec4 {
    int e[4];
};
template <std::size_t... I> __host__ __device__ Vec4 reversed(const Vec4 &v, std::index_sequence<I...>)
{
    return Vec4{{v.e[sizeof...(I) - 1 - I]...}};
}
__host__ __device__ int dot3(int a, int b, int c) { return a * 1 + b * 10 + c * 100; }
template <std::size_t... I> __host__ __device__ int spread(const int *v, std::index_sequence<I...>)
{
    return dot3(v[I]...);
}

template <std::size_t... I> __host__ __device__ int count(std::index_sequence<I...>) { return (int)sizeof...(I); }

__global__ void kernel(const int *in, int *out)
{
    int t = threadIdx.x;
    const int *v = in + 4 * t;
    out[8 * t + 0] = weighted(v, std::make_index_sequence<4>{});
    out[8 * t + 1] = sum_of(std::make_integer_sequence<int, 5>{}) * t;
    Vec4 a{{v[0], v[1], v[2], v[3]}};
    Vec4 r = reversed(a, std::make_index_sequence<4>{});
    for (int k = 0; k < 4; k++)
        out[8 * t + 2 + k] = r.e[k];
    out[8 * t + 6] = spread(v, std::index_sequence<0, 2, 3>{});
    out[8 * t + 7] = count(std::index_sequence_for<int, char, float>{});
}

int main()
{
    const int n = 4;
    int h_in[4 * n], h_out[8 * n];
    for (int i = 0; i < 4 * n; i++)
        h_in[i] = i * 3 - 7;
    int *d_in, *d_out;
    cudaMalloc(&d_in, sizeof h_in);
    cudaMalloc(&d_out, sizeof h_out);
    cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
    kernel<<<1, n>>>(d_in, d_out);
    cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
    for (int t = 0; t < n; t++) {
        printf("thread %d:", t);
        for (int k = 0; k < 8; k++)
            printf(" %d", h_out[8 * t + k]);
        printf("\n");
    }
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}
