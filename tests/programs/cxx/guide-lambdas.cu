// The CUDA C++ Programming Guide's lambda examples in device code (§5.3.8, Lambda Expressions:
// a lambda's execution space is its enclosing function's, so the lambdas of a __device__ and a
// __global__ function are device code), each called and its result printed.
#include <cstdio>

__device__ int device_function()
{
    auto lambda2 = []() { return 2; }; // __device__
    return lambda2();
}

__global__ void kernel_function(void)
{
    auto lambda3 = []() { return 3; }; // __device__
    int scale = 10;
    auto scaled = [=](int v) { return v * scale; };
    printf("lambda2=%d lambda3=%d scaled=%d\n", device_function(), lambda3(), scaled(lambda3()));
}

int main()
{
    kernel_function<<<1, 2>>>();
    cudaDeviceSynchronize();
    return 0;
}
