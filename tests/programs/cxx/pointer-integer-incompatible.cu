// A pointer compared with an integer that is not a null pointer constant: nvcc's front end
// refuses it ("operand types are incompatible"), in device and host code alike (C++17
// [expr.eq]: no composite pointer type).
#include <cstdio>

int main()
{
    int *q = nullptr;
    int c = q == 3;  // refused
    int d = 1 != q;  // refused
    printf("%d %d %d\n", c, d, q == 0);
    return 0;
}
