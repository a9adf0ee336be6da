// A member function's trailing return type after its qualifiers (C++17 [dcl.fct] p2,
// [class.mfct.non-static]): `auto f(A a) const -> decltype(a + a)`, `noexcept` before the
// arrow, and member templates of that form, as library function objects write their
// operator() (cub::Sum-style `template <class A, class B> auto operator()(const A &, const B &)
// const -> decltype(a + b)`), on the host and on the device.
#include <cstdio>

struct Add {
    template <class A, class B>
    __host__ __device__ auto operator()(const A &a, const B &b) const -> decltype(a + b)
    {
        return a + b;
    }
};
struct Twice {
    __host__ __device__ auto of(float a) const noexcept -> decltype(a + a) { return a + a; }
    template <class A> __host__ __device__ auto of_any(A a) const noexcept(true) -> decltype(a * 2) { return a * 2; }
    int calls = 0;
    auto count() & -> int & { ++calls; return calls; }
};

template <class Op> __global__ void kernel(float *o, Op op)
{
    o[0] = op(o[1], o[2]);
    o[3] = Twice().of(o[1]);
    o[4] = (float)Twice().of_any(3);
}

int main()
{
    float *o;
    cudaMallocManaged(&o, 5 * sizeof(float));
    o[1] = 1.5f;
    o[2] = 2.25f;
    kernel<<<1, 1>>>(o, Add());
    cudaDeviceSynchronize();
    printf("device: %g %g %g\n", o[0], o[3], o[4]);
    Twice t;
    t.count();
    printf("host: %g %g %g %d %d\n", Add()(1.5f, 2), t.of(2.5f), t.of_any(1.25), t.count(),
           (int)sizeof(Add()(1, 2.0)));
    return 0;
}
