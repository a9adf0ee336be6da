// null-pointer-args.cu's calls in device code: NULL, 0 and nullptr passed to a pointer
// parameter that does not depend on the template's parameters (C++17 [conv.ptr] 1,
// [temp.deduct.call] 4), of a function template, a member function template and a template
// with a default template argument, in one kernel thread; the host calls the same functions.
#include <cstddef>
#include <cstdio>

struct V {
    int x;
};

template <int = 0> __host__ __device__ int first(const V *p) { return p ? p->x : -1; }

template <typename T> __host__ __device__ int second(T fallback, const V *p) { return p ? p->x : (int)fallback; }

template <typename T = int> __host__ __device__ T defaulted(const V *p, T fallback = -10) { return p ? (T)p->x : fallback; }

struct Holder {
    int base;
    template <typename T> __host__ __device__ int get(T extra, const V *p) const { return p ? p->x + base : (int)extra; }
    template <int K = 3> __host__ __device__ int pick(V *p) { return p ? p->x : K; }
};

__host__ __device__ void report(const char *where, V *v)
{
    Holder h = {100};
    printf("%s first:     %d %d %d %d\n", where, first(NULL), first(0), first(nullptr), first(v));
    printf("%s second:    %d %d %d %d\n", where, second(1, NULL), second(2, 0), second(3.5, nullptr), second('a', v));
    printf("%s defaulted: %d %d %d %d\n", where, defaulted(NULL), defaulted(0), defaulted(nullptr), defaulted(v));
    printf("%s member:    %d %d %d %d\n", where, h.get(4, NULL), h.get(5, 0), h.get(6, nullptr), h.get(8, v));
    printf("%s default K: %d %d %d %d\n", where, h.pick(NULL), h.pick(0), h.pick<9>(nullptr), h.pick(v));
}

__global__ void kernel()
{
    V v = {7};
    report("device", &v);
}

int main()
{
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    V v = {7};
    report("host  ", &v);
    return 0;
}
