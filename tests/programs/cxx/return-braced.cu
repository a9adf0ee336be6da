// (nvcc -O2 -arch=sm_90) `return {...};` and `return {};` (C++ [stmt.return]: copy-list-
// initialisation of the result) in host and device functions and in a lambda with a return type,
// as NVIDIA's shfl_scan sample writes it (one whose type is deduced cannot: return-braced-auto.cu).
#include <cstdio>

struct P { int a; float b; };

__host__ __device__ P make(int x)
{
    if (x > 0)
        return {x, 1.5f};
    return {};
}

__device__ int pick(int4 r, int i)
{
    auto f = [&](int k) -> int {
        switch (k) {
        case 0: return r.x;
        case 1: return r.y;
        case 2: return r.z;
        }
        return {};
    };
    return f(i);
}

__global__ void kernel()
{
    P p = make(3), q = make(-1);
    int4 r = make_int4(7, 8, 9, 10);
    printf("device: %d %.1f %d %.1f %d %d %d\n", p.a, p.b, q.a, q.b, pick(r, 1), pick(r, 2), pick(r, 5));
}

int main()
{
    P p = make(2), q = make(0);
    printf("host: %d %.1f %d %.1f\n", p.a, p.b, q.a, q.b);
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
