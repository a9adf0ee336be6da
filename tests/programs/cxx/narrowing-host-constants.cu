// A constant that does not fit its element's type in a braced list of host code: nvcc's front
// end only warns (#2361-D, #68-D, #69-D), but the host compiler it hands host code to refuses
// it (g++: "narrowing conversion of '2.5e+0' from 'double' to 'int'"), so nvcc stops. cudarepl
// stops too, at each one (C++17 [dcl.init.list] p3); in device code the same constants are
// warnings (narrowing.cu).
#include <cstdio>

int main()
{
    int x{2.5};
    unsigned v{-1};
    char c{300};
    int ok{2};
    printf("%d %u %d %d\n", x, v, c, ok);
    return 0;
}
