// Device printf's conversions, flags, widths and precisions (CUDA C++ Programming Guide §5.4.9.2
// (Formatted Output): the format string follows C's printf, flags, width, precision and size
// included): the corners where one formatter differs from another.
#include <cstdio>
#include <cmath>
__global__ void k(float f, double d, double sub, double big, int i, long long ll, unsigned u, const char *s)
{
    double nan_ = sqrt(-d), inf = 1.0 / (d - d);
    printf("[%d] [%5d] [%-5d|] [%05d] [%+d] [% d] [%.3d] [%8.3d] [%-+8.3d|]\n", i, i, i, i, i, i, i, i, i);
    printf("[%d] [%+d] [% 05d] [%x] [%X] [%#x] [%#o] [%o] [%#X]\n", -i, -i, -i, u, u, u, u, u, 0u);
    printf("[%lld] [%llx] [%llu] [%lld]\n", ll, ll, (unsigned long long)ll, -ll);
    printf("[%hd] [%hhd] [%hu] [%hhx] [%ld] [%lu]\n", (short)70000, (char)300, (unsigned short)-1, (unsigned char)511, 123456789L, 4000000000UL);
    printf("[%f] [%.0f] [%#.0f] [%.10f] [%10.3f] [%-10.3f|] [%+.2f] [% .2f] [%010.3f]\n", d, d, d, d, d, d, d, d, -d);
    printf("[%e] [%.0e] [%#.0e] [%E] [%.12e] [%12.3e] [%-12.3e|]\n", d, d, d, d, d, d, d);
    printf("[%g] [%.0g] [%#g] [%G] [%.10g] [%g] [%g] [%g] [%#.3g]\n", d, d, d, big, d, 1e-5, 123456.0, 1234567.0, 1.0);
    printf("[%a] [%A] [%.3a] [%a] [%a] [%a]\n", d, d, d, sub, 1.0, 0.0);
    printf("[%f] [%e] [%g] [%a] [%F] [%E] [%G]\n", sub, sub, sub, -0.0, inf, -inf, nan_);
    printf("[%f] [%f] [%5f] [%-6f|] [%+f] [%e] [%g] [%a]\n", inf, -inf, inf, nan_, inf, nan_, -nan_, inf);
    printf("[%f] [%.3f] [%g] [%e]\n", f, f, f, (double)f);
    printf("[%.30f] [%.20e] [%.17g] [%f]\n", 0.1, 0.1, 0.1, big);
    printf("[%c] [%3c] [%-3c|] [%%] [%5%]\n", 'A', 'B', 'C');
    printf("[%s] [%8s] [%-8s|] [%.2s] [%8.2s]\n", s, s, s, s, s);
    printf("[%p] [%*d] [%-*d|] [%.*f] [%*.*f]\n", (void *)0x1234, 6, i, 6, i, 2, d, 9, 1, d);
    printf("[%i] [%5.1i] [%u] [%u]\n", i, i, (unsigned)-1, 0u);
}
int main()
{
    char *s;
    cudaMalloc(&s, 16);
    cudaMemcpy(s, "hello", 6, cudaMemcpyHostToDevice);
    k<<<1, 1>>>(3.14159265f, 2.718281828459045, 4.9e-324, 1.7976931348623157e308, 42, -1234567890123LL, 0xbeefu, s);
    cudaDeviceSynchronize();
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
