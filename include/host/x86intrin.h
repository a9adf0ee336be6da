/* x86intrin.h — GCC's header of every x86 intrinsic: here, those of immintrin.h. */
#ifndef __CR_X86INTRIN_H
#define __CR_X86INTRIN_H
#include <immintrin.h>
#endif
