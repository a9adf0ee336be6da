// A __shared__ array of a class with __align__(8) (CUDA C++ Programming Guide §5.3.10.6,
// Classes; §7.21.2, __align__ in the samples' placement-new idiom) is still an array of that
// class: it converts to a pointer to it in a constructor call and a function call, and
// placement new builds an object in a byte buffer with it.
#include <cstdio>
#include <new>

struct Complex {
    int a, b;
    float c, d;
};

template <class T> struct Vector {
    T *data;
    int top;
    __device__ Vector(int n) : data(0), top(n) {}
    __device__ Vector(int n, T *buffer) : data(buffer), top(n) {}
};

__device__ int first_a(const Complex *p) { return p[0].a; }

__global__ void kernel()
{
    __shared__ unsigned char __align__(8) buffer[sizeof(Vector<Complex>)];
    __shared__ Complex __align__(8) items[32];
    __shared__ Vector<Complex> *v;
    items[threadIdx.x].a = (int)threadIdx.x * 3;
    __syncthreads();
    if (threadIdx.x == 0) {
        v = new (buffer) Vector<Complex>(32, items);
        Vector<Complex> w(16, items);
        printf("%d %d %d %d\n", v->top, v->data == items, w.data == items, first_a(items + 5));
    }
    __syncthreads();
    if (threadIdx.x == 31)
        printf("%d %d\n", v->data[31].a, (int)sizeof items);
}

int main()
{
    kernel<<<1, 32>>>();
    cudaDeviceSynchronize();
    return 0;
}
