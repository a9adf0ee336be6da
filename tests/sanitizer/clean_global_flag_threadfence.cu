// sanitize: clean
// Inter-block message passing done right: the producer writes data, __threadfence(), then sets a volatile flag; the consumer sees the flag, __threadfence(), then reads the data (§5.4.4.3 Memory Fence Functions).
#include <cstdio>

__global__ void message(int *data, volatile int *flag, int *result)
{
    if (threadIdx.x != 0)
        return;
    if (blockIdx.x == 0) {
        data[0] = 42;
        __threadfence();
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
