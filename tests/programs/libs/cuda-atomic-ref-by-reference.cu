// cuda::atomic_ref handed to functions by reference and named in several places: every naming of
// cuda::atomic_ref<int, cuda::thread_scope_device> is one type (an instance of the class
// template, C++17 [temp.type]), and a reference to one reaches the object it refers to, so its
// operations (libcu++'s cuda::atomic_ref, C++20 [atomics.ref.ops]) act on the referenced int.
#include <cstdio>
#include <cuda/atomic>

typedef cuda::atomic_ref<int, cuda::thread_scope_device> dev_ref;

__device__ void put(cuda::atomic_ref<int, cuda::thread_scope_device> &a, int v) { a.store(v); }

__device__ int peek(const cuda::atomic_ref<int, cuda::thread_scope_device> &a) { return a.load(); }

template <class A> __device__ int bump(A &a, int v) { return a.fetch_add(v); }

__global__ void k(int *x, int *seen)
{
    cuda::atomic_ref<int, cuda::thread_scope_device> count(x[0]);
    bump(count, 1); // each of the 64 threads once
    if (threadIdx.x == 0) {
        dev_ref r(x[1]);
        put(r, 7);
        dev_ref &alias = r;
        alias.fetch_add(2);
        seen[0] = peek(alias);
        seen[1] = bump(r, 10);
        cuda::atomic_ref<int, cuda::thread_scope_device> copy = r; // the same type: a copy
        seen[2] = copy.exchange(100);
    }
}

int main()
{
    int *x, *seen;
    cudaMallocManaged(&x, 2 * sizeof(int));
    cudaMallocManaged(&seen, 3 * sizeof(int));
    x[0] = x[1] = 0;
    k<<<1, 64>>>(x, seen);
    cudaDeviceSynchronize();
    printf("count %d, x[1] %d\n", x[0], x[1]);
    printf("seen %d %d %d\n", seen[0], seen[1], seen[2]);
    return 0;
}
