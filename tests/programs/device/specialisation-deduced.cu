// A __device__ function template specialised with deduced arguments (template <> __device__
// uint64_t myrand(uint64_t)): the shape of NVIDIA's unified-memory oversubscription blog
// sample (its glibc LCG), where each specialisation is what a call of that type runs. The values
// are the LCG's own arithmetic (a x + c mod 2^31, a = 1103515245, c = 12345); an H100 printed the same.
#include <cstdio>
#include <cstdint>

template <typename T> __device__ T myrand(T i);

template <>
__device__ __forceinline__ uint64_t myrand(uint64_t x)
{
    uint64_t a = 1103515245, m = (uint64_t)1 << 31;
    return (a * x + 12345) % m;
}

template <>
__device__ __forceinline__ uint32_t myrand(uint32_t x)
{
    return (1103515245u * x + 12345u) & 0x7fffffffu;
}

__global__ void draw(uint64_t *o64, uint32_t *o32)
{
    uint64_t x = threadIdx.x;
    uint32_t y = threadIdx.x;
    for (int i = 0; i < 3; i++) {
        x = myrand(x);
        y = myrand(y);
    }
    o64[threadIdx.x] = x;
    o32[threadIdx.x] = y;
}

int main()
{
    uint64_t *o64;
    uint32_t *o32;
    cudaMallocManaged(&o64, 4 * sizeof *o64);
    cudaMallocManaged(&o32, 4 * sizeof *o32);
    draw<<<1, 4>>>(o64, o32);
    cudaDeviceSynchronize();
    for (int i = 0; i < 4; i++)
        printf("%d: %llu %u\n", i, (unsigned long long)o64[i], o32[i]);
    return 0;
}
