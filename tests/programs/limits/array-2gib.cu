// Array sizes do not wrap around: past 2 GiB (front-end sizes are int) an array is "array is
// too large", the words of nvcc's front end, where a __shared__ array of 2^33 bytes used to
// become 0 bytes silently.
#include <cstdio>

__global__ void k(int *out)
{
    __shared__ char huge[1ull << 33];
    huge[threadIdx.x] = 1;
    *out = huge[0];
}

int main()
{
    printf("not reached\n");
    return 0;
}
