// Device code: a virtual call made while a constructor or destructor runs reaches the function
// of that constructor's or destructor's own class, not a derived class's override (C++17
// [class.cdtor] p4): for a D made in a kernel, B() and ~B see B, D() and ~D see D. The output is
// what an H100 printed.
#include <cstdio>

struct B {
    __device__ B() { printf("B() sees %c\n", name()); }
    __device__ virtual char name() const { return 'B'; }
    __device__ virtual ~B() { printf("~B sees %c\n", name()); }
};

struct D : B {
    __device__ D() { printf("D() sees %c\n", name()); }
    __device__ char name() const override { return 'D'; }
    __device__ ~D() override { printf("~D sees %c\n", name()); }
};

__global__ void kernel()
{
    D d;
    printf("d is %c\n", d.name());
}

int main()
{
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
