// new T[n]{...} of a class without a default constructor, where the list gives all n
// elements (C++17 [expr.new] p19: none is value-initialised), in device code as in host code.
#include <cstdio>
struct Obj {
    int v;
    __host__ __device__ Obj(int x) : v(x) { printf("Obj%d\n", v); }
    __host__ __device__ ~Obj() { printf("~Obj%d\n", v); }
};
__host__ __device__ void run()
{
    Obj *a = new Obj[3]{Obj(1), 2, {3}};
    printf("%d %d %d\n", a[0].v, a[1].v, a[2].v);
    delete[] a;
}
__global__ void kernel() { run(); }
int main()
{
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    printf("--\n");
    run();
    return 0;
}
