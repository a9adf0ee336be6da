// Thrust is provided in part (docs/libraries.md, "Thrust"): a header of Thrust's that cudarepl
// does not have is one error at the #include line that says so, not "include file not found".
#include <stdio.h>
#include <thrust/device_vector.h>
#include <thrust/complex.h>

int main()
{
    thrust::device_vector<int> a(4, 1);
    printf("%d\n", (int)a[0]);
    return 0;
}
