// new T[n]{...} in device code (the device heap, CUDA C++ Programming Guide §5.3.7.4): listed
// elements copy-initialised, the rest value-initialised; new T[n]() value-initialises. The
// function runs in a kernel; the expected output is g++'s run of the same function on the host.
// reference: g++
#include <cstdio>

struct Scaled {
    int a;
    __host__ __device__ Scaled() : a(-1) {}
    __host__ __device__ Scaled(int x) : a(x * 2) {}
};
struct Pair { int x, y; };

__host__ __device__ void show()
{
    Scaled *s = new Scaled[4]{4, {5}, Scaled(6)};
    Pair *p = new Pair[3]{{1, 2}, {3}};
    int *z = new int[4]();
    int *l = new int[5]{7, 8};
    printf("%d %d %d %d\n", s[0].a, s[1].a, s[2].a, s[3].a);
    printf("%d %d %d %d %d %d\n", p[0].x, p[0].y, p[1].x, p[1].y, p[2].x, p[2].y);
    printf("%d %d %d %d | %d %d %d %d %d\n", z[0], z[1], z[2], z[3], l[0], l[1], l[2], l[3], l[4]);
    delete[] s;
    delete[] p;
    delete[] z;
    delete[] l;
}

__global__ void kernel() { show(); }

int main()
{
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
