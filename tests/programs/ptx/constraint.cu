/* An asm operand constraint that inline PTX in cudarepl does not know ("q"), a named
   operand and a pointer in a 32-bit operand are reported by the parser with their place. The program does not start (exit
   status 1). Expected output: cudarepl's diagnostics (docs/inline-ptx.md). */
__global__ void k(int *p)
{
    int x;
    asm("ld.global.u32 %0, [%1];" : "=q"(x) : "l"(p));
    asm("ld.global.u32 %0, [%1];" : "=r"(x) : [ptr] "l"(p));
    asm("ld.global.u32 %0, [%1];" : "=r"(x) : "r"(p));
    *p = x;
}

int main()
{
    k<<<1, 1>>>(0);
    return 0;
}
