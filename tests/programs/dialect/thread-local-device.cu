// thread_local in device code: nvcc refuses it for a __device__, __constant__ or __managed__
// variable and for a variable declared in device code (a kernel, a __device__ function, the
// device side of a __host__ __device__ one), static or not; host code's thread_local variables
// are each host thread's own (C++17 [basic.stc.thread]), a device variable one object on the
// device for the whole application (CUDA C++ Programming Guide §5.4.1.2, "Memory Space
// Specifiers"), which no host thread has a copy of. cudarepl gives nvcc's errors, at its lines
// and columns.
#include <cstdio>

__device__ thread_local int tl = 1;
__constant__ thread_local int c = 1;
__managed__ thread_local int m = 1;

__global__ void kernel(int *o)
{
    static thread_local int s = 0;
    thread_local int q = 2;
    o[0] = s + q;
}

__host__ __device__ int hd()
{
    static thread_local int z = 0;
    return ++z;
}

thread_local int host_count = 3;

int main()
{
    std::printf("%d %d\n", hd(), ++host_count);
    return 0;
}
