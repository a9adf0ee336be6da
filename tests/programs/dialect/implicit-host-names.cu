// Host dialect: what nvcc's host pass declares without any #include (its cuda_runtime.h
// includes <stdio.h>, <stdlib.h>, <string.h>, <time.h>, <assert.h> and <math.h>/<cmath>), and
// the C++ overloads CUDA's math headers give the global math names: sqrt(float) is float,
// abs(double) is double, and the host max/min of CUDA's math_functions.hpp (docs/host-code.md).
// This file includes only <stdio.h> and <assert.h> (which nvcc does not include for host code).
// The expected output is an H200's (nvcc -arch=sm_90).
#include <stdio.h>
#include <assert.h>

int main()
{
    char *buf = (char *)malloc(16);
    memset(buf, 0, 16);
    strcpy(buf, "implicit");
    printf("%s %zu\n", buf, strlen(buf));
    free(buf);
    assert(time(NULL) > 0);
    printf("sqrt(2.0f) %.10f sizeof %zu, sqrt(2) %.10f\n", (double)sqrt(2.0f), sizeof(sqrt(2.0f)),
           sqrt(2));
    printf("abs(-2.5) %.2f abs(-7) %d labs %ld fabs(-1.5f) sizeof %zu\n", (double)abs(-2.5), abs(-7),
           labs(-8L), sizeof(fabs(-1.5f)));
    printf("sinf %.6f cos(0.5f) %.10f exp(1) %.10f powf %.3f pow(2.0f, 3) %.1f sizeof %zu\n",
           (double)sinf(0.5f), (double)cos(0.5f), exp(1), (double)powf(2.0f, 0.5f),
           (double)pow(2.0f, 3), sizeof(pow(2.0f, 3)));
    printf("max %d %u %.1f %.2f min %d %lld %.1f\n", max(3, 9), max(1u, 2u), max(1.5f, 2.0f),
           max(2.25, 1.0f), min(3, 9), min(-5ll, 4ll), min(1.5, 0.5));
    printf("sizeof max(int,int) %zu max(float,float) %zu max(float,double) %zu\n",
           sizeof(max(1, 2)), sizeof(max(1.0f, 2.0f)), sizeof(max(1.0f, 2.0)));
    printf("floor(2.7f) %.1f ceil(2.1) %.1f fmodf %.1f hypot %.1f\n", (double)floor(2.7f), ceil(2.1),
           (double)fmodf(7.5f, 2), hypot(3.0, 4.0));
    auto str = "text";
    printf("auto str sizeof %zu\n", sizeof str);
    return 0;
}
