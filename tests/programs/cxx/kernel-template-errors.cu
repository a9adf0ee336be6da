// An error in the body of a kernel template's instance that host code launches, named
// (k<16><<<...>>>) or deduced from the launch's arguments (fill<<<...>>>(o, 2)), is reported
// where it is, as any device code's error, and the program does not run.
#include <cstdio>

struct S {
    int a;
};

template <int B> __global__ void k(float *o)
{
    S s;
    o[0] = s + B;
}

template <class T> __global__ void fill(float *o, T v)
{
    o[0] = v.missing;
}

int main()
{
    float *o;
    cudaMalloc(&o, 4);
    k<16><<<1, 1>>>(o);
    fill<<<1, 1>>>(o, 2);
    cudaDeviceSynchronize();
    printf("not reached\n");
    return 0;
}
