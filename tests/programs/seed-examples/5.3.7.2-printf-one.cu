// seed 002 §5.3.7.2 (printf), second example: only thread 0 prints. The guide's program
// verbatim. The guide shows "value=1.2345"; the H200 prints %f with six decimals.
#include <stdio.h>

__global__ void helloCUDA(float value) {
    if (threadIdx.x == 0)
        printf("Hello thread %d, value=%f\n", threadIdx.x, value);
}

int main() {
    helloCUDA<<<1, 5>>>(1.2345f);
    cudaDeviceSynchronize();
    return 0;
}
