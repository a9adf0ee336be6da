// __int128 in device code beyond single operators: compound assignment, increments, device
// functions taking and returning it, arrays of it in global memory, conditions and the usual
// arithmetic conversions with double and int (CUDA C++ Programming Guide, 5.3 C++ Language
// Support); the expected output is an H200's (nvcc -arch=sm_90).
#include <cstdio>

__device__ void show(const char *what, unsigned __int128 v)
{
    printf("%s %016llx%016llx\n", what, (unsigned long long)(v >> 64), (unsigned long long)v);
}

__device__ __int128 fact(int n)
{
    __int128 r = 1;
    for (int i = 2; i <= n; i++)
        r *= i;
    return r;
}

__device__ unsigned __int128 mix(unsigned __int128 a, unsigned __int128 b)
{
    a ^= b << 17;
    a += ~b;
    a >>= 3;
    return a * 0x9e3779b97f4a7c15ull;
}

__global__ void k(unsigned __int128 *g, int n)
{
    int t = threadIdx.x;
    unsigned __int128 v = (unsigned __int128)(t + 1) << (t * 20);
    g[t] = v;
    __syncthreads();
    if (t == 0) {
        unsigned __int128 s = 0;
        for (int i = 0; i < n; i++)
            s += g[i];
        show("sum", s);
        __int128 f = fact(30);
        show("30!", (unsigned __int128)f);
        show("30!/29!", (unsigned __int128)(f / fact(29)));
        unsigned __int128 m = mix(s, (unsigned __int128)f);
        show("mix", m);
        __int128 c = -7;
        c++;
        ++c;
        c -= 10;
        c <<= 70;
        show("c", (unsigned __int128)c);
        printf("c < 0: %d, c ? %d, !c %d, (c > f) %d\n", c < 0, c ? 1 : 0, !c, c > f);
        double d = c + 0.5;
        float fl = (float)f;
        printf("d %.17g f %.9g\n", d, fl);
        int i = (int)(f >> 64);
        long long ll = (long long)f;
        printf("i %d ll %lld\n", i, ll);
        unsigned __int128 big = ~(unsigned __int128)0;
        printf("big %.17g %d\n", (double)big, big > s);
        __int128 q = (__int128)-100 / 7, r = (__int128)-100 % 7;
        printf("q %lld r %lld\n", (long long)q, (long long)r);
    }
}

int main()
{
    unsigned __int128 *g;
    cudaMalloc(&g, 8 * sizeof(unsigned __int128));
    k<<<1, 6>>>(g, 6);
    cudaDeviceSynchronize();
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
