// constexpr functions evaluated at compile time where a constant is needed (C++17
// [expr.const], [dcl.constexpr]): static_assert, array bounds (a __shared__ tile's too),
// template arguments, case labels, constexpr variables and if constexpr; recursion, loops and
// locals in their bodies; the same functions called at run time with values only known then.
#include <cstdio>

constexpr int square(int x) { return x * x; }
constexpr int factorial(int n) { return n <= 1 ? 1 : n * factorial(n - 1); }
__host__ __device__ constexpr int ceil_div(int a, int b) { return (a + b - 1) / b; }
constexpr unsigned popcount(unsigned v)
{
    unsigned n = 0;
    for (; v; v &= v - 1)
        n++;
    return n;
}
constexpr int log2_floor(long long v)
{
    int r = -1;
    while (v > 0) {
        v >>= 1;
        ++r;
    }
    return r;
}

static_assert(square(3) == 9, "square");
static_assert(factorial(5) == 120, "factorial");
static_assert(popcount(0xF0F0u) == 8 && log2_floor(1024) == 10, "bits");

template <int N> struct Fixed {
    int v[N];
    __host__ __device__ constexpr int size() const { return N; }
};

constexpr int kTile = square(4);

__global__ void tile_sum(const int *in, int *out, int n)
{
    __shared__ int tile[kTile];
    int i = blockIdx.x * kTile + threadIdx.x;
    tile[threadIdx.x] = i < n ? in[i] : 0;
    __syncthreads();
    if (threadIdx.x == 0) {
        int s = 0;
        for (int k = 0; k < kTile; k++)
            s += tile[k];
        Fixed<ceil_div(10, 4)> f;
        out[blockIdx.x] = s * 10 + f.size();
    }
}

const char *name(int code)
{
    switch (code) {
    case square(2): return "four";
    case factorial(3): return "six";
    default: return "other";
    }
}

int main()
{
    const int n = 40;
    constexpr int blocks = ceil_div(n, kTile);
    int h[n], *d_in, *d_out, r[blocks];
    for (int i = 0; i < n; i++)
        h[i] = i;
    cudaMalloc(&d_in, sizeof h);
    cudaMalloc(&d_out, sizeof r);
    cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
    tile_sum<<<blocks, kTile>>>(d_in, d_out, n);
    cudaMemcpy(r, d_out, sizeof r, cudaMemcpyDeviceToHost);
    printf("blocks %d:", blocks);
    for (int b = 0; b < blocks; b++)
        printf(" %d", r[b]);
    printf("\n");
    char buf[factorial(4)];
    Fixed<popcount(255)> eight;
    int runtime = n / 3;
    printf("%zu %d %s %s %s %d %d\n", sizeof buf, eight.size(), name(4), name(6), name(7),
           square(runtime), factorial(runtime % 7));
    return 0;
}
