// __device__, __constant__ and __managed__ variables of an aggregate whose members have default
// initialisers, declared without an initialiser: the implicit default constructor is constexpr
// (its initialisers are constants), so this is constant initialisation, which the CUDA C++
// Programming Guide §5.3.10.6.1 ("Class-type Variables") allows; nvcc 13 accepts it, and each
// member starts at its default (nested aggregates and arrays of them too).
#include <cstdio>

struct inner {
    float scale = 0.5f;
    int id = 7;
};

struct params {
    int steps = 10;
    double dt = 0.25;
    inner in; // its members' own defaults
    // (a member without an initialiser would make the constructor no constant expression:
    // nvcc 13 then refuses these variables, "dynamic initialization is not supported")
};

__device__ params p;
__constant__ params cp;
__managed__ params mp;
__device__ params ps[2];

__global__ void show()
{
    printf("%d %g %g %d\n", p.steps, p.dt, p.in.scale, p.in.id);
    printf("%d %g %d\n", cp.steps, cp.dt, cp.in.id);
    printf("%d %d %g\n", ps[0].steps, ps[1].in.id, ps[1].in.scale);
    mp.steps += 5;
}

int main()
{
    show<<<1, 1>>>();
    cudaDeviceSynchronize();
    printf("managed: %d %g\n", mp.steps, mp.dt);
    params h;
    cudaMemcpyFromSymbol(&h, p, sizeof h);
    printf("host copy: %d %g %d\n", h.steps, h.in.scale, h.in.id);
    return 0;
}
