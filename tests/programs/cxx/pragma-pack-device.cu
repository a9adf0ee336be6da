// Packed classes in device code: a kernel reads, assigns, increments and adds to members that
// #pragma pack(1) leaves misaligned (in an array of 15-byte records, and a plain struct placed
// at offset 1 of a packed one), as nvcc compiles them (bytewise accesses, since the layout is
// the host compiler's: pragma-pack.cu); the host prints what the kernel wrote, each value
// also computed on the host.
#include <cstdio>

#pragma pack(push, 1)
struct Rec {
    char tag;
    int value;
    short s;
    double d;
};
#pragma pack(pop)
struct Plain { int i; double d; };
#pragma pack(push, 1)
struct Wrap {
    char c;
    Plain in;
};
#pragma pack(pop)

__global__ void update(Rec *r, Wrap *w, double *out)
{
    int i = threadIdx.x;
    Rec copy = r[i];
    out[i] = copy.value + r[i].s + r[i].d;
    r[i].value = 7 * i;
    r[i].s += 3;
    r[i].d++;
    w[i].in.i = w[i].in.i * 10 + i;
    w[i].in.d *= 2;
}

int main()
{
    const int n = 4;
    Rec h[n];
    Wrap hw[n];
    for (int i = 0; i < n; i++) {
        h[i] = {(char)('a' + i), 100 * i, (short)(i - 2), i + 0.5};
        hw[i].c = (char)('w' + i);
        hw[i].in.i = i + 1;
        hw[i].in.d = 1.25 * i;
    }
    Rec *d;
    Wrap *dw;
    double *o, ho[n];
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&dw, sizeof hw);
    cudaMalloc(&o, sizeof ho);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemcpy(dw, hw, sizeof hw, cudaMemcpyHostToDevice);
    update<<<1, n>>>(d, dw, o);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    cudaMemcpy(ho, o, sizeof ho, cudaMemcpyDeviceToHost);
    Rec g[n];
    Wrap gw[n];
    cudaMemcpy(g, d, sizeof g, cudaMemcpyDeviceToHost);
    cudaMemcpy(gw, dw, sizeof gw, cudaMemcpyDeviceToHost);
    printf("sizes %zu %zu\n", sizeof(Rec), sizeof(Wrap));
    for (int i = 0; i < n; i++)
        printf("%c out %g (host %g) value %d s %d d %g | %c i %d d %g (host %d %g)\n", g[i].tag, ho[i],
               h[i].value + h[i].s + h[i].d, g[i].value, g[i].s, g[i].d, gw[i].c, gw[i].in.i, gw[i].in.d,
               hw[i].in.i * 10 + i, hw[i].in.d * 2);
    return 0;
}
