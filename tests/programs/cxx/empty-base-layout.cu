// The empty base optimisation (C++17 [intro.object] p7-8, [class] p4): a base class with no
// data members takes no room in a derived object (sizeof shows it), unless another subobject
// of its type would share its address; an empty class alone is one byte. Layouts of CRTP
// bases, tag types and policy classes, host and device; the device line must equal the host's,
// which g++ printed.
// reference: g++
#include <cstdio>
#include <cstddef>

struct Empty {};
struct Tag {};
struct AlsoEmpty : Empty {};
template <class D> struct Crtp { __host__ __device__ int twice() const { return 2 * static_cast<const D *>(this)->v; } };

struct One : Empty { int v; };
struct Two : Empty, Tag { int v; };
struct Deep : AlsoEmpty { char c; };
struct UsesCrtp : Crtp<UsesCrtp> { int v; double d; };
struct Clash : Empty { Empty e; int v; };      /* the member e would share its address */
struct Holder { Empty e; int v; };
struct Poly : Empty { virtual ~Poly() {} int v; };
struct Counted : Empty { int a[3]; short s; };

__host__ __device__ void show(const char *where)
{
    UsesCrtp u;
    u.v = 21;
    u.d = 0.5;
    One o;
    o.v = 7;
    Empty *pe = &o;
    printf("%s: %d %d %d %d %d %d %d %d %d %d %d | %d %d %d\n", where, (int)sizeof(Empty),
           (int)sizeof(AlsoEmpty), (int)sizeof(One), (int)sizeof(Two), (int)sizeof(Deep), (int)sizeof(UsesCrtp),
           (int)sizeof(Clash), (int)sizeof(Holder), (int)sizeof(Poly), (int)sizeof(Counted), (int)offsetof(UsesCrtp, d),
           u.twice(), (int)((char *)pe - (char *)&o), o.v);
}

__global__ void kernel() { show("device"); }

int main()
{
    show("host");
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
