/* mm_malloc.h — _mm_malloc and _mm_free (what <xmmintrin.h> brings in, as GCC's does): memory
 * aligned to a power of two, given back with _mm_free. */
#ifndef __CR_MM_MALLOC_H
#define __CR_MM_MALLOC_H
#include <stddef.h>
#include <stdlib.h>

#ifdef __cplusplus
extern "C"
#endif
int posix_memalign(void **, size_t, size_t);

static inline void *_mm_malloc(size_t size, size_t align)
{
    void *p;
    if (align == 1)
        return malloc(size);
    if (align < sizeof(void *))
        align = sizeof(void *); /* posix_memalign's least */
    return posix_memalign(&p, align, size) == 0 ? p : (void *)0;
}

static inline void _mm_free(void *p) { free(p); }
#endif
