// <vector> in host code: a buffer for cudaMemcpy, range-for, growth (capacity), copy, insert,
// erase, a vector of vectors.
#include <cstdio>
#include <vector>
__global__ void twice(float *p, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) p[i] *= 2; }
float sum(const std::vector<float> &v) { float s = 0; for (float x : v) s += x; return s; }
int main() {
    std::vector<float> h(10);
    for (size_t i = 0; i < h.size(); i++) h[i] = i * 0.5f;
    float *d; cudaMalloc(&d, h.size() * sizeof(float));
    cudaMemcpy(d, h.data(), h.size() * sizeof(float), cudaMemcpyHostToDevice);
    twice<<<1, 32>>>(d, (int)h.size());
    cudaMemcpy(h.data(), d, h.size() * sizeof(float), cudaMemcpyDeviceToHost);
    printf("sum %.2f back %.2f\n", sum(h), h.back());
    std::vector<int> v;
    for (int i = 0; i < 9; i++) { v.push_back(i * i); printf("%zu/%zu ", v.size(), v.capacity()); }
    printf("\n");
    std::vector<int> w = v; w[0] = 100; v.erase(v.begin() + 2); v.insert(v.begin(), -1);
    for (int x : v) printf("%d ", x);
    printf("| %d %d %zu\n", w[0], v[0], w.size());
    std::vector<std::vector<int>> grid(3, std::vector<int>(4, 7));
    grid[1][2] = 5;
    int t = 0; for (auto &row : grid) for (int x : row) t += x;
    printf("grid %d\n", t);
    cudaFree(d);
    return 0;
}
