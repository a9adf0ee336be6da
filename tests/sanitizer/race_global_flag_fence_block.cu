// sanitize: race global RAW fence-scope
// The flag hand-over between two blocks with __threadfence_block() on the producer side: a fence of block scope does not order the data write for a thread of another block, so the data read races with it (§5.4.4.3 Memory Fence Functions: __threadfence_block orders only for the calling block).
#include <cstdio>

__global__ void message(int *data, volatile int *flag, int *result)
{
    if (threadIdx.x != 0)
        return;
    if (blockIdx.x == 0) {
        data[0] = 42;
        __threadfence_block();      // BUG: block scope, the consumer is in another block
        *flag = 1;
    } else {
        long long t0 = clock64();
        while (*flag == 0) {
            if (clock64() - t0 > 1000000000LL) {   // bounded spin: never hang
                result[1] = 1;
                break;
            }
        }
        __threadfence();
        result[0] = data[0];
    }
}

int main()
{
    int r[2], *d_data, *d_flag, *d_res;
    cudaMalloc(&d_data, sizeof(int));
    cudaMalloc(&d_flag, sizeof(int));
    cudaMalloc(&d_res, 2 * sizeof(int));
    cudaMemset(d_data, 0, sizeof(int));
    cudaMemset(d_flag, 0, sizeof(int));
    cudaMemset(d_res, 0, 2 * sizeof(int));
    message<<<2, 32>>>(d_data, d_flag, d_res);
    cudaMemcpy(r, d_res, sizeof r, cudaMemcpyDeviceToHost);
    printf("consumer read %d (expected 42), timed out = %d\n", r[0], r[1]);
    cudaFree(d_data);
    cudaFree(d_flag);
    cudaFree(d_res);
    return 0;
}
