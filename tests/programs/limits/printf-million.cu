// A kernel printing 10^6 lines through the smallest printf FIFO a program can ask for (4 KiB,
// which an H200 makes 512 KiB: runtime/limits-rounding; seed 002 §5.3.7.2: "the buffer is
// circular; if more output is produced during kernel execution than can fit, older output is
// overwritten"). Program output stays what the GPU prints: the newest lines that fit, and no
// word of the rest (the REPL says how many were dropped: tests/repl/limits.in).
// Dropping the oldest record costs constant time: this ends in seconds, not quarter-hours.
#include <cstdio>

__global__ void spam()
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    printf("line %d\n", i);
}

int main()
{
    cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 4096);
    spam<<<1000, 1000>>>();
    cudaDeviceSynchronize();
    return 0;
}
