// A library cudarepl does not provide (Thrust needs nvcc's template machinery and GPU
// binaries; docs/libraries.md, "Not provided") is one error at the #include line that names
// the library, not "include file not found".
#include <stdio.h>
#include <thrust/device_vector.h>

int main()
{
    thrust::device_vector<int> v(4, 1);
    printf("%d\n", (int)v.size());
    return 0;
}
