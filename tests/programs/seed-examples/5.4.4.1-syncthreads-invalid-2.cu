// seed 000 §5.4.4.1 (thread block synchronization): the guide's second "invalid behaviour"
// kernel, verbatim: each thread reaches __syncthreads() in a different iteration of the loop
// (`if (i == threadIdx.x)`): undefined behaviour (the kernel may hang). The main program is
// ours. On the H200 it hangs (killed after 20 s, twice), so stdout and exit status here are
// cudarepl's; the expected stderr is cudarepl's report of the divergent barrier (its
// line and the threads involved), a warning: cudarepl lets the barrier complete.
#include <stdio.h>

// assumes blockDim.x is 128
__global__ void syncthreads_invalid_behavior2(int* input_data, int* output_data) {

     __shared__ int shared_data[256];
     shared_data[threadIdx.x] = input_data[threadIdx.x];
     for (int i = 0; i < blockDim.x; ++i) {
         if (i == threadIdx.x) { // wrong: the condition is not uniform
             __syncthreads();    // undefined behaviour
         }
     }
     output_data[threadIdx.x] = shared_data[128 - threadIdx.x];
}

int main() {
    int *in, *out;
    cudaMalloc((void **)&in, 128 * sizeof(int));
    cudaMalloc((void **)&out, 128 * sizeof(int));
    cudaMemset(in, 0, 128 * sizeof(int));
    syncthreads_invalid_behavior2<<<1, 128>>>(in, out);
    cudaError_t e = cudaDeviceSynchronize();
    printf("cudaDeviceSynchronize: %s\n", cudaGetErrorName(e));
    return 0;
}
