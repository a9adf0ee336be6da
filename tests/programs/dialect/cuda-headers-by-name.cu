// CUDA's headers named one by one: what <cuda_runtime.h> already declares (nvcc includes it
// in every .cu file) may also be included by name (sm_61_intrinsics.h for __dp4a,
// vector_functions.h for make_float2, ...), and <math_constants.h> names CUDA's constants
// with the same bits as CUDA's header (CUDART_NAN_F is the NaN 0x7fffffff).
#include <cstdio>
#include <channel_descriptor.h>
#include <cuda_device_runtime_api.h>
#include <device_atomic_functions.h>
#include <device_types.h>
#include <driver_types.h>
#include <math_constants.h>
#include <sm_20_atomic_functions.h>
#include <sm_20_intrinsics.h>
#include <sm_30_intrinsics.h>
#include <sm_32_atomic_functions.h>
#include <sm_32_intrinsics.h>
#include <sm_35_atomic_functions.h>
#include <sm_35_intrinsics.h>
#include <sm_60_atomic_functions.h>
#include <sm_61_intrinsics.h>
#include <surface_indirect_functions.h>
#include <surface_types.h>
#include <texture_indirect_functions.h>
#include <texture_types.h>
#include <vector_functions.h>
#include <vector_types.h>

__global__ void constants(float *f, double *d, unsigned *u, int *dot)
{
    f[0] = CUDART_PI_F;
    f[1] = CUDART_SQRT_HALF_F;
    f[2] = CUDART_INF_F;
    f[3] = CUDART_MIN_DENORM_F;
    u[0] = __float_as_uint(CUDART_NAN_F);
    u[1] = CUDART_REMQUO_MASK_F;
    d[0] = CUDART_PI;
    d[1] = CUDART_SQRT_2PI_LO;
    d[2] = CUDART_TWO_TO_M1022;
    d[3] = CUDART_LN2_X_1075;
    *dot = __dp4a(0x01020304, 0x05060708, 10);
}

int main()
{
    float *f;
    double *d;
    unsigned *u;
    int *dot;
    cudaMallocManaged(&f, 4 * sizeof(float));
    cudaMallocManaged(&d, 4 * sizeof(double));
    cudaMallocManaged(&u, 2 * sizeof(unsigned));
    cudaMallocManaged(&dot, sizeof(int));
    constants<<<1, 1>>>(f, d, u, dot);
    cudaDeviceSynchronize();
    printf("%a %a %a %a\n", f[0], f[1], f[2], f[3]);
    printf("%08x %u\n", u[0], u[1]);
    printf("%a %a %a %a\n", d[0], d[1], d[2], d[3]);
    float2 v = make_float2(CUDART_ONE_F, CUDART_THIRD_F);
    printf("%a %a %d\n", v.x, v.y, *dot);
    return 0;
}
