// C++'s alternative tokens ([lex.digraph]): not, and, or, xor, bitand, bitor, compl, not_eq and
// the compound assignments and_eq, or_eq, xor_eq are operators, in host and device code alike.
#include <cstdio>

struct Flag {
    bool on;
    __host__ __device__ bool operator not() const { return !on; }
};

__host__ __device__ int mix(int a, int b)
{
    int r = 0;
    if (a > 0 and b > 0)
        r += 1;
    if (a > 10 or b > 10)
        r += 2;
    if (not (a == b))
        r += 4;
    if (a not_eq 3)
        r += 8;
    r += 100 * ((a bitand b) + (a bitor b) + (a xor b));
    r += 10000 * (compl a & 0xf);
    int m = a;
    m and_eq 6;
    m or_eq 16;
    m xor_eq 1;
    return r + 1000000 * m;
}

__global__ void kernel(int *out)
{
    Flag f = {threadIdx.x == 1};
    out[threadIdx.x] = mix(threadIdx.x + 2, 5) * (not f ? 1 : -1);
}

int main()
{
    int *d, h[4];
    cudaMalloc(&d, sizeof h);
    kernel<<<1, 4>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 4; i++)
        printf("device %d: %d   host: %d\n", i, h[i], mix(i + 2, 5));
    cudaFree(d);
    return 0;
}
