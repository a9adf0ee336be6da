// An array of objects of a class whose constructor allocates device memory (a lock per bucket,
// as books on CUDA write it): `Lock locks[4];` calls the constructor for each element (C++17
// [dcl.init] p7), the array is copied to the device, and a kernel uses each element. A local
// array of such objects in a kernel is constructed element by element too.
#include <cstdio>

struct Lock {
    int *mutex;
    Lock() { cudaMalloc((void **)&mutex, sizeof(int)); cudaMemset(mutex, 0, sizeof(int)); }
    ~Lock() { cudaFree(mutex); }
    __device__ void lock() { while (atomicCAS(mutex, 0, 1) != 0) {} }
    __device__ void unlock() { atomicExch(mutex, 0); }
};

struct Acc {
    int sum;
    __device__ Acc() : sum(100) {}
};

__global__ void count(Lock *locks, int *bins)
{
    int b = threadIdx.x % 4;
    for (int i = 0; i < 32; i++) {
        if (threadIdx.x % 32 == i) { /* one lane of a warp at a time */
            locks[b].lock();
            bins[b]++;
            __threadfence();
            locks[b].unlock();
        }
    }
}

__global__ void local_objects(int *out)
{
    Acc a[3];
    a[threadIdx.x % 3].sum += (int)threadIdx.x;
    out[threadIdx.x] = a[0].sum + a[1].sum + a[2].sum;
}

int main()
{
    Lock locks[4];
    int nonnull = 0;
    for (int i = 0; i < 4; i++)
        nonnull += locks[i].mutex != 0;
    printf("mutexes allocated: %d\n", nonnull);
    Lock *d_locks;
    int *d_bins;
    cudaMalloc((void **)&d_locks, sizeof locks);
    cudaMemcpy(d_locks, locks, sizeof locks, cudaMemcpyHostToDevice);
    cudaMalloc((void **)&d_bins, 4 * sizeof(int));
    cudaMemset(d_bins, 0, 4 * sizeof(int));
    count<<<2, 64>>>(d_locks, d_bins);
    int bins[4];
    cudaMemcpy(bins, d_bins, sizeof bins, cudaMemcpyDeviceToHost);
    printf("bins: %d %d %d %d (%s)\n", bins[0], bins[1], bins[2], bins[3],
           cudaGetErrorString(cudaGetLastError()));
    int *d_out, out[4];
    cudaMalloc((void **)&d_out, sizeof out);
    local_objects<<<1, 4>>>(d_out);
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    printf("local arrays: %d %d %d %d\n", out[0], out[1], out[2], out[3]);
    cudaFree(d_locks);
    cudaFree(d_bins);
    cudaFree(d_out);
    return 0;
}
