// delete-later-base.cu in device code (the device heap): delete through a pointer to a later
// base releases the whole object's memory (what new returned), after the dynamic type's
// destructor.
#include <cstdio>

__device__ bool loud = true;

struct A {
    int a = 1;
    __device__ virtual ~A() { if (loud) printf("~A\n"); }
};
struct B {
    int b = 2;
    __device__ virtual ~B() { if (loud) printf("~B %d\n", b); }
    __device__ virtual int get() const { return b; }
};
struct D : A, B {
    int d = 3;
    __device__ ~D() override { if (loud) printf("~D %d\n", d); }
    __device__ int get() const override { return d * 10; }
};
struct C {
    long c[3] = {4, 5, 6};
    __device__ virtual ~C() { if (loud) printf("~C %ld\n", c[2]); }
};
struct E : C, D {
    int e = 7;
    __device__ ~E() override { if (loud) printf("~E %d\n", e); }
};

__global__ void kernel()
{
    B *p = new D;
    printf("%d\n", p->get());
    delete p;
    A *q = new D;
    delete q;
    B *r = new B;
    delete r;
    B *s = new E;
    printf("%d\n", s->get());
    delete s;
    D *t = new E;
    delete t;
    C *u = new E;
    delete u;
    B *n = nullptr;
    delete n;
    loud = false; /* (many objects, made and deleted in turn) */
    for (int i = 0; i < 1000; i++) {
        B *x = i % 2 ? (B *)new D : (B *)new E;
        x->b = i;
        if (x->get() != 30)
            printf("wrong\n");
        delete x;
        if (i == 998)
            printf("done\n");
    }
}

int main()
{
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
