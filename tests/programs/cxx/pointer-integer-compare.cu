// A pointer compared with an integer zero by <, <=, > or >=. nvcc's front end passes it, and the
// host compiler refuses it in host code ([expr.rel]: a pointer and a null pointer constant have
// no composite pointer type for an ordered comparison); device code compiles it. An LSTM sample
// ends `return time < 0;`, comparing the C library's function time with 0.
#include <ctime>
#include <cstdio>

__global__ void device_side(int *p, int *o)
{
    o[0] = p < 0;  // device code: accepted
    o[1] = 0 >= p; // accepted
}

int main()
{
    int *q = nullptr;
    int a = q > 0;  // refused
    int b = q != 0; // accepted: equality with a null pointer constant
    int c = 0 <= q; // refused
    printf("%d %d %d %d\n", a, b, c, time < 0);
    return 0;
}
