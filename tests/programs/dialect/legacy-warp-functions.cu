// The warp functions without _sync (__shfl, __shfl_up, __shfl_down, __shfl_xor, __any, __all,
// __ballot) do not exist for compute capability 7.0 and later: nvcc 13 says the shuffles are
// undefined, and ptxas refuses the votes ("Instruction 'vote' without '.sync' is not supported
// on .target sm_70 and higher"). cudarepl says so and names the replacement (CUDA C++
// Programming Guide §5.4.6.2 Warp Vote Functions, §5.4.6.5 Warp Shuffle Functions); older
// course code (a reduction with __shfl_xor) meets this first.
#include <cstdio>

__global__ void reduce(int *p)
{
    int v = p[threadIdx.x];
    for (int o = 16; o > 0; o /= 2)
        v += __shfl_xor(v, o);
    if (__any(v < 0))
        p[0] = __shfl(v, 0) + __ballot(v > 0);
}

int main()
{
    reduce<<<1, 32>>>(nullptr);
    return 0;
}
