// seed 002 §5.3.7.2 (printf), first example: every thread of the block prints. The guide's
// program verbatim. The guide shows the lines in a shuffled order and "value=1.2345"; the H200
// prints the threads of one warp in lane order and %f with six decimals ("value=1.234500").
#include <stdio.h>

__global__ void helloCUDA(float value) {
    printf("Hello thread %d, value=%f\n", threadIdx.x, value);
}

int main() {
    helloCUDA<<<1, 5>>>(1.2345f);
    cudaDeviceSynchronize();
    return 0;
}
