// Value template parameters of enumeration type (C++17 [temp.param] 4): cuda::thread_scope
// (libcu++'s scopes, built into cudarepl with their values: system 0, device 1, block 2, thread
// 10), a plain enum, a scoped one and one in a namespace, with defaults, in device and host
// code; cuda::thread_scope and cuda::memory_order name the types of variables too.
#include <cstdio>
#include <cuda/atomic>

template <cuda::thread_scope S> struct Sync {
    __host__ __device__ int scope() const { return (int)S; }
    __host__ __device__ bool block() const { return S == cuda::thread_scope_block; }
};
enum Color { red, green, blue };
namespace ns {
enum class Mode : short { fast = 3, exact = 4 };
}
template <Color C> struct Paint {
    __host__ __device__ int g() const { return C == green ? 10 : 20; }
};
template <ns::Mode M = ns::Mode::exact> struct Run {
    __host__ __device__ int g() const { return (int)M; }
};
template <ns::Mode M> __host__ __device__ int twice() { return (int)M * 2; }

__global__ void kernel()
{
    Sync<cuda::thread_scope_block> b;
    Sync<cuda::thread_scope_device> d;
    cuda::thread_scope s = cuda::thread_scope_thread;
    cuda::memory_order o = cuda::memory_order_acquire;
    Paint<green> pg;
    Paint<blue> pb;
    Run<ns::Mode::fast> rf;
    Run<> re;
    printf("device: %d %d %d %d %d %d\n", b.scope(), (int)b.block(), d.scope(), (int)d.block(), (int)s, (int)o);
    printf("device: %d %d %d %d %d\n", pg.g(), pb.g(), rf.g(), re.g(), twice<ns::Mode::exact>());
}

int main()
{
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    Sync<cuda::thread_scope_system> sys;
    Paint<red> pr;
    Run<> re;
    printf("host: %d %d %d %d %d\n", sys.scope(), (int)sys.block(), pr.g(), re.g(), twice<ns::Mode::fast>());
    return 0;
}
