// Course-style CUDA C++: a Matrix<T> view class with __host__ __device__ accessors passed by value
// to a tiled shared-memory kernel template (matmul<T, TILE>), inputs from std::mt19937, checked
// against the host's product (every product and sum is exact in double: the error must be 0).
// reference: the program's own host computation
#include <cstdio>
#include <vector>
#include <cmath>
#include <algorithm>
#include <random>

template <typename T>
class Matrix {
public:
    __host__ __device__ Matrix(T *data, int rows, int cols) : data_(data), rows_(rows), cols_(cols) {}
    __host__ __device__ T &operator()(int r, int c) { return data_[r * cols_ + c]; }
    __host__ __device__ const T &operator()(int r, int c) const { return data_[r * cols_ + c]; }
    __host__ __device__ int rows() const { return rows_; }
    __host__ __device__ int cols() const { return cols_; }
private:
    T *data_;
    int rows_, cols_;
};

template <typename T, int TILE>
__global__ void matmul(Matrix<T> a, Matrix<T> b, Matrix<T> c) {
    __shared__ T as[TILE][TILE];
    __shared__ T bs[TILE][TILE];
    int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
    T acc = 0;
    for (int t = 0; t < (a.cols() + TILE - 1) / TILE; ++t) {
        int ac = t * TILE + threadIdx.x, br = t * TILE + threadIdx.y;
        as[threadIdx.y][threadIdx.x] = row < a.rows() && ac < a.cols() ? a(row, ac) : T(0);
        bs[threadIdx.y][threadIdx.x] = br < b.rows() && col < b.cols() ? b(br, col) : T(0);
        __syncthreads();
        for (int k = 0; k < TILE; ++k) acc += as[threadIdx.y][k] * bs[k][threadIdx.x];
        __syncthreads();
    }
    if (row < c.rows() && col < c.cols()) c(row, col) = acc;
}

int main() {
    const int M = 37, K = 29, N = 41;
    std::mt19937 gen(42);
    std::uniform_int_distribution<int> dist(-4, 4);
    std::vector<double> ha(M * K), hb(K * N), hc(M * N), ref(M * N);
    std::generate(ha.begin(), ha.end(), [&] { return dist(gen) * 0.5; });
    std::generate(hb.begin(), hb.end(), [&] { return dist(gen) * 0.25; });
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j) {
            double s = 0;
            for (int k = 0; k < K; ++k) s += ha[i * K + k] * hb[k * N + j];
            ref[i * N + j] = s;
        }
    double *da, *db, *dc;
    cudaMalloc(&da, ha.size() * sizeof(double));
    cudaMalloc(&db, hb.size() * sizeof(double));
    cudaMalloc(&dc, hc.size() * sizeof(double));
    cudaMemcpy(da, ha.data(), ha.size() * sizeof(double), cudaMemcpyHostToDevice);
    cudaMemcpy(db, hb.data(), hb.size() * sizeof(double), cudaMemcpyHostToDevice);
    constexpr int TILE = 8;
    dim3 block(TILE, TILE), grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
    matmul<double, TILE><<<grid, block>>>(Matrix<double>(da, M, K), Matrix<double>(db, K, N), Matrix<double>(dc, M, N));
    cudaMemcpy(hc.data(), dc, hc.size() * sizeof(double), cudaMemcpyDeviceToHost);
    double max_err = 0;
    for (int i = 0; i < M * N; ++i) max_err = std::max(max_err, std::fabs(hc[i] - ref[i]));
    printf("%s: max error %g, c[0][0] = %g, c[36][40] = %g\n", max_err == 0 ? "PASS" : "FAIL", max_err, hc[0], hc[M * N - 1]);
    cudaFree(da); cudaFree(db); cudaFree(dc);
    return 0;
}
