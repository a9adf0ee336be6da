// __dp4a, __dp2a_lo and __dp2a_hi on vectors: char4/uchar4 (and short2/ushort2 for the first
// operand of __dp2a_*) are the same dot products as on the int/unsigned holding their bits
// (sm_61_intrinsics.h declares both forms; x is the lowest byte or half).
#include <cstdio>

__global__ void dots(int *out, unsigned *uout)
{
    char4 a = make_char4(1, -2, 3, -4);
    char4 b = make_char4(-5, 6, -7, 8);
    uchar4 ua = make_uchar4(200, 1, 2, 255);
    uchar4 ub = make_uchar4(3, 250, 4, 2);
    short2 s = make_short2(-300, 1000);
    ushort2 us = make_ushort2(60000, 7);
    out[0] = __dp4a(a, b, 10);                  /* -5 - 12 - 21 - 32 + 10 */
    uout[0] = __dp4a(ua, ub, 5u);               /* 600 + 250 + 8 + 510 + 5 */
    out[1] = __dp2a_lo(s, b, 1);                /* -300*-5 + 1000*6 + 1 */
    out[2] = __dp2a_hi(s, b, -1);               /* -300*-7 + 1000*8 - 1 */
    uout[1] = __dp2a_lo(us, ub, 0u);            /* 60000*3 + 7*250 */
    uout[2] = __dp2a_hi(us, ub, 1u);            /* 60000*4 + 7*2 + 1 */
    /* the same bits as int: the vector overloads agree with the scalar ones */
    int ai = *(int *)&a, bi = *(int *)&b;
    out[3] = __dp4a(ai, bi, 10) == out[0];
}

int main()
{
    int *out;
    unsigned *uout;
    cudaMallocManaged(&out, 4 * sizeof(int));
    cudaMallocManaged(&uout, 3 * sizeof(unsigned));
    dots<<<1, 1>>>(out, uout);
    cudaDeviceSynchronize();
    printf("__dp4a(char4) %d\n__dp4a(uchar4) %u\n", out[0], uout[0]);
    printf("__dp2a_lo(short2, char4) %d\n__dp2a_hi(short2, char4) %d\n", out[1], out[2]);
    printf("__dp2a_lo(ushort2, uchar4) %u\n__dp2a_hi(ushort2, uchar4) %u\n", uout[1], uout[2]);
    printf("agrees with __dp4a(int) %d\n", out[3]);
    return 0;
}
