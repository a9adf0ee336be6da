/* Atomic objects of types cudarepl does not provide: a type that is not trivially copyable is
 * libcu++'s static_assert (nvcc 13 prints the same message), and a 2-byte type is cudarepl's
 * own refusal (libcu++ has one, a compare-and-swap of the 4 bytes around it, which cudarepl's
 * atomics do not model). */
#include <cstdio>
#include <cuda/atomic>

struct Counted {
    int n;
    Counted() = default;
    __host__ __device__ Counted(const Counted &o) : n(o.n + 1) {}
};

__device__ cuda::std::atomic<Counted> counted;
__device__ cuda::atomic<short, cuda::thread_scope_device> small;

int main()
{
    return 0;
}
