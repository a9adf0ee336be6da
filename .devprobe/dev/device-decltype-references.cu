// decltype's reference types (C++17 [dcl.type.simple] p4) and direct-initialised references
// and pointers, in device code as in host code: decltype(r) of a reference variable, decltype((x))
// and decltype(*p) are lvalue references, decltype(std::move(x)) an rvalue reference;
// decltype(auto) x = (y) binds a reference; T &r(x), T &r{x}, T *p(&x) and R r(x) of a
// reference type R initialise as '= x' does.
#include <cstdio>
#include <type_traits>
#include <utility>
struct S { int m; int &rm; };
__host__ __device__ void run()
{
    int x = 5, y = 6;
    int &r = x;
    int *p = &y;
    S s{1, x};
    decltype(r) r2 = x;
    r2 = 10;
    decltype((y)) r3 = y;
    r3 = 11;
    decltype(*p) r4 = *p;
    r4++;
    printf("%d %d\n", x, y);
    decltype(auto) d1 = (x);
    d1 = 20;
    decltype(auto) d2 = r;
    d2++;
    decltype(auto) d3 = x; /* a copy */
    d3 = 99;
    printf("%d %d\n", x, d3);
    printf("%d %d %d %d\n", (int)std::is_same<decltype(x), int>::value,
           (int)std::is_same<decltype((x)), int &>::value,
           (int)std::is_same<decltype(std::move(x)), int &&>::value,
           (int)std::is_same<decltype(x + 1), int>::value);
    printf("%d %d %d %d\n", (int)std::is_same<decltype(s.m), int>::value,
           (int)std::is_same<decltype((s.m)), int &>::value,
           (int)std::is_same<decltype(s.rm), int &>::value,
           (int)std::is_same<decltype(p[0]), int &>::value);
    int &a(x);
    a = 30;
    int &b{y};
    b = 31;
    const int &c(x + y); /* a temporary, kept while c lives */
    int *q(&x);
    *q += 1;
    const int *cq{&y};
    using R = int &;
    R e(y);
    e += 100;
    printf("%d %d %d %d %d\n", x, y, c, *cq, &e == &y);
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
