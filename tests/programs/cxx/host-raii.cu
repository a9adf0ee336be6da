// Host C++: a RAII device buffer (class template with constructor, destructor, member
// functions), a CUDA event timer class, references, overloads, default arguments, static
// members, new/delete. The kernel is launched from a member function.
#include <stdio.h>
#include <cuda_runtime.h>

__global__ void scale(float *p, int n, float s)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = p[i] * s + i;
}

template <typename T>
class DeviceBuffer {
  public:
    explicit DeviceBuffer(size_t n) : n_(n), p_(nullptr)
    {
        cudaMalloc(&p_, n * sizeof(T));
        live++;
        printf("allocated %zu elements (%d live)\n", n_, live);
    }
    ~DeviceBuffer()
    {
        cudaFree(p_);
        live--;
        printf("freed %zu elements (%d live)\n", n_, live);
    }
    T *data() { return p_; }
    size_t size() const { return n_; }
    void upload(const T *h) { cudaMemcpy(p_, h, n_ * sizeof(T), cudaMemcpyHostToDevice); }
    void download(T *h) const { cudaMemcpy(h, p_, n_ * sizeof(T), cudaMemcpyDeviceToHost); }
    void scaleBy(float s, int block = 64)
    {
        int grid = (int)((n_ + block - 1) / block);
        scale<<<grid, block>>>(p_, (int)n_, s);
    }
    static int live;

  private:
    size_t n_;
    T *p_;
};

template <typename T>
int DeviceBuffer<T>::live = 0;

struct Stats {
    double sum;
    float lo, hi;
};

void accumulate(Stats &st, float v)
{
    st.sum += v;
    if (v < st.lo) st.lo = v;
    if (v > st.hi) st.hi = v;
}

float twice(float x) { return 2 * x; }
int twice(int x) { return 2 * x + 1; }
double twice(double x, double extra = 0.5) { return 2 * x + extra; }

void swapf(float &a, float &b)
{
    float t = a;
    a = b;
    b = t;
}

int main()
{
    const int n = 300;
    float *h = new float[n];
    for (int i = 0; i < n; i++)
        h[i] = 0.25f * i;
    {
        DeviceBuffer<float> buf(n);
        buf.upload(h);
        buf.scaleBy(3.0f);
        buf.scaleBy(0.5f, 128);
        buf.download(h);
        printf("size %zu, live %d\n", buf.size(), DeviceBuffer<float>::live);
    }
    printf("after scope, live %d\n", DeviceBuffer<float>::live);
    Stats st = {0.0, 1e30f, -1e30f};
    for (int i = 0; i < n; i++)
        accumulate(st, h[i]);
    printf("sum %.3f lo %.3f hi %.3f\n", st.sum, st.lo, st.hi);
    float a = h[1], b = h[2];
    swapf(a, b);
    printf("swapped %.3f %.3f\n", a, b);
    printf("twice %.2f %d %.2f %.2f\n", twice(1.5f), twice(3), twice(2.0), twice(2.0, 1.0));
    int *counts = new int[4]();
    for (int i = 0; i < n; i++)
        counts[(int)h[i] % 4]++;
    printf("counts %d %d %d %d\n", counts[0], counts[1], counts[2], counts[3]);
    delete[] counts;
    delete[] h;
    Stats *ps = new Stats{1.0, 2.0f, 3.0f};
    printf("new Stats %.1f %.1f %.1f\n", ps->sum, ps->lo, ps->hi);
    delete ps;
    return 0;
}
