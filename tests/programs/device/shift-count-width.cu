// (nvcc -O2 -arch=sm_90) A shift whose count has another width than the value shifted (C++
// [expr.shift]: the result has the type of the promoted left operand): NVIDIA's mergeSort
// computes `1U << (sizeof(uint) * 8 - __clz(x - 1))` with a 64-bit count, in every lane.
#include <cstdio>

#define W (sizeof(unsigned) * 8)

__device__ unsigned nextPowerOfTwo(unsigned x) { return 1U << (W - __clz(x - 1)); }

__global__ void shifts(unsigned *out)
{
    unsigned lane = threadIdx.x;
    unsigned long wide = 1UL << (int)(lane + 31);
    unsigned v = 3;
    v <<= (unsigned long)(lane % 4);
    out[lane] = nextPowerOfTwo(lane + 2) ^ (unsigned)(wide >> 32) ^ (v << 8);
}

int main()
{
    unsigned *d;
    cudaMallocManaged(&d, 32 * sizeof(unsigned));
    shifts<<<1, 32>>>(d);
    cudaDeviceSynchronize();
    for (int i = 0; i < 32; i++)
        printf("%u%c", d[i], i % 8 == 7 ? '\n' : ' ');
    return 0;
}
