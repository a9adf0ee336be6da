// A course-style CUDA program: an RAII DeviceArray<T> (delegating and move constructors,
// deleted copies, std::exchange), Span<T> views passed by value to a kernel template with a
// functor, errors turned into exceptions; the allocation that fails is the H200's answer for
// 128 TiB (cudaErrorMemoryAllocation).
#include <cstdio>
#include <vector>
#include <stdexcept>
#include <string>
#include <utility>

#define CUDA_CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) throw std::runtime_error(std::string(#x) + ": " + cudaGetErrorString(e)); } while (0)

template <typename T>
class DeviceArray {
    T *ptr_ = nullptr;
    size_t n_ = 0;
  public:
    DeviceArray() = default;
    explicit DeviceArray(size_t n) : n_(n) { CUDA_CHECK(cudaMalloc(&ptr_, n * sizeof(T))); }
    DeviceArray(const std::vector<T> &h) : DeviceArray(h.size()) { upload(h); }
    ~DeviceArray() { if (ptr_) cudaFree(ptr_); }
    DeviceArray(const DeviceArray &) = delete;
    DeviceArray &operator=(const DeviceArray &) = delete;
    DeviceArray(DeviceArray &&o) noexcept : ptr_(std::exchange(o.ptr_, nullptr)), n_(std::exchange(o.n_, 0)) {}
    DeviceArray &operator=(DeviceArray &&o) noexcept { std::swap(ptr_, o.ptr_); std::swap(n_, o.n_); return *this; }
    void upload(const std::vector<T> &h) { CUDA_CHECK(cudaMemcpy(ptr_, h.data(), n_ * sizeof(T), cudaMemcpyHostToDevice)); }
    std::vector<T> download() const { std::vector<T> h(n_); CUDA_CHECK(cudaMemcpy(h.data(), ptr_, n_ * sizeof(T), cudaMemcpyDeviceToHost)); return h; }
    T *data() { return ptr_; }
    size_t size() const { return n_; }
};

template <typename T> struct Span {
    T *p; int n;
    __device__ T &operator[](int i) { return p[i]; }
    __device__ int size() const { return n; }
};

struct Saxpy { float a; __device__ float operator()(float x, float y) const { return a * x + y; } };

template <typename F>
__global__ void zip_map(Span<float> out, Span<const float> x, Span<float> y, F f) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < out.size()) out[i] = f(x.p[i], y[i]);
}

int main() {
    try {
        const int n = 1000;
        std::vector<float> hx(n), hy(n);
        for (int i = 0; i < n; i++) { hx[i] = i * 0.5f; hy[i] = 1.0f; }
        DeviceArray<float> x(hx), y(hy), out(n);
        zip_map<<<(n + 255) / 256, 256>>>(Span<float>{out.data(), n}, Span<const float>{x.data(), n}, Span<float>{y.data(), n}, Saxpy{2.f});
        CUDA_CHECK(cudaGetLastError());
        auto r = out.download();
        printf("%.1f %.1f %.1f\n", r[0], r[1], r[999]);
        DeviceArray<float> moved = std::move(out);
        printf("%zu %zu\n", moved.size(), out.size());
        DeviceArray<float> huge(size_t(1) << 45);
        printf("not reached\n");
    } catch (const std::exception &e) {
        printf("caught: %s\n", e.what());
    }
    return 0;
}
