/* nmmintrin.h — the SSE4.2 intrinsics header: here, those of smmintrin.h (SSE4.1 and before). */
#ifndef __CR_NMMINTRIN_H
#define __CR_NMMINTRIN_H
#include <smmintrin.h>
#endif
