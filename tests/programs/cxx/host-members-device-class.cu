// A class that device code uses (a __host__ __device__ member, an object passed to a kernel)
// whose host-only members call what only host code has: strlen, strcpy, std::string. The
// device pass reads those bodies only for what they launch; their calls are the host pass's to
// check (as nvcc compiles a host member only for the host), and a host member whose parameters
// or result are host library types (std::string, std::vector) is the host pass's alone. The
// shapes of NVIDIA's "Unified Memory in CUDA 6" blog post (a managed String class) and of course
// code's device matrix made from a std::vector. An H100 printed the same output
// (2026-12-05).
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

class Label {
    int length;
    char text[16];
public:
    Label(const char *s) : length((int)strlen(s)) { strcpy(text, s); }
    Label(const std::string &s) : Label(s.c_str()) {}
    std::string str() const { return std::string(text, (size_t)length); }
    __host__ __device__ int size() const { return length; }
    __host__ __device__ char at(int i) const { return text[i]; }
};

__global__ void shout(Label l, char *out)
{
    for (int i = 0; i < l.size(); i++)
        out[i] = l.at(i) >= 'a' && l.at(i) <= 'z' ? l.at(i) - 'a' + 'A' : l.at(i);
    out[l.size()] = 0;
}

struct DevArray {
    float *d;
    int n;
    DevArray(const std::vector<float> &h) : n((int)h.size())
    {
        cudaMalloc(&d, n * sizeof(float));
        cudaMemcpy(d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    }
    std::vector<float> to_host() const
    {
        std::vector<float> h(n);
        cudaMemcpy(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost);
        return h;
    }
    __device__ float &at(int i) { return d[i]; }
};

__global__ void twice(DevArray a)
{
    int i = threadIdx.x;
    if (i < a.n)
        a.at(i) *= 2;
}

int main()
{
    char *out;
    cudaMallocManaged(&out, 16);
    Label a("hello"), b(std::string("device"));
    shout<<<1, 1>>>(a, out);
    cudaDeviceSynchronize();
    printf("%s %d -> %s\n", a.str().c_str(), a.size(), out);
    shout<<<1, 1>>>(b, out);
    cudaDeviceSynchronize();
    printf("%s %d -> %s\n", b.str().c_str(), b.size(), out);
    cudaFree(out);
    DevArray arr(std::vector<float>{1.5f, 2, 3});
    twice<<<1, 32>>>(arr);
    for (float x : arr.to_host())
        printf("%g ", x);
    printf("\n");
    cudaFree(arr.d);
    return 0;
}
