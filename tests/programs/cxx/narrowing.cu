// Narrowing conversions in braced initialisation (C++17 [dcl.init.list] p3, p7): nvcc 13's
// front end warns where a braced list's element narrows, in device and host code, and the
// program runs; cudarepl gives the same warnings at the same places (narrowing.test quotes
// nvcc's). Constants that fit are no narrowing; one that does not gets nvcc's truncation or
// change-of-sign warning in device code (host code: narrowing-host-constants.cu).
#include <cstdio>

struct Pair {
    int a;
    char c;
};
struct Wrap {
    __host__ __device__ Wrap(int x) : v(x) {}
    int v;
};

__global__ void kernel(unsigned u, double d, int *out)
{
    int x{d};
    int y{u};
    Pair p{u, 'a'};
    Wrap w{d};
    char ch{300};
    float f{d};
    int k{2};
    unsigned char uc{255};
    long l{u};
    float g{16};
    out[0] = x;
    out[1] = y + p.a + w.v;
    out[2] = ch;
    out[3] = (int)(f * 4);
    out[4] = k + uc + (int)l + (int)g;
}

int main()
{
    unsigned u = 3;
    double d = 2.75;
    int i = -1;
    int x{d - 0.25};
    Pair p{u, 'b'};
    Wrap w = Wrap{d};
    int arr[] = {1, u, 3};
    unsigned v{i};
    short s{i};
    double e{i};
    int z = int{u};
    bool b{i};
    printf("%d %d %c %d %d %u %d %.1f %d %d\n", x, p.a, p.c, w.v, arr[1], v, s, e, z, (int)b);
    int *dout, h[5];
    cudaMalloc(&dout, sizeof h);
    kernel<<<1, 1>>>(u, d, dout);
    cudaMemcpy(h, dout, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4]);
    cudaFree(dout);
    return 0;
}
