// Fields of cudaDeviceProp that CUDA 13.0 removed (clockRate, memoryClockRate, deviceOverlap,
// as older books and tutorials read them): the compile error, with a note that names the
// device attribute that gives the value now (CUDA Runtime API, cudaDeviceGetAttribute).
#include <cstdio>

int main()
{
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);
    printf("%s\n", prop.name);
    printf("%d kHz\n", prop.clockRate);
    printf("%d kHz\n", prop.memoryClockRate);
    if (!prop.deviceOverlap)
        printf("no overlap\n");
    return 0;
}
