// Estimating pi with cuRAND's device API, as course material does it: each thread sets up
// its own state (same seed, its own subsequence) in one kernel and draws points in another.
#include <cstdio>
#include <curand_kernel.h>

#define THREADS 128
#define BLOCKS 8
#define DRAWS 256

__global__ void setup(curandState *states, unsigned long long seed)
{
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    curand_init(seed, id, 0, &states[id]);
}

__global__ void count_inside(curandState *states, unsigned int *hits)
{
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    curandState local = states[id];
    unsigned int inside = 0;
    for (int i = 0; i < DRAWS; i++) {
        float x = curand_uniform(&local);
        float y = curand_uniform(&local);
        if (x * x + y * y <= 1.0f)
            inside++;
    }
    states[id] = local;
    atomicAdd(hits, inside);
}

int main()
{
    curandState *states;
    unsigned int *hits, h = 0;
    cudaMalloc(&states, THREADS * BLOCKS * sizeof(curandState));
    cudaMalloc(&hits, sizeof(unsigned int));
    cudaMemset(hits, 0, sizeof(unsigned int));
    printf("sizeof(curandState) = %zu, sizeof(curandStatePhilox4_32_10_t) = %zu, sizeof(curandStateMRG32k3a) = %zu\n",
           sizeof(curandState), sizeof(curandStatePhilox4_32_10_t), sizeof(curandStateMRG32k3a));
    setup<<<BLOCKS, THREADS>>>(states, 1234ULL);
    count_inside<<<BLOCKS, THREADS>>>(states, hits);
    cudaMemcpy(&h, hits, sizeof h, cudaMemcpyDeviceToHost);
    unsigned int total = THREADS * BLOCKS * DRAWS;
    printf("%u of %u points inside: pi is about %.6f\n", h, total, 4.0 * h / total);
    count_inside<<<BLOCKS, THREADS>>>(states, hits);
    cudaMemcpy(&h, hits, sizeof h, cudaMemcpyDeviceToHost);
    printf("after a second round: %u of %u, pi is about %.6f\n", h, 2 * total, 4.0 * h / (2 * total));
    cudaFree(states);
    cudaFree(hits);
    return 0;
}
