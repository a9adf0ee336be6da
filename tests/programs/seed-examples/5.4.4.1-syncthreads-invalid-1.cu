// seed 000 §5.4.4.1 (thread block synchronization): the guide's first "invalid behaviour"
// kernel, verbatim: __syncthreads() under `if (threadIdx.x > 0)`, a condition that is not
// uniform across the block: undefined behaviour (the kernel may hang). The main program is
// ours. On the H200 it completes (the stdout and exit status here are the H200's, which prints
// nothing on stderr); the expected stderr is cudarepl's report of the divergent barrier (its
// line and the threads involved), a warning: cudarepl lets the barrier complete.
#include <stdio.h>

// assumes blockDim.x is 128
__global__ void syncthreads_invalid_behavior1(int* input_data, int* output_data) {

     __shared__ int shared_data[256];
     shared_data[threadIdx.x] = input_data[threadIdx.x];
     if (threadIdx.x > 0) { // wrong: the condition is not uniform
         __syncthreads();   // undefined behaviour
         output_data[threadIdx.x] = shared_data[128 - threadIdx.x];
      }
}

int main() {
    int *in, *out;
    cudaMalloc((void **)&in, 128 * sizeof(int));
    cudaMalloc((void **)&out, 128 * sizeof(int));
    cudaMemset(in, 0, 128 * sizeof(int));
    syncthreads_invalid_behavior1<<<1, 128>>>(in, out);
    cudaError_t e = cudaDeviceSynchronize();
    printf("cudaDeviceSynchronize: %s\n", cudaGetErrorName(e));
    return 0;
}
