// Multiple inheritance: the member functions of a base class after the first are found through
// the derived class, called on their subobject (from outside and, unqualified, from a member
// function of the derived class), in host and device code (C++17 [class.mi], [class.member.lookup]);
// a pointer or reference to the derived class converts to one to that base, pointing at its
// subobject (a null pointer stays null) ([conv.ptr]).
#include <cstdio>
struct Named { const char *name; __host__ __device__ const char *get_name() const { return name; } };
struct Counted { int n = 0; __host__ __device__ int bump() { return ++n; } __host__ __device__ int count() const { return n; } };
struct Widget : Named, Counted {
    int w;
    __host__ __device__ int twice() { bump(); return bump() + count(); }
};
__host__ __device__ int through_ref(const Counted &c) { return c.count(); }
__host__ __device__ int through_ptr(const Counted *c) { return c ? c->count() : -1; }
__global__ void k(int *out) { Widget x; x.name = "dev"; x.w = 3; out[0] = x.twice(); out[1] = x.count(); out[2] = x.get_name()[0]; }
int main()
{
    Widget w;
    w.name = "widget";
    w.w = 5;
    int a = w.twice();
    printf("%s %d %d %zu\n", w.get_name(), a, w.count(), sizeof(Widget));
    Widget *none = nullptr;
    Counted *c = &w;
    Counted &r = w;
    printf("%d %d %d %d %d\n", through_ref(w), through_ptr(&w), through_ptr(none), c->count(),
           (int)((char *)&r - (char *)&w));
    int *d, h[3];
    cudaMalloc(&d, sizeof h);
    k<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %c\n", h[0], h[1], h[2]);
}
