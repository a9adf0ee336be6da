// seed 002 §5.3.11.4 (constexpr variables): device code uses a constexpr variable's value
// directly when it is a scalar (an integer, float, double, bool, an enumerator) or an object of a
// class type with constant members; a constexpr array's elements only inside a constexpr
// __device__ function whose call is a constant expression (get_value(2)). The guide's example,
// its CORRECT lines printed from a kernel; its ERROR lines are in
// 5.3.11.4-constexpr-variables-errors.cu. Then the shapes course code uses: a constexpr
// parameter block (`constexpr Params p = Params{...}`), a float table reached through a
// constexpr function, a constexpr double from other constants.
#include <cstdio>

constexpr int ConstexprVar = 4; // scalar type

struct MyStruct {
    static constexpr int ConstexprVar = 100;
};

constexpr MyStruct my_struct = MyStruct{}; // class type

constexpr int array[] = {1, 2, 3};

__device__ constexpr int get_value(int idx) {
    return array[idx];                      // CORRECT
}

struct Params { int n; float scale; bool on; };
constexpr Params params = Params{6, 0.5f, true};
constexpr Params half{2, 0.25f, false};
enum class Mode { Fast = 3, Exact = 7 };
constexpr Mode mode = Mode::Exact;
constexpr bool kVerbose = true;
constexpr double kPi = 3.14159265358979323846;
constexpr double kTau = 2 * kPi;
constexpr int kWeights[] = {1, 4, 6, 4, 1};
__host__ __device__ constexpr int weight_sum(int i) { return i < 0 ? 0 : kWeights[i] + weight_sum(i - 1); }
static_assert(weight_sum(4) == 16, "the weights sum to 16");

__global__ void foo(int *out, double *dout) {
    int        v1 = ConstexprVar;           // CORRECT
    int        v2 = MyStruct::ConstexprVar; // CORRECT
    int        v5 = get_value(2);           // CORRECT, 'get_value(2)' is a constant expression.
    MyStruct   v8 = my_struct;              // CORRECT
    (void)v8;
    out[0] = v1;
    out[1] = v2;
    out[2] = v5;
    out[3] = params.n * 10 + (int)(params.scale * 4) + params.on;
    Params p = half;
    out[4] = p.n * 10 + (int)(p.scale * 4) + p.on;
    out[5] = (int)mode + kVerbose;
    out[6] = weight_sum(4);
    dout[0] = kTau;
    dout[1] = params.scale * kPi;
}

int main() {
    int *out;
    double *dout;
    cudaMallocManaged(&out, 7 * sizeof(int));
    cudaMallocManaged(&dout, 2 * sizeof(double));
    foo<<<1, 1>>>(out, dout);
    cudaDeviceSynchronize();
    for (int i = 0; i < 7; i++)
        printf("out[%d] = %d\n", i, out[i]);
    printf("dout = %.17g %.17g\n", dout[0], dout[1]);
    // the host reads the same constants
    printf("host: %d %d %d %.17g\n", params.n, half.n, weight_sum(4), kTau);
    return 0;
}
