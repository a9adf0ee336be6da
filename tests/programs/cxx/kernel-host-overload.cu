// A host function may overload a __global__ function's name with other parameters (C++17
// [over.load]; the execution space is not part of the signature): llm.c's dev/cuda files name
// each kernel's host launcher as the kernel, with a block_size parameter more. A call with the
// launcher's arguments is the launcher; the kernel itself is still launched with <<<...>>>.
#include <cstdio>

__global__ void scale(float *p, int n)
{
    if (threadIdx.x < n)
        p[threadIdx.x] *= 2;
}

void scale(float *p, int n, int block_size)
{
    scale<<<1, block_size>>>(p, n);
}

int main()
{
    float *p;
    cudaMallocManaged(&p, 4 * sizeof(float));
    for (int i = 0; i < 4; i++)
        p[i] = (float)i;
    scale(p, 4, 32);
    cudaDeviceSynchronize();
    printf("%g %g %g %g\n", p[0], p[1], p[2], p[3]);
    return 0;
}
