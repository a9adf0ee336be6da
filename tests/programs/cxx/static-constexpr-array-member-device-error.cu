// A constexpr static array member read directly in device code is an error, as a namespace's
// constexpr array is: device code may use its elements only inside a constexpr function whose
// call is a constant expression (CUDA C++ Programming Guide §5.3.11.4, which names class static
// members too; nvcc says "identifier is undefined in device code").
#include <cstdio>

struct S {
    static constexpr int arr[3] = {4, 5, 6};
};

__global__ void k(int i) { printf("%d %d\n", S::arr[1], S::arr[i]); }

int main()
{
    k<<<1, 1>>>(2);
    cudaDeviceSynchronize();
    return 0;
}
