// (H200) In device code, a class with a copy constructor and a destructor passed by value: the
// caller copies it, the callee works on that copy, and the caller destroys it at the end of the
// full expression (what the callee did to it shows in the destructor's output); a function's
// result passed on is destroyed too.
#include <cstdio>
struct T {
  int v;
  __device__ T(int x) : v(x) { printf("ctor %d\n", v); }
  __device__ T(const T &o) : v(o.v + 10) { printf("copy %d\n", v); }
  __device__ ~T() { printf("dtor %d\n", v); }
};
__device__ T make(int x) { return T(x); }
__device__ int take(T t) { printf("in take %d\n", t.v); t.v += 1000; return t.v; }
__global__ void k() {
  T a(1);
  printf("r=%d\n", take(a));
  printf("r=%d\n", take(T(2)));
  printf("r=%d\n", take(make(3)));
  printf("end\n");
}
int main() { k<<<1,1>>>(); cudaDeviceSynchronize(); }
