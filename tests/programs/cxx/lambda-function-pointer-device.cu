// A lambda with no lambda-capture converts to a pointer to function in device code too (C++17
// [expr.prim.lambda.closure] p7; a generic lambda's to its instance of the target's type, p8):
// initialised, passed to a __device__ function's parameter, by unary + and by a cast. An H100
// printed the output (thread t folds {t, 1, 4, 1} with each operation):
// sum t+6, max(t, 4), difference t-6, product 4t, and the cast lambda's 2*t.
#include <cstdio>

typedef int (*op_t)(int, int);

__device__ int fold(op_t f, const int *a, int n)
{
    int r = a[0];
    for (int i = 1; i < n; i++)
        r = f(r, a[i]);
    return r;
}

__global__ void k(int *out)
{
    int t = threadIdx.x;
    int a[4] = {t, 1, 4, 1};
    op_t add = [](int x, int y) { return x + y; };
    auto mx = [](int x, int y) { return x > y ? x : y; };
    auto g = [](auto x, auto y) { return x * y; };
    op_t mul = g;
    int (*dbl)(int) = (int (*)(int))[](int x) { return 2 * x; };
    out[t * 5 + 0] = fold(add, a, 4);
    out[t * 5 + 1] = fold(mx, a, 4);
    out[t * 5 + 2] = fold(+[](int x, int y) { return x - y; }, a, 4);
    out[t * 5 + 3] = fold(mul, a, 4);
    out[t * 5 + 4] = dbl(t);
}

int main()
{
    int *d;
    cudaMalloc(&d, 4 * 5 * sizeof(int));
    k<<<1, 4>>>(d);
    int h[20];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 4; t++)
        printf("%d: %d %d %d %d %d\n", t, h[t * 5], h[t * 5 + 1], h[t * 5 + 2], h[t * 5 + 3], h[t * 5 + 4]);
    cudaFree(d);
    return 0;
}
