/* crt/common_functions.h — what nvcc's cuda_runtime.h makes every host pass see without an
 * #include (its crt/common_functions.h and crt/math_functions.h include these): so host code
 * may call malloc, memcpy, time or sqrt as it can under nvcc. <stdio.h> is not among them: nvcc
 * declares printf for device code only. The C++ overloads of the math functions (sqrt(float)
 * is float, abs(double) is double, and CUDA's host max/min) are the lowering's (lower.h). */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
