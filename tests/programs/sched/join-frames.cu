// Lanes of a warp that meet at the same instruction in two frames of one function. f is called
// twice; in the first call some lanes of each warp return early (through a call), go on in the
// kernel and enter the second call, while the other lanes of their warp are still in the first:
// both groups then wait at the if's reconvergence point inside f, each with its own registers.
// The lanes that return early are the upper half of each warp in the first kernel and the odd
// lanes in the second, so that in either the lanes that run on from there are the other group.
// Whatever the schedule, each thread computes what f computes on the host (CUDA Programming
// Guide §2.3.1, "each thread can execute an independent code path"; divergence changes speed,
// never results). Expected output: the host's values, which every seed must reproduce.
#include <cstdio>

#define N 256

__host__ __device__ int early(int v) { return -v; }

__host__ __device__ int f(const int *t, int x)
{
    int v = t[x];
    if (v < 0)
        return early(v);
    int r = v;
    if (v & 1)
        r = 3 * r + 1;
    return r + 1000;
}

__global__ void upper_half_early(const int *t, int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = f(t, i) * 10000 + f(t, i + N);
}

__global__ void odd_lanes_early(const int *t, int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = f(t + 2 * N, i) * 10000 + f(t + 2 * N, i + N);
}

int main()
{
    int *t, *out;
    cudaMallocManaged(&t, 4 * N * sizeof(int));
    cudaMallocManaged(&out, 2 * N * sizeof(int));
    for (int i = 0; i < N; i++) {
        t[i] = i % 32 >= 16 ? -i : i;       /* the first call of upper_half_early */
        t[N + i] = 2 * i + i % 3;           /* its second call: no lane returns early */
        t[2 * N + i] = i % 2 ? -i : i;      /* odd_lanes_early */
        t[3 * N + i] = 3 * i;
    }
    upper_half_early<<<2, N / 2>>>(t, out);
    odd_lanes_early<<<2, N / 2>>>(t, out + N);
    cudaDeviceSynchronize();
    int wrong = 0;
    long sum = 0;
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < N; i++) {
            const int *tk = t + 2 * N * k;
            int want = f(tk, i) * 10000 + f(tk, i + N);
            sum += out[N * k + i];
            if (out[N * k + i] != want) {
                if (wrong < 4)
                    printf("kernel %d, thread %d: %d, expected %d\n", k, i, out[N * k + i], want);
                wrong++;
            }
        }
    printf("thread 0: %d, thread 17: %d, thread 33: %d; sum %ld\n", out[0], out[17], out[N + 33], sum);
    printf("%d of %d threads differ from the host\n", wrong, 2 * N);
    return 0;
}
