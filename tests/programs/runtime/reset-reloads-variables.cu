// What cudaDeviceReset does to the program's device variables (seed 004 §2.3.3.1: the reset
// destroys the context; seed 000 §5.4.1.2: the variables' lifetime is the context's): the next
// runtime call makes a new context, which loads the module again, so the __device__ and
// __constant__ variables hold their initialisers again, while a __managed__ one keeps what a
// kernel wrote (an H200 printed the .out).
#include <cstdio>

__device__ int d_n = 7;
__device__ int d_arr[3] = {1, 2, 3};
__constant__ float c_k = 2.5f;
__managed__ int m_v = 11;

__global__ void change() { d_n = 100; d_arr[1] = 200; m_v = 300; }
__global__ void show() { printf("device: d_n %d d_arr[1] %d c_k %g m_v %d\n", d_n, d_arr[1], c_k, m_v); }

int main()
{
    float k = 9.5f;
    cudaMemcpyToSymbol(c_k, &k, sizeof k);
    change<<<1, 1>>>();
    show<<<1, 1>>>();
    cudaDeviceSynchronize();
    printf("host m_v %d\n", m_v);
    printf("reset: %s\n", cudaGetErrorName(cudaDeviceReset()));
    int n = -1;
    printf("copy: %s\n", cudaGetErrorName(cudaMemcpyFromSymbol(&n, d_n, sizeof n)));
    printf("d_n after the reset %d\n", n);
    show<<<1, 1>>>();
    printf("sync: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    printf("host m_v %d\n", m_v);
    return 0;
}
