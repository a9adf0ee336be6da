// The CUDA C++ Programming Guide's class examples that are well-formed (§5.3.10.6.2, Data
// Members: static data members evaluated at compile time; §5.3.10.6.4, Implicitly-declared and
// non-virtual explicitly-defaulted functions: Derived's implicit constructor runs Base's
// __host__ __device__ one in device code).
#include <cstdio>

struct MyStruct {
    static inline constexpr int value1 = 10; // C++17
    static constexpr int value2 = 20;        // C++11
    static const int value3 = 30;
};

class Base {
    int x;
public:
    __host__ __device__ Base() : x(10) {}
    __host__ __device__ int get() const { return x; }
};

class Derived : public Base {
    int y;
};

class Other : public Base {
    int z;
};

__device__ void foo(int *out)
{
    Derived D1;
    Other D2;
    out[0] = D1.get();
    out[1] = D2.get();
}

__global__ void kernel(int *out)
{
    foo(out);
    out[2] = MyStruct::value1 + MyStruct::value2 + MyStruct::value3;
    printf("D1.get()=%d D2.get()=%d sum=%d sizeof(Derived)=%d\n", out[0], out[1], out[2],
           (int)sizeof(Derived));
}

int main()
{
    int *out;
    cudaMallocManaged(&out, 3 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("host sees %d %d %d\n", out[0], out[1], out[2]);
    cudaFree(out);
    return 0;
}
