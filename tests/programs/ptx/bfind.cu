// Inline PTX bfind (PTX ISA, "bfind"): the bit position of the most significant non-sign bit,
// 0xffffffff when there is none (0, and -1 for a signed operand); .u32/.s32/.u64/.s64 operands,
// a .u32 result. NVIDIA's cdpAdvancedQuicksort sample finds a word's highest bit so. The values
// are the instruction's definition; the last line checks against 31 - __clz(x) (CUDA C++
// Programming Guide, integer intrinsics) over many words.
#include <stdio.h>

__device__ unsigned bf32(unsigned x)
{
    unsigned r;
    asm("bfind.u32 %0, %1;" : "=r"(r) : "r"(x));
    return r;
}
__device__ unsigned bfs32(int x)
{
    unsigned r;
    asm("bfind.s32 %0, %1;" : "=r"(r) : "r"(x));
    return r;
}
__device__ unsigned bf64(unsigned long long x)
{
    unsigned r;
    asm("bfind.u64 %0, %1;" : "=r"(r) : "l"(x));
    return r;
}
__device__ unsigned bfs64(long long x)
{
    unsigned r;
    asm("bfind.s64 %0, %1;" : "=r"(r) : "l"(x));
    return r;
}

__global__ void kernel(int *agree)
{
    if (threadIdx.x == 0) {
        printf("u32: %x %u %u %u\n", bf32(0), bf32(1), bf32(0x80000000u), bf32(0x00f00000u));
        printf("s32: %x %x %u %u %u %u\n", bfs32(0), bfs32(-1), bfs32(-2), bfs32((int)0x80000000),
               bfs32(0x7fffffff), bfs32(5));
        printf("u64: %x %u %u\n", bf64(0), bf64(1ull << 40), bf64(~0ull));
        printf("s64: %x %u %u\n", bfs64(-1), bfs64(-(1ll << 40)), bfs64(1ll << 62));
    }
    unsigned x = 2654435761u * (threadIdx.x + 1) >> (threadIdx.x % 32);
    if (bf32(x) == (unsigned)(31 - __clz((int)x)))
        atomicAdd(agree, 1);
}

int main()
{
    int *agree;
    cudaMallocManaged(&agree, sizeof(int));
    *agree = 0;
    kernel<<<1, 256>>>(agree);
    cudaDeviceSynchronize();
    printf("31 - __clz(x) for %d of 256 words\n", *agree);
    return 0;
}
