// A program whose .cpp file launches a kernel it defines (launch-in-cpp-file/host.cpp). nvcc
// compiles a .cpp file with the host compiler alone, as C++: g++ 12 stops at the launch,
// "host.cpp:10:11: error: expected primary-expression before '<' token" (with <cuda_runtime.h>
// defining __global__ away). cudarepl stops there too, at the '<<<', before running anything
// (it linked the file's call to a kernel no device pass had made: "undefined symbol 'mark'",
// with no line).
#include <cstdio>

void run_from_cpp(int *d);

int main()
{
    int *d;
    cudaMalloc(&d, 4 * sizeof(int));
    run_from_cpp(d);
    printf("not reached\n");
    return 0;
}
