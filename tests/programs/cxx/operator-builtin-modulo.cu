// The built-in operator % takes integral operands only (C++17 [expr.mul] p2, [over.built]
// p13: candidates `LR operator%(L, R)` for promoted integral L and R), so a class whose only
// conversion is to float gives no built-in candidate for `f % 2`: the class's own operator%
// (2 converted through the constructor) is the one match, where `f + 2` would be ambiguous
// with the built-in + on float (cxx/operator-builtin-ambiguous.cu); so in device code. nvcc
// 13.0 builds it; the output is what its build printed.
#include <cstdio>

struct Fixed {
    int raw; // value * 16
    __host__ __device__ Fixed(int v) : raw(v * 16) {}
    __host__ __device__ operator float() const { return raw / 16.0f; }
};

__host__ __device__ Fixed operator%(Fixed a, Fixed b)
{
    Fixed r(0);
    r.raw = a.raw % b.raw;
    return r;
}

// (the device pass resolves it alike; built, not launched: the reference has no GPU)
__global__ void kernel(float *out)
{
    Fixed f(7);
    out[0] = (float)(f % 3);
}

int main()
{
    Fixed f(7);
    Fixed m = f % 2;
    printf("7 %% 2 = %g\n", (float)m);
    printf("7 %% 4 = %g\n", (float)(f % Fixed(4)));
    printf("as float: %g\n", f + 0.5f);
    return 0;
}
