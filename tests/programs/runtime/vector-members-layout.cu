// A class of the program with vector-type members after a float3 (NVIDIA's lineOfSight sample
// has one): float2 is aligned to 8 bytes and float4 and double2 to 16 (CUDA C++ Programming
// Guide, "Built-in Vector Types", the alignment table), in host code as in device code, so the
// host's layout is the kernel's and a kernel given the object by value reads every member.
#include <stddef.h>
#include <stdio.h>

struct Ray {
    float3 origin;
    float2 dir;
    int length;
    float oneOverLength;
};
struct Mixed {
    char tag;
    float4 v;
    int3 i;
    double2 d;
};

__global__ void read(Ray r, Mixed m, float *out)
{
    out[0] = r.origin.z + r.dir.x + r.dir.y + r.length + r.oneOverLength;
    out[1] = m.tag + m.v.w + m.i.z + (float)m.d.y;
    out[2] = sizeof(Ray);
    out[3] = offsetof(Ray, dir);
    out[4] = sizeof(Mixed);
    out[5] = offsetof(Mixed, d);
}

int main()
{
    printf("host: Ray %zu bytes, dir at %zu, length at %zu\n", sizeof(Ray), offsetof(Ray, dir),
           offsetof(Ray, length));
    printf("host: Mixed %zu bytes, v at %zu, i at %zu, d at %zu\n", sizeof(Mixed),
           offsetof(Mixed, v), offsetof(Mixed, i), offsetof(Mixed, d));
    Ray r = {make_float3(1, 2, 3), make_float2(4, 5), 6, 0.5f};
    Mixed m = {7, make_float4(1, 2, 3, 8), make_int3(1, 2, 9), make_double2(1, 10)};
    float *out;
    cudaMallocManaged(&out, 6 * sizeof(float));
    read<<<1, 1>>>(r, m, out);
    cudaDeviceSynchronize();
    printf("device: %g %g, Ray %g bytes, dir at %g, Mixed %g bytes, d at %g\n", out[0], out[1],
           out[2], out[3], out[4], out[5]);
    cudaFree(out);
    return 0;
}
