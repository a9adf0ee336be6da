// A function template declared before main and defined after it, whose body launches a kernel
// template with its own template argument (as NVIDIA's simpleTemplates does): the kernel
// instances exist only once the host template is instantiated.
#include <cstdio>

template <class T>
__global__ void square(T *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = p[i] * p[i] + (T)1;
}

template <class T>
T run(int n, T first); // defined after main

int main()
{
    printf("float %.3f\n", run<float>(40, 0.5f));
    printf("int %d\n", run<int>(40, 3));
    printf("double %.3f\n", run(16, 1.25));
    return 0;
}

template <class T>
T run(int n, T first)
{
    T *p;
    cudaMallocManaged(&p, n * sizeof(T));
    for (int i = 0; i < n; i++)
        p[i] = first + (T)i;
    square<T><<<(n + 31) / 32, 32>>>(p, n);
    cudaDeviceSynchronize();
    T sum = 0;
    for (int i = 0; i < n; i++)
        sum += p[i];
    cudaFree(p);
    return sum;
}
