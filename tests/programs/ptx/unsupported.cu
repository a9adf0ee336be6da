/* Inline PTX that cudarepl does not run is reported where it is written, each statement once:
   instructions it does not know (match), a branch to a missing label, atomics on registers declared
   in a block, operands of the wrong width or number, proxy fences, other barriers,
   the cluster's shared memory, a vector of the wrong size, arithmetic without the qualifiers PTX
   requires, an undeclared register, a vector of 3 parts, a special register outside mov,
   a block left open and a label defined twice. The program does not
   start (exit status 1). Expected output: cudarepl's diagnostics (docs/inline-ptx.md). */
#include <stdio.h>

__global__ void k(int *p, unsigned long long q)
{
    int x = 0, y = 1;
    asm("match.any.sync.b32 %0, %1, 0xffffffff;" : "=r"(x) : "r"(y));
    asm("bra.uni done;" : "=r"(x) : "r"(y));
    asm volatile("{ .reg .u32 t; atom.global.add.u32 t, [%1], 1; mov.u32 %0, t; }" : "=r"(x) : "l"(p));
    asm("ld.global.u64 %0, [%1];" : "=r"(x) : "l"(p));
    asm("st.global.u32 [%0], %2;" :: "l"(p), "r"(y));
    asm("fence.proxy.async;");
    asm("ld.global.u32 %1, [%0];" : "=r"(x) : "l"(p));
    asm("bar.sync 1, 64;");
    asm("ld.shared::cluster.u32 %0, [%1];" : "=r"(x) : "l"(q));
    asm("ld.global.v2.u32 {%0, %0, %0}, [%1+4];" : "=r"(x) : "l"(p));
    asm("mul.u32 %0, %1, %1;" : "=r"(x) : "r"(y));
    asm("cvt.s32.f32 %0, %1;" : "=r"(x) : "f"(1.5f));
    asm("add.u32 %0, t, %1;" : "=r"(x) : "r"(y));
    asm("mov.b64 %0, {%1, %1, %1};" : "=l"(q) : "r"(y));
    asm("add.u32 %0, %%laneid, 1;" : "=r"(x));
    asm("{ .reg .u32 t; mov.u32 t, 1;" : "=r"(x));
    asm("L: L: mov.u32 %0, 1;" : "=r"(x));
    asm("{ .reg .pred p; setp.lt.u32 p, %1, 2; selp.u32 %0, 1, 0, p; }" : "=r"(x) : "r"(y));
    *p = x + (int)q;
}

int main()
{
    k<<<1, 1>>>(0, 0);
    printf("not reached\n");
    return 0;
}
