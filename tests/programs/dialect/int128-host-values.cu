// __int128 values made, converted and passed by host code and computed with by a kernel (the
// host's side of device/int128.cu): a signed value is sign-extended on its way in, and the
// low 64 bits come back on the way out.
#include <cstdio>

struct Pair {
    unsigned __int128 v;
    int k;
};

__global__ void square(unsigned __int128 *o, __int128 a, Pair p)
{
    o[0] = (unsigned __int128)(a * a);
    o[1] = p.v * 2 + p.k;
}

int main()
{
    unsigned __int128 *o, r[2];
    cudaMalloc(&o, sizeof r);
    __int128 a = -3;
    Pair p;
    p.v = 0xffffffffffffffffull;
    p.k = 3;
    square<<<1, 1>>>(o, a, p);
    cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
    unsigned long long *w = (unsigned long long *)r;
    printf("sizeof %d %d, a back %lld\n", (int)sizeof(__int128), (int)sizeof(Pair), (long long)a);
    printf("a*a %llx %llx\n", w[1], w[0]);
    printf("2v+k %llx %llx\n", w[3], w[2]);
    return 0;
}
