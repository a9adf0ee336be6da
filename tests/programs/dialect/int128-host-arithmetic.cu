// Host code may hold __int128 values, copy them, pass them to kernels and convert them to and
// from other integers, but cudarepl's host compiler (libtcc) has no 128-bit arithmetic: a
// computation with one in host code is a compile error at its place, which says where the
// computation can go (device code), instead of a wrong result.
#include <cstdio>

int main()
{
    unsigned __int128 x = 5;
    x = x * 3;
    printf("%llu\n", (unsigned long long)x);
    return 0;
}
