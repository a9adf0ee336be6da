// cuRAND's MTGP32 generator through its device API (<curand_kernel.h>, <curand_mtgp32_host.h>,
// <curand_mtgp32dc_p_11213.h>): the parameter sets, curandMakeMTGP32Constants and
// curandMakeMTGP32KernelState (state i: set i, seed (seed ^ seed >> 32) + i + 1), curand() by
// blocks of 256 and of 64 threads (each call moves the block's ring on by its size), a block of
// two dimensions, curand_mtgp32_specific, and the distributions, printed as bits.
#include <cstdio>
#include <curand_kernel.h>
#include <curand_mtgp32_host.h>
#include <curand_mtgp32dc_p_11213.h>

__global__ void words(curandStateMtgp32 *st, unsigned *out, int rounds)
{
    int b = blockIdx.x, n = blockDim.x * blockDim.y;
    int t = threadIdx.y * blockDim.x + threadIdx.x;
    for (int r = 0; r < rounds; r++)
        out[(b * rounds + r) * n + t] = curand(&st[b]);
}

__global__ void dists(curandStateMtgp32 *st, unsigned long long *out)
{
    int t = threadIdx.x;
    unsigned long long *o = out + 8 * t;
    o[0] = __float_as_uint(curand_uniform(&st[0]));
    o[1] = __float_as_uint(curand_normal(&st[0]));
    o[2] = __double_as_longlong(curand_uniform_double(&st[0]));
    o[3] = __double_as_longlong(curand_normal_double(&st[0]));
    o[4] = __float_as_uint(curand_log_normal(&st[0], 0.5f, 1.5f));
    o[5] = __double_as_longlong(curand_log_normal_double(&st[0], 0.5, 1.5));
    // thread t asks for the word of thread 31 - t of a call by 32
    o[6] = curand_mtgp32_specific(&st[0], (unsigned char)(31 - t), 32);
}

static void show(const char *what, const unsigned *h, int n)
{
    printf("%s:", what);
    for (int i = 0; i < n; i++)
        printf(" %08x", h[i]);
    printf("\n");
}

int main()
{
    printf("sets %d, set 0: pos %d sh1 %d sh2 %d mask %08x tbl[15] %08x; set 199: pos %d sh1 %d sh2 %d\n",
           mtgpdc_params_11213_num, mtgp32dc_params_fast_11213[0].pos, mtgp32dc_params_fast_11213[0].sh1,
           mtgp32dc_params_fast_11213[0].sh2, mtgp32dc_params_fast_11213[0].mask, mtgp32dc_params_fast_11213[0].tbl[15],
           mtgp32dc_params_fast_11213[199].pos, mtgp32dc_params_fast_11213[199].sh1, mtgp32dc_params_fast_11213[199].sh2);
    mtgp32_kernel_params_t *kp;
    curandStateMtgp32 *st;
    unsigned *d;
    cudaMalloc(&kp, sizeof *kp);
    cudaMalloc(&st, 3 * sizeof *st);
    cudaMalloc(&d, 3 * 4 * 256 * 4);
    printf("constants %d\n", (int)curandMakeMTGP32Constants(mtgp32dc_params_fast_11213, kp));
    static unsigned h[3 * 4 * 256];
    const int rounds = 4;
    for (int shape = 0; shape < 3; shape++) {
        unsigned long long seed = shape == 2 ? 0x100000007ull : 1234;
        printf("state %d\n", (int)curandMakeMTGP32KernelState(st, mtgp32dc_params_fast_11213, kp, 3, seed));
        dim3 block = shape == 0 ? dim3(256) : shape == 1 ? dim3(64) : dim3(16, 8);
        int n = block.x * block.y;
        words<<<3, block>>>(st, d, rounds);
        cudaMemcpy(h, d, 3 * rounds * n * 4, cudaMemcpyDeviceToHost);
        for (int b = 0; b < 3; b++) {
            char what[64];
            snprintf(what, sizeof what, "seed %llx block %dx%d state %d first", seed, block.x, block.y, b);
            show(what, h + b * rounds * n, 6);
            snprintf(what, sizeof what, "  round 1 thread %d", n - 2);
            show(what, h + (b * rounds + 1) * n + n - 2, 2);
            snprintf(what, sizeof what, "  last round from thread %d", n - 3);
            show(what, h + (b * rounds + rounds - 1) * n + n - 3, 3);
        }
    }
    unsigned long long *dd, hd[32 * 8];
    cudaMalloc(&dd, sizeof hd);
    curandMakeMTGP32KernelState(st, mtgp32dc_params_fast_11213, kp, 1, 99);
    dists<<<1, 32>>>(st, dd);
    cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t += 5)
        printf("thread %2d: uniform %08llx normal %08llx uniform_double %016llx normal_double %016llx log_normal %08llx "
               "log_normal_double %016llx specific %08llx\n",
               t, hd[8 * t], hd[8 * t + 1], hd[8 * t + 2], hd[8 * t + 3], hd[8 * t + 4], hd[8 * t + 5], hd[8 * t + 6]);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
