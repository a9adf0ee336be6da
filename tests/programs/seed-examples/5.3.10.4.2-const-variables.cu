// seed 002 §5.3.10.4.2 (const-qualified variables) and §5.3.11.4 (constexpr variables): a
// const variable of a builtin integral or floating type initialised with a constant expression,
// and a constexpr variable of a scalar type, are host variables whose values device code uses
// directly. The guide's declarations and its CORRECT lines, printed from a kernel; the lines it
// marks ERROR are in 5.3.10.4.2-const-variables-errors.cu.
#include <cstdio>

const            int   ConstVar          = 10;
const            float ConstFloatVar     = 5.0f;
inline constexpr float ConstexprFloatVar = 5.0f; // C++17

struct MyStruct {
    static const            int   ConstVar          = 20;
    static inline constexpr float ConstexprFloatVar = 5.0f;
    static constexpr double Half = 0.5;
};

// the shapes course code uses: a float constant with more digits than a float keeps, a double
// made from other constants, a float initialised from a double expression, constants in a
// namespace
const float sqrt_2PIf = 2.5066282747946493232942230134974f;
const double kTwoPi = 2 * 3.14159265358979323846;
const float kThird = 1.0 / 3.0;
const float kScaled = ConstFloatVar * 0.25f + ConstVar;
namespace units { constexpr double kilo = 1e3; const float milli = 1e-3f; }

__device__ float gaussian(float val, float sigma)
{
    return expf(-0.5f * val * val) / (sigma * sqrt_2PIf);
}

__global__ void foo(float *out)
{
    int array1[ConstVar];
    int array2[MyStruct::ConstVar];
    const     float var1 = ConstFloatVar;
    constexpr float var2 = ConstexprFloatVar;
    out[0] = sizeof array1 / sizeof array1[0];
    out[1] = sizeof array2 / sizeof array2[0];
    out[2] = var1;
    out[3] = var2;
    out[4] = MyStruct::ConstexprFloatVar + MyStruct::Half;
    out[5] = gaussian(0.0f, 1.0f);
    out[6] = (float)kTwoPi;
    out[7] = kThird;
    out[8] = kScaled;
    out[9] = (float)(units::kilo * units::milli);
}

int main()
{
    float *out;
    cudaMallocManaged(&out, 10 * sizeof(float));
    foo<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    for (int i = 0; i < 10; i++)
        printf("out[%d] = %.9g (0x%08x)\n", i, out[i], *(unsigned *)&out[i]);
    // the host sees the same values
    printf("host: %.9g %.17g %.9g %.9g\n", sqrt_2PIf, kTwoPi, kThird, kScaled);
    cudaFree(out);
    return 0;
}
