// seed 000 §5.4.4.1 (thread block synchronization): __syncthreads() orders the writes to a
// shared array before one thread sums it. Host side: <cstdlib>/<ctime>, std::srand(std::time({})),
// int(...) functional casts, constexpr array sizes, nullptr, cudaMallocManaged(&p, n). The
// guide's program verbatim (comments translated); the input is random, the output is not.
#include <cuda_runtime_api.h>
#include <memory.h>
#include <cstdlib>
#include <ctime>
#include <stdio.h>

// assumes blockDim.x is 128
__global__ void example_syncthreads(int* input_data, int* output_data)
{
     __shared__ int shared_data[128];
     shared_data[threadIdx.x] = input_data[blockDim.x*blockIdx.x + threadIdx.x];

       // all threads synchronise: every write to 'shared_data' is ordered before any thread
       // is released from '__syncthreads()':
       __syncthreads();

       // one thread reads 'shared_data' safely:
       if (threadIdx.x == 0) {
           float sum = 0;
           for (int i = 0; i < blockDim.x; ++i) {
               sum += shared_data[i];
           }
           output_data[blockIdx.x] = sum;
       }
}

void initArray(int* A, int length)
{
      std::srand(std::time({}));
    for(int i=0; i<length; i++)
    {
         A[i] = int(10.f * (rand() / (float)RAND_MAX));
    }
}


int main(int argc, char** arg)
{
    constexpr int block_size = 128;
    constexpr int input_length = 1024;
    constexpr int output_length = input_length / block_size;

       // pointers to the vectors
       int* input = nullptr;
       int* output = nullptr;
       int* comparisonResult = (int*)malloc(output_length*sizeof(int));

       // buffers in unified memory
       cudaMallocManaged(&input, input_length*sizeof(int));
       cudaMallocManaged(&output, output_length*sizeof(int));

       initArray(input, input_length);
       int grid_size = input_length / block_size;

       example_syncthreads<<<grid_size, block_size>>>(input, output);
     cudaDeviceSynchronize();

     for(int i=0; i<output_length; i++)
     {
         comparisonResult[i] = 0;
         for(int j=0; j < block_size; j++)
         {
             comparisonResult[i] += input[i*block_size + j];
         }
     }

    for(int i=0; i< output_length; i++)
    {
        if(output[i] != comparisonResult[i])
        {
            printf("Results do not match at index %d: %d != %d\n", i,
                   output[i], comparisonResult[i]);

            exit(-1);
        }
    }
    printf("Test passed\n");

     return 0;
}
