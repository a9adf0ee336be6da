/* Value-initialisation in device code (C++17 [dcl.init]): T(), T{}, new T() and m() zero a
 * class whose default constructor is not user-provided, before its default member
 * initialisers; a user-provided one leaves the other members as they were. Shared memory
 * filled with 0x55 first shows which bytes were zeroed. */
#include <cstdio>
#include <new>

struct Q { int a; int b = 7; float c; };
struct R { Q q; int z; R() = default; };
struct U { int u; int v = 2; __device__ U() {} };
struct X { Q q; int n; __device__ X() : q(), n(3) {} };

__global__ void kernel(int *out)
{
    __shared__ int raw[16];
    int k = 0;
    for (int i = 0; i < 16; i++) raw[i] = 0x55555555;
    Q *q = new (raw) Q();
    out[k++] = q->a; out[k++] = q->b; out[k++] = __float_as_int(q->c);
    for (int i = 0; i < 16; i++) raw[i] = 0x55555555;
    R *r = new (raw) R{};
    out[k++] = r->q.a; out[k++] = r->q.b; out[k++] = r->z;
    for (int i = 0; i < 16; i++) raw[i] = 0x55555555;
    U *u = new (raw) U();
    out[k++] = u->u; out[k++] = u->v;
    for (int i = 0; i < 16; i++) raw[i] = 0x55555555;
    X *x = new (raw) X;
    out[k++] = x->q.a; out[k++] = x->q.b; out[k++] = x->n;
    Q *h = new Q();
    out[k++] = h->a; out[k++] = h->b;
    delete h;
    Q t = Q();
    out[k++] = t.a + t.b;
}

int main()
{
    int *d, h[14];
    cudaMalloc(&d, sizeof h);
    kernel<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 14; i++)
        printf("%d%c", h[i], i == 13 ? '\n' : ' ');
    return 0;
}
