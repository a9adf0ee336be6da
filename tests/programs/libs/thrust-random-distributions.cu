// Thrust's uniform distributions (thrust/random/uniform_real_distribution.h and
// uniform_int_distribution.h): the parameters and bounds their documentation prints (a real
// distribution made with (-7, 13) has min() -7 and max() 13; an int one made with (-5, 10)
// has min() -5 and max() 10); values in the half-open [a, b) of a real distribution and the
// closed [a, b] of an int one (every value of [0, 15] in 4096 draws), on the host and in a
// kernel from minstd_rand, the same ints for the same engine state.
#include <math.h>
#include <stdio.h>
#include <thrust/random.h>

__global__ void draw(unsigned seed, float *reals, int *ints, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    thrust::minstd_rand rng(seed);
    rng.discard(2 * i);
    thrust::uniform_real_distribution<float> r(-7, 13);
    thrust::uniform_int_distribution<int> k(-5, 10);
    reals[i] = r(rng);
    ints[i] = k(rng);
}

int main()
{
    thrust::uniform_real_distribution<float> r(-7, 13);
    thrust::uniform_int_distribution<int> k(-5, 10);
    printf("real: a %g b %g min %g max %g\n", r.a(), r.b(), r.min(), r.max());
    printf("int: a %d b %d min %d max %d\n", k.a(), k.b(), k.min(), k.max());

    const int n = 4096;
    float host_r[n];
    int host_k[n];
    thrust::minstd_rand rng(2024);
    thrust::uniform_int_distribution<int> k16(0, 15);
    thrust::minstd_rand rng16(7);
    int outside = 0, seen[16] = {0};
    for (int i = 0; i < n; i++) {
        host_r[i] = r(rng);
        host_k[i] = k(rng);
        outside += host_r[i] < -7 || host_r[i] >= 13;
        outside += host_k[i] < -5 || host_k[i] > 10;
        int v = k16(rng16);
        if (v < 0 || v > 15)
            outside++;
        else
            seen[v] = 1;
    }
    int values = 0;
    for (int v = 0; v < 16; v++)
        values += seen[v];
    printf("host: %d outside, %d of the 16 values of [0, 15] seen\n", outside, values);

    float *dr;
    int *dk;
    cudaMalloc(&dr, n * sizeof(float));
    cudaMalloc(&dk, n * sizeof(int));
    draw<<<n / 256, 256>>>(2024, dr, dk, n);
    float dev_r[n];
    int dev_k[n];
    cudaMemcpy(dev_r, dr, sizeof dev_r, cudaMemcpyDeviceToHost);
    cudaMemcpy(dev_k, dk, sizeof dev_k, cudaMemcpyDeviceToHost);
    int same = 0, near = 0, dev_outside = 0;
    for (int i = 0; i < n; i++) {
        same += dev_k[i] == host_k[i];
        near += fabsf(dev_r[i] - host_r[i]) <= 4e-6f;
        dev_outside += dev_r[i] < -7 || dev_r[i] >= 13 || dev_k[i] < -5 || dev_k[i] > 10;
    }
    /* (the kernel's a * x + b is one fused multiply-add, as nvcc contracts it: the reals may
     * differ from the host's in the last place) */
    printf("device: %d outside, %d of %d ints as the host drew them, %d reals within 4e-6\n",
           dev_outside, same, n, near);

    thrust::uniform_real_distribution<double> unit;
    printf("default real: [%g, %g)\n", unit.a(), unit.b());
    cudaFree(dr);
    cudaFree(dk);
    return 0;
}
