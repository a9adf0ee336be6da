// Two headers each with a namespace `detail` holding its own struct Helper and constant tag
// (liba::detail and libb::detail): namespaces of one name nested in different namespaces are
// different namespaces (C++17 [basic.namespace], [namespace.def]), so the two Helpers are two
// classes, found by their full names (C++17 [namespace.qual]) and, as detail::Helper, inside
// their own library (C++17 [basic.lookup.qual]); __host__ __device__ code sees the same (the
// device line must equal the host's, which g++ printed).
// reference: g++
#include <cstdio>
#include "namespace-detail-a.h"
#include "namespace-detail-b.h"

__host__ __device__ void show(const char *where)
{
    liba::detail::Helper a;
    libb::detail::Helper b;
    printf("%s: %d %g %d %g %d %d %d %d\n", where, liba::run(3), libb::run(8), a.scale(5),
           b.scale(2), (int)sizeof a, (int)sizeof b, liba::detail::tag, libb::detail::tag);
}

__global__ void kernel() { show("device"); }

int main()
{
    show("host");
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
