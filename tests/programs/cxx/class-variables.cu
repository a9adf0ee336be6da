// Class-type variables in memory spaces (CUDA C++ Programming Guide §5.3.10.6.1, Class-type
// Variables): a __device__, __constant__, __managed__ or __shared__ variable may have a class
// type only if its default constructor is empty, and a function-scope static variable of device
// code cannot be initialised dynamically (§5.3.10.4.4, Static Variables). nvcc 13 reports the
// __device__ variable and the static one as errors and the __shared__ one as a warning (its
// constructor does not run).
#include <cstdio>

struct Empty {
    int v;
    __device__ Empty() {}
};
struct Full {
    int v;
    __device__ Full() : v(3) {}
};
struct Plain {
    int v;
};

__device__ Empty gempty;  // fine: an empty constructor
__device__ Plain gplain;  // fine: no constructor
__device__ Full gfull;    // ERROR: dynamic initialization

__global__ void kernel()
{
    __shared__ Plain p[4];
    __shared__ Empty e[4];
    __shared__ Full f;    // warning: its constructor does not run
    static Full s;        // ERROR: dynamic initialization
    p[threadIdx.x].v = threadIdx.x;
    e[threadIdx.x].v = f.v + s.v;
}

int main()
{
    kernel<<<1, 4>>>();
    cudaDeviceSynchronize();
    return 0;
}
