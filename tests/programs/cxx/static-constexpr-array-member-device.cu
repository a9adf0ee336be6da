// A constexpr static array member (C++17 [class.static.data] p3) in device code: as a
// namespace's constexpr array, its elements are read in a constexpr function whose call is a
// constant expression (CUDA C++ Programming Guide §5.3.11.4; nvcc refuses a call of it with a
// thread's index, which cudarepl takes: docs/cxx.md). Thread t prints arr[2], arr[1], w[1]; the output is what an H100 printed.
#include <cstdio>

struct S {
    static constexpr int arr[3] = {4, 5, 6};
    static constexpr float w[] = {0.5f, 1.5f};
    __host__ __device__ static constexpr int at(int i) { return arr[i]; }
    __host__ __device__ static constexpr float wt(int i) { return w[i]; }
};

__global__ void k()
{
    constexpr int v = S::at(2), u = S::at(1);
    constexpr float x = S::wt(1);
    printf("%d: %d %d %g\n", (int)threadIdx.x, v, u, x);
}

int main()
{
    k<<<1, 2>>>();
    cudaDeviceSynchronize();
    printf("host: %d %g\n", S::at(0), S::wt(1));
    return 0;
}
