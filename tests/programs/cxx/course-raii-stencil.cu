/* Course-style RAII: a move-only device buffer class template (std::exchange, deleted copies,
 * a friend swap), a stencil kernel template whose weights are a constexpr std::array made by a
 * lambda (nvcc needs --expt-relaxed-constexpr for that), vector<Buffer>::emplace_back and
 * erase moving elements, destructors in order. Reference: h200. */
#include <cstdio>
#include <utility>
#include <vector>
#include <string>
#include <iostream>
#include <array>

template <typename T>
class DeviceBuffer {
    T *ptr_ = nullptr;
    size_t n_ = 0;
public:
    DeviceBuffer() = default;
    explicit DeviceBuffer(size_t n) : n_(n) { cudaMalloc(&ptr_, n * sizeof(T)); }
    DeviceBuffer(const DeviceBuffer &) = delete;
    DeviceBuffer &operator=(const DeviceBuffer &) = delete;
    DeviceBuffer(DeviceBuffer &&o) noexcept : ptr_(std::exchange(o.ptr_, nullptr)), n_(std::exchange(o.n_, 0)) {}
    DeviceBuffer &operator=(DeviceBuffer &&o) noexcept {
        if (this != &o) { release(); ptr_ = std::exchange(o.ptr_, nullptr); n_ = std::exchange(o.n_, 0); }
        return *this;
    }
    ~DeviceBuffer() { release(); }
    void release() { if (ptr_) { cudaFree(ptr_); std::cout << "free " << n_ << "\n"; } ptr_ = nullptr; n_ = 0; }
    T *data() { return ptr_; }
    const T *data() const { return ptr_; }
    size_t size() const { return n_; }
    void upload(const std::vector<T> &h) { cudaMemcpy(ptr_, h.data(), n_ * sizeof(T), cudaMemcpyHostToDevice); }
    std::vector<T> download() const { std::vector<T> h(n_); cudaMemcpy(h.data(), ptr_, n_ * sizeof(T), cudaMemcpyDeviceToHost); return h; }
    friend void swap(DeviceBuffer &a, DeviceBuffer &b) noexcept { std::swap(a.ptr_, b.ptr_); std::swap(a.n_, b.n_); }
};

template <int R>
__global__ void stencil(const float *in, float *out, int n) {
    constexpr std::array<float, 2 * R + 1> w = [] {
        std::array<float, 2 * R + 1> a{};
        for (int i = 0; i < 2 * R + 1; i++) a[i] = 1.0f / (2 * R + 1);
        return a;
    }();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float s = 0;
    for (int k = -R; k <= R; k++) {
        int j = min(max(i + k, 0), n - 1);
        s += w[k + R] * in[j];
    }
    out[i] = s;
}

DeviceBuffer<float> make_input(int n) {
    DeviceBuffer<float> b(n);
    std::vector<float> h(n);
    for (int i = 0; i < n; i++) h[i] = (i % 7 == 0) ? 7.0f : 0.0f;
    b.upload(h);
    return b;
}

int main() {
    const int n = 40;
    DeviceBuffer<float> a = make_input(n), b(n);
    for (int it = 0; it < 3; it++) {
        stencil<2><<<2, 32>>>(a.data(), b.data(), n);
        swap(a, b);
    }
    auto h = a.download();
    for (int i = 0; i < n; i++) printf("%.3f%s", h[i], i % 10 == 9 ? "\n" : " ");
    std::vector<DeviceBuffer<int>> pool;
    for (int i = 1; i <= 3; i++) pool.emplace_back(i * 10);
    pool.erase(pool.begin());
    std::cout << "pool " << pool.size() << " first " << pool[0].size() << "\n";
    DeviceBuffer<int> moved = std::move(pool.back());
    std::cout << "moved " << moved.size() << " left " << pool.back().size() << "\n";
    return 0;
}
