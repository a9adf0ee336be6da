// A constant that does not fit its element's type in a braced list of host code: nvcc's front
// end only warns (#2361-D, #68-D, #69-D), but the host compiler it hands host code to refuses
// it (g++: "narrowing conversion of '2.5e+0' from 'double' to 'int'"; an integer constant that a
// floating type cannot hold exactly too), so nvcc stops. cudarepl stops too, at each one
// (C++17 [dcl.init.list] p3); in device code the same constants are warnings (narrowing.cu).
#include <cstdio>

int main()
{
    int x{2.5};
    unsigned v{-1};
    char c{300};
    float f{16777217};
    double d{9007199254740993LL};
    int ok{2};
    float g{16777216};
    printf("%d %u %d %g %g %d %g\n", x, v, c, f, d, ok, g);
    return 0;
}
