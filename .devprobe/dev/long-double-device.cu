// long double in device code (CUDA C++ Programming Guide §5.3.10.1, Unsupported Features:
// device code has no long double): nvcc 13 warns "'long double' is treated as 'double' in
// device code" (#20208-D) where a device function's body names the type, and computes in
// double there; sizeof is still the host's 16. Host code's long double is g++'s 80-bit one, so
// the same expression differs between the two sides.
#include <cstdio>
__global__ void third(double *out)
{
    long double x = 1.0L / 3;
    long double y = (1 + x * 1e-17L) - 1;
    out[0] = (double)x;
    out[1] = (double)y;
    out[2] = sizeof x;
}
int main()
{
    double *out;
    cudaMallocManaged(&out, 3 * sizeof(double));
    third<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("device: %.20f %g %g\n", out[0], out[1], out[2]);
    volatile long double one = 1;
    long double x = one / 3;
    long double y = (1 + x * 1e-17L) - 1;
    printf("host:   %.20Lf %Lg %zu\n", x, y, sizeof x);
    cudaFree(out);
    return 0;
}
