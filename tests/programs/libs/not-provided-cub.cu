// A library cudarepl does not provide (CUB is GPU code tuned to each architecture;
// docs/libraries.md, "Not provided") is one error at the #include line that names the library,
// not "include file not found".
#include <stdio.h>
#include <cub/cub.cuh>

int main()
{
    printf("%d\n", (int)sizeof(cub::Sum));
    return 0;
}
