/* Device C++ of course code: an enum class with a constexpr operator|, bit-fields, a union
 * punning a float with a bit-field struct, a class template Vec<T, N> with operators, a struct
 * of them copied through __shared__ memory, [[fallthrough]], printf flags and widths.
 * Reference: h200. */
#include <cstdio>
#include <cstdint>
#include <cuda_runtime.h>

enum class Color : uint8_t { Red = 1, Green = 2, Blue = 4 };
__host__ __device__ constexpr Color operator|(Color a, Color b) { return Color(uint8_t(a) | uint8_t(b)); }

struct Flags { unsigned ready : 1; unsigned level : 3; unsigned id : 12; };
union Bits { float f; uint32_t u; struct { uint32_t mant : 23, exp : 8, sign : 1; } parts; };

template <typename T, int N>
struct Vec {
    T v[N];
    __host__ __device__ T &operator[](int i) { return v[i]; }
    __host__ __device__ const T &operator[](int i) const { return v[i]; }
    __host__ __device__ Vec operator+(const Vec &o) const { Vec r; for (int i = 0; i < N; i++) r[i] = v[i] + o[i]; return r; }
    __host__ __device__ T dot(const Vec &o) const { T s{}; for (int i = 0; i < N; i++) s += v[i] * o[i]; return s; }
};

struct Particle { Vec<float, 3> pos, vel; Flags flags; };

__device__ int classify(float x) {
    switch (__float2int_rz(x) % 4) {
        case 0: return 10;
        case 1: [[fallthrough]];
        case 2: return 20;
        default: return -1;
    }
}

__global__ void kernel(Particle *ps, int n, float dt, unsigned long long *out) {
    __shared__ Particle tile[64];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) tile[threadIdx.x] = ps[i];
    __syncthreads();
    if (i >= n) return;
    Particle &p = tile[threadIdx.x];
    p.pos = p.pos + p.vel;
    p.flags.level = (p.flags.level + 1) & 7;
    p.flags.ready = p.pos.dot(p.pos) > 10.0f;
    Bits b; b.f = p.pos[0] * dt;
    Color c = (i & 1) ? Color::Red | Color::Blue : Color::Green;
    atomicAdd(out, (unsigned long long)(b.parts.exp + classify(p.pos[1]) + (int)c));
    ps[i] = p;
    if (i == 3) printf("i=%d pos=(%.2f, %.2f, %.2f) flags=%u/%u/%u exp=%u sign=%u c=%d %08x %llx %5.1e|%-6d|%+i\n",
                       i, p.pos[0], p.pos[1], p.pos[2], p.flags.ready, p.flags.level, p.flags.id,
                       b.parts.exp, b.parts.sign, (int)c, b.u, (unsigned long long)b.u << 20, p.pos[2], i, i);
}

int main() {
    const int n = 100;
    Particle *ps;
    cudaMallocManaged(&ps, n * sizeof(Particle));
    for (int i = 0; i < n; i++) {
        ps[i].pos = Vec<float, 3>{{(float)i * 0.1f, (float)(i % 7), -1.0f * i}};
        ps[i].vel = {{0.5f, 0.25f, 0.125f}};
        ps[i].flags = {0u, (unsigned)(i % 8), (unsigned)(i * 37)};
    }
    unsigned long long *out;
    cudaMallocManaged(&out, sizeof *out);
    *out = 0;
    kernel<<<(n + 63) / 64, 64>>>(ps, n, 0.5f, out);
    cudaDeviceSynchronize();
    int ready = 0, lvl = 0;
    for (int i = 0; i < n; i++) { ready += ps[i].flags.ready; lvl += ps[i].flags.level; }
    printf("sum %llu ready %d levels %d sizeof %zu %zu\n", *out, ready, lvl, sizeof(Particle), sizeof(Flags));
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    cudaFree(ps);
    cudaFree(out);
}
