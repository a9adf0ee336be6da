// A constexpr static array member (C++17 [class.static.data] p3) in device code: as a
// namespace's constexpr array, its elements are read in a constexpr function (CUDA C++
// Programming Guide §5.3.11.4), at compile time where the call is a constant expression
// (constexpr int v = S::at(2)) and from the device's copy where the index is a thread's. The
// expected output follows from those rules: thread t prints arr[2], arr[1], arr[t] and w[t].
#include <cstdio>

struct S {
    static constexpr int arr[3] = {4, 5, 6};
    static constexpr float w[] = {0.5f, 1.5f};
    __host__ __device__ static constexpr int at(int i) { return arr[i]; }
    __host__ __device__ static constexpr float wt(int i) { return w[i]; }
};

__global__ void k()
{
    constexpr int v = S::at(2);
    int t = threadIdx.x;
    printf("%d: %d %d %d %g\n", t, v, S::at(1), S::at(t), S::wt(t));
}

int main()
{
    k<<<1, 2>>>();
    cudaDeviceSynchronize();
    printf("host: %d %g\n", S::at(0), S::wt(1));
    return 0;
}
