// Partial ordering of function templates whose parameters are references (C++17
// [temp.deduct.partial] p9), in device code as in host code: f(T &) is more specialised than
// f(T &&) for an lvalue, f(const T &) than f(T &) for a const lvalue.
#include <cstdio>
template <class T> __host__ __device__ const char *cat(T &) { return "T&"; }
template <class T> __host__ __device__ const char *cat(T &&) { return "T&&"; }
template <class T> __host__ __device__ const char *cv(T &) { return "T&"; }
template <class T> __host__ __device__ const char *cv(const T &) { return "const T&"; }
template <class T, class U> __host__ __device__ const char *two(T &, U &&) { return "T&, U&&"; }
template <class T, class U> __host__ __device__ const char *two(T &&, U &&) { return "T&&, U&&"; }
__host__ __device__ void run()
{
    int k = 1;
    const int c = 2;
    printf("%s %s %s\n", cat(k), cat(c), cat(3));
    printf("%s %s\n", cv(k), cv(c));
    printf("%s %s\n", two(k, k), two(4, k));
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
