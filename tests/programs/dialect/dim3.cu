// Host dialect: dim3 as the CUDA runtime's C++ class (docs/host-code.md). Components that
// are not given are 1: dim3 d(n), dim3 d = n, dim3 d{x, y}, dim3 d = {x}, dim3 d (all 1s), and
// dim3(...) / dim3{...} temporaries, in launch configurations and anywhere else. The expected
// output is an H200's (nvcc -arch=sm_90, the same C++ semantics).
#include <stdio.h>

dim3 file_grid(4, 2);
dim3 file_default;
static dim3 file_block = dim3(8);

static void show(const char *name, dim3 d)
{
    printf("%-12s %u %u %u\n", name, d.x, d.y, d.z);
}

__global__ void where()
{
    if (threadIdx.x == 0 && threadIdx.y == 0 && blockIdx.x == 0 && blockIdx.y == 0)
        printf("kernel sees grid %u %u %u block %u %u %u\n", gridDim.x, gridDim.y, gridDim.z,
               blockDim.x, blockDim.y, blockDim.z);
}

int main()
{
    int n = 7;
    unsigned m = 3;
    dim3 block(32, 32);
    dim3 grid(n);
    dim3 three(2, 3, 4);
    dim3 d = n;
    dim3 e;
    dim3 f{5, 6};
    dim3 g = {9};
    dim3 h(block);
    dim3 i = dim3(m, 2);
    dim3 j = dim3{11};
    dim3 k(make_uint3(1, 2, 3));
    const dim3 c(m * 2);
    dim3 a1(1), a2(2, 2), a3;
    show("block", block);
    show("grid", grid);
    show("three", three);
    show("d = n", d);
    show("default", e);
    show("f{5, 6}", f);
    show("g = {9}", g);
    show("copy", h);
    show("dim3(m, 2)", i);
    show("dim3{11}", j);
    show("from uint3", k);
    show("const", c);
    show("a1", a1);
    show("a2", a2);
    show("a3", a3);
    show("file_grid", file_grid);
    show("file_def", file_default);
    show("file_block", file_block);
    show("temporary", dim3(n, n + 1));
    show("temp()", dim3());
    d = 12;
    show("d = 12", d);
    e = dim3(2, 2);
    show("e = dim3()", e);
    printf("sizeof(dim3) %zu\n", sizeof(dim3));
    where<<<dim3(2, 3), dim3(4, 2, 2)>>>();
    cudaDeviceSynchronize();
    where<<<grid, 5>>>();
    cudaDeviceSynchronize();
    where<<<dim3{1, 2}, block>>>();
    cudaDeviceSynchronize();
    where<<<file_grid, file_block>>>();
    cudaDeviceSynchronize();
    return 0;
}
