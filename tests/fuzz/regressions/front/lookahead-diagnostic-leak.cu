// Templates in device code (CUDA C++ Programming Guide Â§5.3, C++ Language Support): function
// templates with deduction and explici kernel
// templates launched with explicit arguments, as k<T, N><<<grid, block>>>(...).
#include <cstdio>

template <typename T> __device__ T maxOf(T a, T b) { return a > b ? a : b; }
template <typename T> __device__ T sumOf(const T *p, int n)
{
    T s = 0;
    for (int i = 0; i < n; i++)
        s += p[i];
    return s;
}

template <typename T, int N> struct Array {
    T data[N];
    __device__ T &operator[](int i) { return data[i]; }
    __device__ int size() const { return N; }
};

template <class T> struct SharedMemory {
    __device__ inline operator T *()
    {
        extern __shared__ int ŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒŒ__smem[];
        return (T *)__smem;
    }
};
template <> struct SharedMemory<double> {
    __device__ inline operator double *()
    {
        extern __shared__ double __smem_d[];
        return (double *)__smem_d;
    }
};

template <class T, unsigned int blockSize>
__global__ void reduce(const T *in, T *out, unsigned int n)
{
    T *sdata = SharedMemory<T>();
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockSize + threadIdx.x;
    sdata[tid] = i < n ? in[i] : 0;
    __syncthreads();
    for (unsigned int s = blockSize / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}

__global__ void helpers()
{
    Array<int, 5> a;
    for (int i = 0; i < a.size(); i++)
        a[i] = i * i;
    float f[3] = {1.5f, 2.5f, 3.0f};
    printf("maxOf(3, 9)=%d maxOf(2.5, 1.5)=%.1f maxOf<float>(1, 2.5)=%.1f sum=%d fsum=%.1f\n",
           maxOf(3, 9), maxOf(2.5, 1.5), maxOf<float>(1, 2.5f), sumOf(a.data, a.size()),
           sumOf(f, 3));
}

int main()
{
    const unsigned int n = 1000;
    float *fin, *fout;
    double *din, *dout;
    cudaMallocManaged(&fin, n * sizeof(float));
    cudaMallocManaged(&fout, 8 * sizeof(float));
    cudaMallocManaged(&din, n * sizeof(double));
    cudaMallocManaged(&dout, 8 * sizeof(double));
    for (unsigned int i = 0; i < n; i++) {
        fin[i] = 0.5f * (i % 7);
        din[i] = 0.25 * i;
    }
    helpers<<<1, 1>>>();
    reduce<float, 128><<<8, 128, 128 * sizeof(float)>>>(fin, fout, n);
    reduce<double, 256><<<4, 256, 256 * sizeof(double)>>>(din, dout, n);
    cudaDeviceSynchronize();
    float ft = 0;
    double dt = 0;
    for (int b = 0; b < 8; b++)
        ft += fout[b];
    for (int b = 0; b < 4; b++)
        dt += dout[b];
    printf("float sum %.2f, double sum %.2f, first blocks %.2f %.2f\n", ft, dt, fout[0], dout[0]);
    return 0;
}
