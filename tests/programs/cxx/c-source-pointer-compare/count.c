#include "limits.h"

int count_until(const int *a, long end)
{
    int n = 0;
    while (!past_end(a + n, end) && n < 4)
        n++;
    return n;
}
