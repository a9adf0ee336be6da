/* tmmintrin.h — the SSSE3 intrinsics header: here, those of pmmintrin.h (SSE3 and before). */
#ifndef __CR_TMMINTRIN_H
#define __CR_TMMINTRIN_H
#include <pmmintrin.h>
#endif
