// A class's own operator new and operator delete (static members, inherited by derived
// classes), as the "Managed" base class of unified-memory code uses them: new D takes its
// storage from cudaMallocManaged, so a kernel reaches the object through the pointer.
#include <cstdio>
#include <cstdlib>

class Managed {
  public:
    void *operator new(size_t len)
    {
        void *p;
        cudaMallocManaged(&p, len);
        cudaDeviceSynchronize();
        printf("operator new(%zu)\n", len);
        return p;
    }
    void operator delete(void *p)
    {
        cudaDeviceSynchronize();
        printf("operator delete\n");
        cudaFree(p);
    }
};

struct Elem : public Managed {
    int value;
    double scale;
    ~Elem() { printf("~Elem %d\n", value); }
};

struct Pool {
    static int live;
    int id;
    static void *operator new[](size_t n) { printf("operator new[](%zu)\n", n); live++; return malloc(n); }
    static void operator delete[](void *p) { printf("operator delete[]\n"); live--; free(p); }
    static void *operator new(size_t n, int tag) { printf("tagged new %d\n", tag); return malloc(n); }
    static void operator delete(void *p, size_t n) { printf("sized delete %zu\n", n); free(p); }
};
int Pool::live = 0;

__global__ void bump(Elem *e)
{
    e->value += 1;
    e->scale *= 2;
}

int main()
{
    Elem *e = new Elem;
    e->value = 41;
    e->scale = 1.5;
    bump<<<1, 1>>>(e);
    cudaError_t err = cudaDeviceSynchronize();
    printf("%s: value %d scale %g\n", cudaGetErrorString(err), e->value, e->scale);
    delete e;
    Pool *a = new Pool[3];
    printf("live %d\n", Pool::live);
    delete[] a;
    Pool *b = new (7) Pool;
    b->id = 1;
    delete b;
    printf("live %d\n", Pool::live);
    return 0;
}
