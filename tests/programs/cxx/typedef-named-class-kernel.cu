// A kernel template instantiated for a class that has only a typedef name (typedef struct {...}
// X;, as NVIDIA's alignedTypes sample writes its element types): the typedef name is the
// class's name (C++17 [dcl.typedef] p9). The kernel's result is checked against the host's.
#include <cstdio>
#include <cstring>

typedef struct {
    unsigned char r, g, b, a;
} rgba_t;

typedef struct __align__(8) {
    int lo, hi;
} pair_t;

template <class T> __global__ void copy_all(T *out, const T *in, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = in[i];
}

template <class T> static bool run(const char *name, int n)
{
    T *h = new T[n], *back = new T[n];
    unsigned char *bytes = (unsigned char *)h;
    for (size_t i = 0; i < n * sizeof(T); i++)
        bytes[i] = (unsigned char)(i * 7 + 3);
    T *din, *dout;
    cudaMalloc(&din, n * sizeof(T));
    cudaMalloc(&dout, n * sizeof(T));
    cudaMemcpy(din, h, n * sizeof(T), cudaMemcpyHostToDevice);
    copy_all<T><<<(n + 127) / 128, 128>>>(dout, din, n);
    cudaMemcpy(back, dout, n * sizeof(T), cudaMemcpyDeviceToHost);
    bool same = !memcmp(h, back, n * sizeof(T));
    printf("%s (%zu bytes, alignment %zu): %s\n", name, sizeof(T), alignof(T), same ? "PASS" : "FAIL");
    cudaFree(din);
    cudaFree(dout);
    delete[] h;
    delete[] back;
    return same;
}

int main()
{
    bool ok = run<rgba_t>("rgba_t", 1000) & run<pair_t>("pair_t", 1000);
    return ok ? 0 : 1;
}
