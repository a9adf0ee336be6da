/* nvcc's --expt-relaxed-constexpr: constexpr functions without execution space specifiers
 * (a function, a function template, a member function) are callable from device code too.
 * Reference: h200 (nvcc -std=c++17 --expt-relaxed-constexpr). */
#include <cstdio>
#include <algorithm>
constexpr int sq(int x) { return x * x; }
template <class T> constexpr T cube(T x) { return x * x * x; }
struct P { constexpr int twice(int v) const { return 2 * v; } };
constexpr int N = 4;
static_assert(sq(3) == 9, "constant evaluation on the host too");
__global__ void k(int *o)
{
    P p;
    o[threadIdx.x] = sq(threadIdx.x + 2) + cube(threadIdx.x + 1) + p.twice(N) + std::max(3, (int)threadIdx.x);
}
int main()
{
    int *o;
    cudaMallocManaged(&o, 4 * N);
    k<<<1, N>>>(o);
    cudaDeviceSynchronize();
    for (int i = 0; i < N; i++)
        printf("%d ", o[i]);
    printf("\n");
    return 0;
}
