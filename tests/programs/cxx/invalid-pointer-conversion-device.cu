// In device code as in host code, a pointer to one type does not convert implicitly to a pointer
// to an unrelated type ([conv.ptr]): nvcc refuses `int *q = f;` of a `float *f`, as g++ does.
#include <cstdio>

__global__ void k(float *f)
{
    int *q = f;                     // error
    *q = 1;
}

int main()
{
    printf("not run\n");
    return 0;
}
