// A class with an explicit operator bool and an implicit conversion to an integer: an operand
// of an arithmetic, shift, bitwise or subscript operator converts by the implicit one, in
// device code as in host code; a condition, !, && and || test the explicit operator bool.
#include <cstdio>
struct V {
    int x, y;
    __host__ __device__ explicit operator bool() const { return x || y; }
    __host__ __device__ operator long() const { return (long)x * 1000 + y; }
};
__host__ __device__ void run()
{
    V a{1, 9}, z{0, 0};
    long arr[3] = {7, 8, 9};
    printf("%ld %ld %ld\n", a + 1L, a * 2, a - z);
    printf("%ld %ld %ld\n", a >> 1, a & 0xff, -a);
    printf("%ld\n", arr[z]);
    printf("%d %d %d %d\n", a ? 1 : 0, z ? 1 : 0, !a, !z);
    printf("%d %d\n", a && z, a || z);
    if (a)
        printf("a\n");
    if (!z)
        printf("!z\n");
}
__global__ void kernel() { run(); }
int main()
{
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    printf("--\n");
    run();
    return 0;
}
