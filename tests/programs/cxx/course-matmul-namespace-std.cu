/* A course-style program with `using namespace std`: a tiled shared-memory matmul, a Matrix
 * class with operator() and a friend operator<< using setw/fixed/setprecision, min/max (no
 * <algorithm> included: as nvcc allows), device properties, to_string, float formatting after
 * defaultfloat. Reference: h200. */
#include <iostream>
#include <vector>
#include <cmath>
#include <iomanip>
#include <string>
using namespace std;

#define TILE 16
__global__ void matmul(const float *A, const float *B, float *C, int n) {
    __shared__ float As[TILE][TILE], Bs[TILE][TILE];
    int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
    float acc = 0.0f;
    for (int t = 0; t < (n + TILE - 1) / TILE; ++t) {
        As[threadIdx.y][threadIdx.x] = (row < n && t * TILE + threadIdx.x < n) ? A[row * n + t * TILE + threadIdx.x] : 0.0f;
        Bs[threadIdx.y][threadIdx.x] = (col < n && t * TILE + threadIdx.y < n) ? B[(t * TILE + threadIdx.y) * n + col] : 0.0f;
        __syncthreads();
        for (int k = 0; k < TILE; ++k) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
        __syncthreads();
    }
    if (row < n && col < n) C[row * n + col] = acc;
}

class Matrix {
public:
    Matrix(int n) : n_(n), data_(n * n) {}
    float &operator()(int r, int c) { return data_[r * n_ + c]; }
    float operator()(int r, int c) const { return data_[r * n_ + c]; }
    int size() const { return n_; }
    float *data() { return data_.data(); }
    const float *data() const { return data_.data(); }
    friend ostream &operator<<(ostream &os, const Matrix &m) {
        for (int r = 0; r < min(m.n_, 3); r++) {
            for (int c = 0; c < min(m.n_, 4); c++) os << setw(10) << fixed << setprecision(3) << m(r, c);
            os << '\n';
        }
        return os;
    }
private:
    int n_;
    vector<float> data_;
};

int main() {
    const int n = 50;
    Matrix A(n), B(n), C(n), ref(n);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) { A(i, j) = sin(i + j * 0.5f); B(i, j) = cos(i * 0.3f - j); }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) { double s = 0; for (int k = 0; k < n; k++) s += A(i, k) * B(k, j); ref(i, j) = (float)s; }
    float *dA, *dB, *dC;
    size_t bytes = n * n * sizeof(float);
    cudaMalloc(&dA, bytes); cudaMalloc(&dB, bytes); cudaMalloc(&dC, bytes);
    cudaMemcpy(dA, A.data(), bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(dB, B.data(), bytes, cudaMemcpyHostToDevice);
    dim3 block(TILE, TILE), grid((n + TILE - 1) / TILE, (n + TILE - 1) / TILE);
    matmul<<<grid, block>>>(dA, dB, dC, n);
    cudaMemcpy(C.data(), dC, bytes, cudaMemcpyDeviceToHost);
    double maxerr = 0;
    for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) maxerr = max(maxerr, (double)fabs(C(i, j) - ref(i, j)));
    cout << C;
    cout << "max error " << scientific << setprecision(2) << maxerr << (maxerr < 1e-3 ? " PASS" : " FAIL") << endl;
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);
    cout << defaultfloat << prop.name << " sm_" << prop.major << prop.minor << " SMs " << prop.multiProcessorCount
         << " smem/block " << prop.sharedMemPerBlock / 1024 << " KiB" << endl;
    string s = to_string(3.14159) + "|" + to_string(42) + "|" + to_string(-1.5f);
    cout << s << " " << s.size() << endl;
    cout << 1.0f / 3 << " " << 2.0 / 3 << " " << 1e10 << " " << 123456789.0f << " " << 0.1 + 0.2 << endl;
    cudaFree(dA); cudaFree(dB); cudaFree(dC);
    return 0;
}
