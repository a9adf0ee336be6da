// A .c file of the program is C, as nvcc hands it to the host C compiler (gcc), headers it
// includes too: comparing a pointer with a non-null integer there is gcc's warning
// ("comparison between pointer and integer"), not C++'s error. The .cu file stays C++.
#include <cstdio>

extern "C" int count_until(const int *a, long end);

int main()
{
    int a[4] = {1, 2, 3, 4};
    printf("%d\n", count_until(a, 1));
    return 0;
}
