// An expression statement may begin with a braced temporary of a class: `S{}.f();`. No
// declarator starts with '{', so `Name{` at the start of a statement is an expression
// ([stmt.ambig] resolves only what could be a declaration), in a function body and in a kernel.
#include <cstdio>

struct Counter {
    int start = 10;
    int step = 1;
    __host__ __device__ int after(int n) const { return start + n * step; }
    void report() const { printf("counter from %d by %d\n", start, step); }
};

__global__ void kernel(int *out)
{
    out[0] = Counter{}.after(5);
    out[1] = Counter{100, 7}.after(2);
}

int main()
{
    Counter{}.report();
    Counter{3, 4}.report();
    Counter{}.start;
    printf("%d %d\n", Counter{}.after(2), Counter{1, 2}.after(3));
    int *d, h[2];
    cudaMalloc(&d, sizeof h);
    kernel<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel: %d %d\n", h[0], h[1]);
    cudaFree(d);
    return 0;
}
