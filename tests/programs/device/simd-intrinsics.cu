// The SIMD video intrinsics of the CUDA Math API ("SIMD Intrinsics"): every function, halfword
// and byte forms, on lane edge values (0, 1, the signed and unsigned extremes) and on
// pseudo-random words; the expected output is an H200's (nvcc -arch=sm_90).
#include <cstdio>

#define FUNCS2(X) X(__vadd) X(__vsub) X(__vaddss) X(__vaddus) X(__vsubss) X(__vsubus)     \
    X(__vabsdiffs) X(__vabsdiffu) X(__vavgs) X(__vavgu) X(__vhaddu) X(__vmaxs) X(__vmaxu) \
    X(__vmins) X(__vminu) X(__vsads) X(__vsadu) X(__vcmpeq) X(__vcmpne) X(__vcmpges)      \
    X(__vcmpgeu) X(__vcmpgts) X(__vcmpgtu) X(__vcmples) X(__vcmpleu) X(__vcmplts)         \
    X(__vcmpltu) X(__vseteq) X(__vsetne) X(__vsetges) X(__vsetgeu) X(__vsetgts)           \
    X(__vsetgtu) X(__vsetles) X(__vsetleu) X(__vsetlts) X(__vsetltu)
#define FUNCS1(X) X(__vabs) X(__vabsss) X(__vneg) X(__vnegss)

#define NEDGE 12
#define NRAND 4096

__device__ unsigned edge(int i)
{
    // words whose lanes are the edge values of both lane widths
    const unsigned e[NEDGE] = {0x00000000u, 0x00010001u, 0x7fff7fffu, 0x80008000u, 0xffffffffu,
                               0x7f807f80u, 0x80017ffeu, 0x017f80ffu, 0xfe01ff00u, 0x7fff8000u,
                               0x00ff7f01u, 0x8080fefeu};
    return e[i];
}

__device__ unsigned rnd(unsigned i)
{
    unsigned x = i * 2654435761u + 0x9e3779b9u;
    x ^= x >> 15; x *= 0x2c1b3c6du; x ^= x >> 12; x *= 0x297a2d39u; x ^= x >> 15;
    return x;
}

__device__ unsigned long long fnv(unsigned long long h, unsigned v)
{
    for (int k = 0; k < 4; k++) {
        h ^= (v >> (8 * k)) & 0xff;
        h *= 1099511628211ull;
    }
    return h;
}

#define TABLE2(f)                                                                 \
    __global__ void t_##f(unsigned *out, unsigned long long *dig)                 \
    {                                                                             \
        int i = threadIdx.x / NEDGE, j = threadIdx.x % NEDGE;                     \
        out[threadIdx.x] = f##2(edge(i), edge(j));                                \
        out[NEDGE * NEDGE + threadIdx.x] = f##4(edge(i), edge(j));                \
        if (threadIdx.x == 0) {                                                   \
            unsigned long long h2 = 14695981039346656037ull, h4 = h2;             \
            for (unsigned k = 0; k < NRAND; k++) {                                \
                unsigned a = rnd(2 * k), b = rnd(2 * k + 1);                      \
                if (k & 1) b = (b & 0xffff0000u) | (a & 0xffffu);                 \
                h2 = fnv(h2, f##2(a, b));                                         \
                h4 = fnv(h4, f##4(a, b));                                         \
            }                                                                     \
            dig[0] = h2; dig[1] = h4;                                             \
        }                                                                         \
    }
#define TABLE1(f)                                                                 \
    __global__ void t_##f(unsigned *out, unsigned long long *dig)                 \
    {                                                                             \
        int i = threadIdx.x;                                                      \
        if (i < NEDGE) { out[i] = f##2(edge(i)); out[NEDGE + i] = f##4(edge(i)); }\
        if (threadIdx.x == 0) {                                                   \
            unsigned long long h2 = 14695981039346656037ull, h4 = h2;             \
            for (unsigned k = 0; k < NRAND; k++) {                                \
                h2 = fnv(h2, f##2(rnd(k)));                                       \
                h4 = fnv(h4, f##4(rnd(k)));                                       \
            }                                                                     \
            dig[0] = h2; dig[1] = h4;                                             \
        }                                                                         \
    }
FUNCS2(TABLE2)
FUNCS1(TABLE1)

static void show(const char *name, const unsigned *h, int n, const unsigned long long *dig)
{
    for (int w = 0; w < 2; w++) {
        printf("%s%c:", name, w ? '4' : '2');
        for (int k = 0; k < n; k++)
            printf(" %08x", h[w * n + k]);
        printf("\n  random %016llx\n", dig[w]);
    }
}

int main()
{
    unsigned *d, h[2 * NEDGE * NEDGE];
    unsigned long long *dd, hd[2];
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&dd, sizeof hd);
#define RUN2(f) t_##f<<<1, NEDGE * NEDGE>>>(d, dd); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); \
    cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost); show(#f, h, NEDGE * NEDGE, hd);
#define RUN1(f) t_##f<<<1, 32>>>(d, dd); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); \
    cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost); show(#f, h, NEDGE, hd);
    FUNCS2(RUN2)
    FUNCS1(RUN1)
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
