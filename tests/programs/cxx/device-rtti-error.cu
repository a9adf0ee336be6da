// Device code has no run-time type information: typeid and dynamic_cast there are errors
// (CUDA C++ Programming Guide §5.3.10.1, Unsupported Features).
#include <cstdio>
#include <typeinfo>
struct V { virtual void f() {} };
struct W : V {};
__global__ void k(V *v) { W *w = dynamic_cast<W *>(v); printf("%p %s\n", w, typeid(*v).name()); }
int main() { k<<<1, 1>>>(0); return 0; }
