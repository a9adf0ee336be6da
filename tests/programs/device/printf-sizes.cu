/* Device printf with length modifiers that CUDA does not list (hh, j, z, t, L), unknown
   conversions, a NULL %s, and the 32-argument limit: what a real H200 prints and what printf
   returns (seed 002 §5.3.7.2: "returns the number of arguments parsed"). One thread. */
#include <stdio.h>

__global__ void k(int *ret)
{
    int n = 0;
    ret[n++] = printf("A:%hhd:%d\n", (char)65, 7);
    ret[n++] = printf("B:%d:%hhd:%d\n", 1, (char)66, 2);
    ret[n++] = printf("Zq:%hhu|\n", (unsigned char)200);
    ret[n++] = printf("C:%zu %zd\n", (size_t)5, (size_t)6);
    ret[n++] = printf("D:%jd %td\n", (long long)7, (long long)8);
    ret[n++] = printf("E:%Lf\n", 1.5);
    ret[n++] = printf("F:%k %d\n", 9);
    ret[n++] = printf("G:%s|\n", (const char *)0);
    ret[n++] = printf("H:%5%|%d\n", 3);
    ret[n++] = printf("I:%*d|%-*d|%.*f\n", 5, 42, 4, 7, 2, 3.14159);
    ret[n++] = printf("J:%p %p\n", (void *)0, (void *)0x1234);
    ret[n++] = printf("K:%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n",
                      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
                      25, 26, 27, 28, 29, 30, 31, 32, 33, 34);
    ret[n++] = printf("L:%c%c%c\n", 'a', 256 + 'b', -1);
    ret[n++] = printf("M:%hd %hx %ld %lu %lx\n", 70000, 70000, -5L, 5UL, 255L);
    ret[n++] = printf("N:%f %d\n", 2, 3.5);
    ret[n++] = printf("O:%lld %d\n", 1, 2);
    ret[n++] = printf("P:%x %X %o %u\n", -1, -2, -3, -4);
    ret[n++] = printf("Q:%e %g %a\n", 1e300 * 1e10, -0.0, 0.0);
    ret[n++] = printf("R:%hhx|%hhd|\n", 255, 255);
    ret[n++] = printf("%hhd\n", 1);
    ret[n++] = printf("S:%10.4s|%-6c|\n", "abcdefg", 'z');
    ret[n] = -999;
}

int main(void)
{
    int h[64], *d, i;
    cudaMalloc((void **)&d, sizeof h);
    k<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("returns:");
    for (i = 0; i < 64 && h[i] != -999; i++) printf(" %d", h[i]);
    printf("\n");
    return 0;
}
