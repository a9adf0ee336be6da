/* Where nvcc -O2 contracts a multiply and an add into one FMA (-fmad=true, the default; CUDA C++
   Programming Guide, "Floating-Point Standard"), one shape per kernel. The inputs are chosen so
   that a fused and an unfused result differ: a = b = c = d = 1 + 2^-13, so a*b is
   1 + 2^-12 + 2^-26 exactly and 1 + 2^-12 rounded; with m = -1, a fused a*b + m is
   0x1.004p-12 and an unfused one 0x1p-12. For a*b - c*d, fusing the left product gives 2^-26,
   the right one -2^-26, none 0. Doubles: 1 + 2^-27, fused a*b - 1 is 0x1.0000001p-26. */
#include <stdio.h>
#include <math.h>

#define IN float a = in[0], b = in[1], m = in[2], c = in[3], d = in[4], z = in[5], one = in[6], \
                 nc = in[7], flag = in[8], y = in[9]
#define K(name, ...) __global__ void name(const float *in, float *o, int n) { IN; __VA_ARGS__ }

/* one expression */
K(sum_left, o[0] = a * b + m;)
K(sum_right, o[0] = m + a * b;)
K(diff_of_products, o[0] = a * b - c * d;)
K(one_minus_product, o[0] = one - a * b;)
K(negated_product, o[0] = -(a * b) + one;)
K(fmul_rn, o[0] = __fmul_rn(a, b) + m;)
K(fadd_rn, o[0] = __fadd_rn(a * b, m);)
K(plus_assign, float x = m; x += a * b; o[0] = x;)
K(minus_assign, float x = one; x -= a * b; o[0] = x;)
K(memory_plus_assign, o[0] = m; o[0] += a * b;)
/* a product in a variable, used again */
K(stored_too, float t = a * b; o[0] = t + m; o[1] = t;)
K(add_and_sub, float t = a * b; o[0] = t + m; o[1] = t - one;)
K(sub_use_then_addend, float t = a * b, u = nc * d; o[0] = t + u; o[1] = t - one;)
K(addend_then_add, float t = a * b, u = nc * d; o[0] = u + t; o[1] = t + m;)
K(computed_twice, o[0] = a * b + m; o[1] = a * b;)
K(operand_changed, float t = a * b; a = m; o[0] = t + a;)
/* branches */
K(store_in_branch, float t = a * b; if (flag > 0) o[2] = 1; o[0] = t + m;)
K(cheap_branch, float t = a * b; float s = m; if (flag > 0) s = z + m; o[0] = t + s;)
K(moved_past_branch, float t = a * b; if (flag > 0) { y = y / c; y = y / d; } o[0] = t + m; o[1] = y;)
K(store_before_branch, float t = a * b; o[2] = 1; if (flag > 0) { y = y / c; y = y / d; } o[0] = t + m; o[1] = y;)
K(store_after_branch, float t = a * b; if (flag > 0) { y = y / c; y = y / d; } o[2] = 1; o[0] = t + m; o[1] = y;)
K(two_branches, float t = a * b; if (flag > 0) { y = y / c; y = y / d; } if (y > 0) { z = z / c; z = z / d; } o[0] = t + m + z; o[1] = y;)
K(into_branch, float t = a * b; if (flag > 0) { o[0] = t + m; o[1] = y; })
K(product_in_ternary, o[0] = (flag > 0 ? a * b : z) + m;)
K(ternary_addend, o[0] = a * b + (flag > 0 ? m : z);)
/* loops */
K(loop_body, float s = m; for (int k = 0; k < n; k++) s += a * b; o[0] = s;)
K(loop_hoisted_product, float p = a * b, s = m; for (int k = 0; k < n; k++) s += p; o[0] = s;)
K(moved_past_loop, float t = a * b; for (int k = 0; k < n; k++) y = y * c; o[0] = t + m; o[1] = y;)
/* math functions: their branches */
K(before_sinf, o[0] = a * b + (sinf(z) + m);)
K(after_sinf, o[0] = (sinf(z) + m) + a * b;)
K(before_cosf, float t = a * b; float q = cosf(z); o[0] = t - q;)
K(before_expf, float t = a * b; float q = expf(z); o[0] = t - q;)
K(before_logf, float t = a * b; float q = logf(one); o[0] = t + (q + m);)
K(before_sqrtf, float t = a * b; float q = sqrtf(one); o[0] = t - q;)

/* the same with the kernel's parameters as factors: moving the product to its add keeps no more
   values alive, and nvcc moves it past stores and branches */
#define PK(name, ...) __global__ void name(float a, float b, float m, float z, float flag, float y, \
                                           float *o) { __VA_ARGS__ }
PK(params_store_in_branch, float t = a * b; if (flag > 0) o[2] = 1; o[0] = t + m;)
PK(params_store_before_branch, float t = a * b; o[2] = 1; if (flag > 0) { y = y / a; y = y / b; } o[0] = t + m; o[1] = y;)
PK(params_before_sinf, o[0] = a * b + (sinf(z) + m);)
PK(params_stored_too, float t = a * b; o[0] = t + m; o[1] = t;)

#define DIN double a = in[0], b = in[1], m = in[2], z = in[3]; float fa = fin[0], fb = fin[1]
#define DK(name, ...) __global__ void name(const double *in, const float *fin, double *o) { DIN; __VA_ARGS__ }
DK(double_sum, o[0] = a * b + m;)
DK(double_stored_too, double t = a * b; o[0] = t + m; o[1] = t;)
DK(double_before_sin, o[0] = a * b + (sin(z) + m);)
DK(double_before_exp, double t = a * b; double q = exp(z); o[0] = t - q;)
DK(float_product_double_add, o[0] = fa * fb + m;)
DK(float_product_float_add, float t = fa * fb; o[0] = t + (float)m;)

int main(void)
{
    const float A = 1.0f + 1.0f / 8192;
    float hin[10] = {A, A, -1.0f, A, A, 0.0f, 1.0f, -A, 2.0f, 3.0f};
    const double DA = 1.0 + 1.0 / 134217728.0;
    double hdin[4] = {DA, DA, -1.0, 0.0};
    float *in, *o, *fin, ho[3];
    double *din, *dout, hdo[2];
    cudaMalloc((void **)&in, sizeof hin);
    cudaMalloc((void **)&o, sizeof ho);
    cudaMalloc((void **)&fin, sizeof hin);
    cudaMalloc((void **)&din, sizeof hdin);
    cudaMalloc((void **)&dout, sizeof hdo);
    cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice);
    cudaMemcpy(fin, hin, sizeof hin, cudaMemcpyHostToDevice);
    cudaMemcpy(din, hdin, sizeof hdin, cudaMemcpyHostToDevice);
#define RUN(name, k)                                                              \
    do {                                                                          \
        cudaMemset(o, 0, sizeof ho);                                              \
        name<<<1, 1>>>(in, o, 1);                                                 \
        cudaMemcpy(ho, o, sizeof ho, cudaMemcpyDeviceToHost);                     \
        printf("%-22s", #name);                                                   \
        for (int i = 0; i < k; i++)                                               \
            printf(" %a", ho[i]);                                                 \
        printf("\n");                                                             \
    } while (0)
#define DRUN(name, k)                                                             \
    do {                                                                          \
        cudaMemset(dout, 0, sizeof hdo);                                          \
        name<<<1, 1>>>(din, fin, dout);                                           \
        cudaMemcpy(hdo, dout, sizeof hdo, cudaMemcpyDeviceToHost);                \
        printf("%-24s", #name);                                                   \
        for (int i = 0; i < k; i++)                                               \
            printf(" %a", hdo[i]);                                                \
        printf("\n");                                                             \
    } while (0)
    RUN(sum_left, 1);
    RUN(sum_right, 1);
    RUN(diff_of_products, 1);
    RUN(one_minus_product, 1);
    RUN(negated_product, 1);
    RUN(fmul_rn, 1);
    RUN(fadd_rn, 1);
    RUN(plus_assign, 1);
    RUN(minus_assign, 1);
    RUN(memory_plus_assign, 1);
    RUN(stored_too, 2);
    RUN(add_and_sub, 2);
    RUN(sub_use_then_addend, 2);
    RUN(addend_then_add, 2);
    RUN(computed_twice, 2);
    RUN(operand_changed, 1);
    RUN(store_in_branch, 1);
    RUN(cheap_branch, 1);
    RUN(moved_past_branch, 1);
    RUN(store_before_branch, 1);
    RUN(store_after_branch, 1);
    RUN(two_branches, 1);
    RUN(into_branch, 1);
    RUN(product_in_ternary, 1);
    RUN(ternary_addend, 1);
    RUN(loop_body, 1);
    RUN(loop_hoisted_product, 1);
    RUN(moved_past_loop, 1);
    RUN(before_sinf, 1);
    RUN(after_sinf, 1);
    RUN(before_cosf, 1);
    RUN(before_expf, 1);
    RUN(before_logf, 1);
    RUN(before_sqrtf, 1);
#define PRUN(name, k)                                                             \
    do {                                                                          \
        cudaMemset(o, 0, sizeof ho);                                              \
        name<<<1, 1>>>(A, A, -1.0f, 0.0f, 2.0f, 3.0f, o);                         \
        cudaMemcpy(ho, o, sizeof ho, cudaMemcpyDeviceToHost);                     \
        printf("%-26s", #name);                                                   \
        for (int i = 0; i < k; i++)                                               \
            printf(" %a", ho[i]);                                                 \
        printf("\n");                                                             \
    } while (0)
    PRUN(params_store_in_branch, 1);
    PRUN(params_store_before_branch, 1);
    PRUN(params_before_sinf, 1);
    PRUN(params_stored_too, 2);
    DRUN(double_sum, 1);
    DRUN(double_stored_too, 2);
    DRUN(double_before_sin, 1);
    DRUN(double_before_exp, 1);
    DRUN(float_product_double_add, 1);
    DRUN(float_product_float_add, 1);
    return 0;
}
