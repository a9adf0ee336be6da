// A warning from inside a kernel template's instance that another file's host code asked for
// (an explicit instantiation of the host template that launches it) quotes the kernel's own
// source line. The shuffle reads lanes beyond a block of 4 threads: undefined (CUDA C++
// Programming Guide §5.4.6.5, Warp Shuffle Functions); an H200 returns 0 for them
// (device/shuffle-absent-lane.cu). Expected: stdout as an H200 prints it; stderr cudarepl's
// warning.
#include <cstdio>

template <class T> void run(T *out, int threads);

int main()
{
    float *d, h[4];
    cudaMalloc(&d, sizeof h);
    run(d, 4);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%g %g %g %g\n", h[0], h[1], h[2], h[3]);
    return 0;
}
