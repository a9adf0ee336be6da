// Designated lists of namespace-scope variables whose class has default member initialisers:
// the members a list leaves out take their defaults (or zero), nested and in arrays, in host
// variables and in __device__ and __constant__ ones (read by a kernel).
#include <cstdio>

struct S {
    int a = 1;
    int b = 2;
    int c;
};
struct N {
    S s;
    int z = 9;
    S t[2];
};
struct F {
    float x = 0.5f;
    double y = -1.25;
    char tag = 'q';
    long n;
};

S g = {.b = 5};
S g2 = {.c = 7};
S g3 = {};
N n = {.s = {.c = 3}, .t = {{.a = 4}, {}}};
S arr[3] = {{.b = 8}, {.a = 6, .c = 1}};
F f = {.n = 40};
__device__ S dg = {.b = 5};
__constant__ N cn = {.s = {.c = 3}, .z = 4};
__device__ S darr[2] = {{.c = 2}, {.a = 7}};
__device__ F df = {.tag = 'z'};

static void show(const char *w, const S &s) { printf("%s %d %d %d\n", w, s.a, s.b, s.c); }

__global__ void k()
{
    printf("dg %d %d %d\n", dg.a, dg.b, dg.c);
    printf("cn %d %d %d %d %d %d %d\n", cn.s.a, cn.s.b, cn.s.c, cn.z, cn.t[0].a, cn.t[1].b, cn.t[1].c);
    printf("darr %d %d %d / %d %d %d\n", darr[0].a, darr[0].b, darr[0].c, darr[1].a, darr[1].b,
           darr[1].c);
    printf("df %.2f %.2f %c %ld\n", df.x, df.y, df.tag, df.n);
}

int main()
{
    show("g", g);
    show("g2", g2);
    show("g3", g3);
    show("n.s", n.s);
    printf("n.z %d\n", n.z);
    show("n.t0", n.t[0]);
    show("n.t1", n.t[1]);
    for (int i = 0; i < 3; i++)
        show("arr", arr[i]);
    printf("f %.2f %.2f %c %ld\n", f.x, f.y, f.tag, f.n);
    k<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
