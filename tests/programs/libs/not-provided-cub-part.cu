// A part of CUB that cudarepl does not provide (docs/libraries.md, "CUB", lists what it has) is
// one error at the #include line that names the library, not "include file not found".
#include <stdio.h>
#include <cub/device/device_segmented_sort.cuh>

int main()
{
    printf("%d\n", (int)sizeof(cub::Sum));
    return 0;
}
