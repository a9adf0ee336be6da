// Thrust is provided in part (docs/libraries.md, "Thrust"): a header of Thrust's that cudarepl
// does not have is one error at the #include line that says so, not "include file not found".
#include <stdio.h>
#include <thrust/device_vector.h>
#include <thrust/random.h>

int main()
{
    thrust::default_random_engine rng(1);
    printf("%u\n", (unsigned)rng());
    return 0;
}
