// The occupancy API on an H200 (CUDA C++ Programming Guide, 5.2.3.1 Occupancy Calculator and
// 5.2.3 Multiprocessor Level): blocks per SM for block sizes and dynamic shared memory before
// and after the opt-in attribute, the available dynamic shared memory, the potential block
// size, and the function attributes; the expected output is an H200's (nvcc -arch=sm_90).
#include <cstdio>

__global__ void small(float *p) { p[threadIdx.x] += 1.0f; }

__global__ void tiled(float *p)
{
    extern __shared__ float s[];
    s[threadIdx.x] = p[threadIdx.x];
    __syncthreads();
    p[threadIdx.x] = s[blockDim.x - 1 - threadIdx.x];
}

int main()
{
    int n;
    cudaError_t e;
    int sizes[] = {32, 64, 128, 256, 512, 1024};
    size_t shm[] = {0, 1024, 16384, 49152, 65536, 101376, 232448};
    for (int i = 0; i < 6; i++) {
        e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, small, sizes[i], 0);
        printf("small %d: %d %d\n", sizes[i], (int)e, n);
    }
    for (int pass = 0; pass < 2; pass++) {
        for (int j = 0; j < 7; j++) {
            n = -1;
            e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, tiled, 256, shm[j]);
            printf("tiled%s 256 %zu: %d %d\n", pass ? " opted" : "", shm[j], (int)e, n);
        }
        size_t avail = 0;
        e = cudaOccupancyAvailableDynamicSMemPerBlock(&avail, tiled, 2, 256);
        printf("available 2x256: %d %zu\n", (int)e, avail);
        cudaFuncAttributes fa;
        e = cudaFuncGetAttributes(&fa, tiled);
        printf("attrs: %d shared %zu maxdyn %d carveout %d maxthreads %d ptx %d binary %d\n", (int)e,
               fa.sharedSizeBytes, fa.maxDynamicSharedSizeBytes, fa.preferredShmemCarveout,
               fa.maxThreadsPerBlock, fa.ptxVersion, fa.binaryVersion);
        float *p;
        cudaMalloc(&p, 1024 * sizeof(float));
        tiled<<<1, 256, 65536>>>(p);
        printf("launch 64K: %d\n", (int)cudaGetLastError());
        cudaFree(p);
        e = cudaFuncSetAttribute(tiled, cudaFuncAttributeMaxDynamicSharedMemorySize, 232448);
        printf("opt in: %d\n", (int)e);
    }
    e = cudaFuncSetAttribute(tiled, cudaFuncAttributeMaxDynamicSharedMemorySize, 232449);
    printf("opt in too much: %d %s\n", (int)e, cudaGetErrorName(e));
    cudaGetLastError();
    int minGrid = 0, block = 0;
    e = cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, small, 0, 0);
    printf("potential small: %d %d %d\n", (int)e, minGrid, block);
    e = cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, tiled, 40000, 0);
    printf("potential tiled 40000: %d %d %d\n", (int)e, minGrid, block);
    return 0;
}
