// (user-headers.in includes this header)
#pragma once
struct pt { int x, y; };
__host__ __device__ inline int twice(int x) { return 2 * x; }
template <typename T> __device__ T thrice(T x) { return 3 * x; }
__global__ void fill(int *o) { o[threadIdx.x] = twice(threadIdx.x); }
