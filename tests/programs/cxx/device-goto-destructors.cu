// In device code too, a goto out of the scope of objects with destructors destroys them
// first, newest first (C++17 [stmt.jump]; CUDA C++ Programming Guide 5.3, "C++ Language
// Support": device code follows C++'s object lifetimes).
#include <cstdio>

struct Tally {
    int *log;
    int id;
    __device__ Tally(int *l, int i) : log(l), id(i) { log[atomicAdd(&log[0], 1) + 1] = id; }
    __device__ ~Tally() { log[atomicAdd(&log[0], 1) + 1] = -id; }
};

__global__ void run(int *log, int stop)
{
    Tally a(log, 1);
    for (int i = 0; i < 4; i++) {
        Tally b(log, 10 + i);
        if (i == stop)
            goto done;
    }
    {
        Tally c(log, 99);
    }
done:
    log[atomicAdd(&log[0], 1) + 1] = 0;
}

int main()
{
    int *d, h[32];
    cudaMalloc(&d, sizeof h);
    for (int stop = 1; stop <= 5; stop += 4) {
        cudaMemset(d, 0, sizeof h);
        run<<<1, 1>>>(d, stop);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        printf("stop %d:", stop);
        for (int i = 1; i <= h[0]; i++)
            printf(" %d", h[i]);
        printf("\n");
    }
    return 0;
}
