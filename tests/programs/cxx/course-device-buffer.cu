// (H200) Course-style C++ around the runtime: an RAII device buffer class template (deleted
// copy, a move constructor, std::vector upload and download), a functor and an extended lambda
// given to one kernel template, a templated block sum, structured bindings over a std::map,
// auto x = std::move(y), exceptions and std::make_unique.
#include <iostream>
#include <vector>
#include <memory>
#include <algorithm>
#include <numeric>
#include <iomanip>
#include <map>
#include <stdexcept>
#include <cuda_runtime.h>

#define CUDA_CHECK(call) do { cudaError_t e = (call); if (e != cudaSuccess) { \
  std::cerr << "CUDA error " << cudaGetErrorString(e) << " at " << __FILE__ << ":" << __LINE__ << std::endl; std::exit(1);} } while (0)

template <typename T>
class DeviceBuffer {
public:
    explicit DeviceBuffer(size_t n) : n_(n) { CUDA_CHECK(cudaMalloc(&ptr_, n * sizeof(T))); }
    ~DeviceBuffer() { cudaFree(ptr_); }
    DeviceBuffer(const DeviceBuffer &) = delete;
    DeviceBuffer &operator=(const DeviceBuffer &) = delete;
    DeviceBuffer(DeviceBuffer &&o) noexcept : ptr_(o.ptr_), n_(o.n_) { o.ptr_ = nullptr; o.n_ = 0; }
    T *get() const { return ptr_; }
    size_t size() const { return n_; }
    void upload(const std::vector<T> &h) { CUDA_CHECK(cudaMemcpy(ptr_, h.data(), n_ * sizeof(T), cudaMemcpyHostToDevice)); }
    std::vector<T> download() const { std::vector<T> h(n_); CUDA_CHECK(cudaMemcpy(h.data(), ptr_, n_ * sizeof(T), cudaMemcpyDeviceToHost)); return h; }
private:
    T *ptr_ = nullptr;
    size_t n_;
};

struct Saxpy {
    float a;
    __device__ float operator()(float x, float y) const { return a * x + y; }
};

template <typename F>
__global__ void transform2(const float *x, const float *y, float *out, int n, F f) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        out[i] = f(x[i], y[i]);
}

template <int BLOCK>
__global__ void blockSum(const float *in, float *out, int n) {
    __shared__ float s[BLOCK];
    int t = threadIdx.x;
    float v = 0;
    for (int i = blockIdx.x * BLOCK + t; i < n; i += BLOCK * gridDim.x) v += in[i];
    s[t] = v;
    __syncthreads();
    for (int k = BLOCK / 2; k > 0; k >>= 1) { if (t < k) s[t] += s[t + k]; __syncthreads(); }
    if (t == 0) atomicAdd(out, s[0]);
}

int main() {
    const int n = 1 << 12;
    std::vector<float> hx(n), hy(n);
    std::iota(hx.begin(), hx.end(), 0.0f);
    std::fill(hy.begin(), hy.end(), 1.5f);
    DeviceBuffer<float> dx(n), dy(n), dout(n);
    dx.upload(hx); dy.upload(hy);
    transform2<<<8, 128>>>(dx.get(), dy.get(), dout.get(), n, Saxpy{2.0f});
    CUDA_CHECK(cudaGetLastError());
    auto res = dout.download();
    std::cout << std::fixed << std::setprecision(2) << res[0] << " " << res[n - 1] << "\n";
    auto lam = [] __device__ (float x, float y) { return x - y; };
    transform2<<<8, 128>>>(dx.get(), dy.get(), dout.get(), n, lam);
    res = dout.download();
    std::cout << *std::max_element(res.begin(), res.end()) << std::endl;
    DeviceBuffer<float> sum(1);
    CUDA_CHECK(cudaMemset(sum.get(), 0, sizeof(float)));
    blockSum<256><<<4, 256>>>(dx.get(), sum.get(), n);
    auto s = sum.download();
    std::cout << "sum = " << s[0] << " expected " << std::accumulate(hx.begin(), hx.end(), 0.0) << std::endl;
    std::map<std::string, double> timings{{"saxpy", 1.25}, {"sum", 0.5}};
    for (const auto &[k, v] : timings) std::cout << k << ": " << v << " ms\n";
    auto moved = std::move(dout);
    std::cout << moved.size() << " " << dout.size() << "\n";
    try { throw std::runtime_error("boom"); } catch (const std::exception &e) { std::cout << "caught " << e.what() << "\n"; }
    std::unique_ptr<DeviceBuffer<int>> p = std::make_unique<DeviceBuffer<int>>(10);
    std::cout << p->size() << std::endl;
    return 0;
}
