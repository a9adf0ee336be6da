}
__device__ int f();
