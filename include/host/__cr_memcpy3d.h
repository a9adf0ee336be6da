/* The structures of 3D copies (cudaMemcpy3D, graph memcpy nodes), in C: the runtime reads them
 * (interp/host/graph.c) as host code does. Read by both passes through cuda_runtime.h. */
#ifndef __CR_MEMCPY3D
#define __CR_MEMCPY3D

#include <stddef.h>

struct cudaArray;
struct cudaExtent {
    size_t width, height, depth;
};
struct cudaPos {
    size_t x, y, z;
};
struct cudaPitchedPtr {
    void *ptr;
    size_t pitch;
    size_t xsize;
    size_t ysize;
};
struct cudaMemcpy3DParms {
    struct cudaArray *srcArray;
    struct cudaPos srcPos;
    struct cudaPitchedPtr srcPtr;
    struct cudaArray *dstArray;
    struct cudaPos dstPos;
    struct cudaPitchedPtr dstPtr;
    struct cudaExtent extent;
    int kind;
};

#endif
