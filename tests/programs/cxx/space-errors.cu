// Execution space errors, as nvcc reports them (CUDA C++ Programming Guide §5.4.1, Function
// Execution Space Specifiers: a __device__ function is callable from the device only, and a
// __global__ function is launched with an execution configuration). nvcc 13 says:
//   error: a __global__ function call must be configured
//   error: calling a __device__ function("...") from a __host__ function("main") is not allowed
__device__ int next(int a) { return a + 1; }
__global__ void kernel(int *p) { *p = next(*p); }

int main()
{
    int x = next(1);
    kernel(&x);
    return x;
}
