// The CUDA C++ Programming Guide's ill-formed class examples, each diagnosed on the line the
// guide marks ERROR, in nvcc's words (§5.3.10.6.2, Data Members: only static data members
// evaluated at compile time — nvcc warns of a host member read in device code, cudarepl, which
// cannot run it, stops; a memory space specifier on a data member is a warning, as nvcc's, and
// on a static data member an error, as nvcc's (an H200 machine's nvcc 13);
// §5.3.10.6.3, Function Members: a __global__ function can be a friend only by declaration, and
// cannot be a member).
#include <cstdio>

struct MyStruct {
    static inline constexpr int value1 = 10; // C++17
    static constexpr int value2 = 10;        // C++11
    static const int value3 = 10;
    static int value4;                       // allowed in the class, but not in device code
    __device__ int value5;                   // a warning: __device__ does not apply here
    static __device__ int value6;            // ERROR (nvcc: "memory qualifier on data member is not allowed")
};

struct Friends {
    friend __global__ void f();       // CORRECT, friend declaration only
    friend __global__ void g() {}     // ERROR, friend definition
    __global__ void h();              // ERROR, a __global__ member function
};

__global__ void kernel(int *out)
{
    out[0] = MyStruct::value1 + MyStruct::value2 + MyStruct::value3;
    out[1] = MyStruct::value4;        // ERROR, not a compile-time constant (nvcc: a warning)
}

int main()
{
    return 0;
}
