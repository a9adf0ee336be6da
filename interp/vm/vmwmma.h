/* vmwmma.h — the warp matrix functions (<mma.h>, CUDA Programming Guide §5.4.11) as an H200
 * runs them: which matrix element each lane's fragment element holds, and mma_sync's
 * arithmetic, bit for bit (docs/libraries.md "<mma.h>" says how both were measured).
 *
 * A fragment kind is one 16-bit descriptor, built by include/device/mma.h from the fragment's
 * template arguments and carried by the WMMA instructions (opcodes.h: the f and x bytes):
 *   bits 0-2   shape (VM_WMMA_S*)
 *   bits 3-6   the element type of the fragment (load, store) or of A and B (mma): VM_WMMA_T*
 *   load and store: bits 7-8 use (VM_WMMA_A, _B, _C), bit 9 column-major memory, bit 10 store
 *   mma: bits 7-10 C's type, bits 11-14 D's type, bit 15 satf (integers) or AND (1-bit)
 */
#ifndef CR_VMWMMA_H
#define CR_VMWMMA_H

#include <stdbool.h>
#include <stdint.h>

enum { VM_WMMA_S16x16x16, VM_WMMA_S32x8x16, VM_WMMA_S8x32x16, VM_WMMA_S16x16x8, VM_WMMA_S8x8x4,
       VM_WMMA_S8x8x32, VM_WMMA_S8x8x128 };
enum { VM_WMMA_TF16, VM_WMMA_TBF16, VM_WMMA_TTF32, VM_WMMA_TF64, VM_WMMA_TS8, VM_WMMA_TU8,
       VM_WMMA_TS4, VM_WMMA_TU4, VM_WMMA_TB1, VM_WMMA_TF32, VM_WMMA_TS32 };
enum { VM_WMMA_A, VM_WMMA_B, VM_WMMA_C };

#define VM_WMMA_SHAPE(d) ((d) & 7)
#define VM_WMMA_TYPE(d) ((d) >> 3 & 15)
#define VM_WMMA_USE(d) ((d) >> 7 & 3)
#define VM_WMMA_COLMAJOR(d) ((d) >> 9 & 1)
#define VM_WMMA_STORE(d) ((d) >> 10 & 1)
#define VM_WMMA_CTYPE(d) ((d) >> 7 & 15)
#define VM_WMMA_DTYPE(d) ((d) >> 11 & 15)
#define VM_WMMA_FLAG(d) ((d) >> 15 & 1)

/* A fragment kind's geometry: the matrix it holds (rows x cols), how many storage elements
 * each lane has and their size in bytes. False for a descriptor that names no fragment. */
typedef struct {
    int rows, cols;   /* the matrix: A is m x k, B k x n, an accumulator m x n */
    int nstore;       /* storage elements per lane (num_storage_elements) */
    int esize;        /* bytes per storage element */
    int bits;         /* bits per matrix element (4 and 1 for the packed kinds) */
} vm_wmma_geom;
bool vm_wmma_geometry(unsigned desc, vm_wmma_geom *g);

/* The matrix element (row, column) that storage element I of LANE holds. For the packed kinds
 * (4- and 1-bit), storage element I holds 32 / bits consecutive elements of a row of A or a
 * column of B, starting at the one returned. */
void vm_wmma_element(unsigned desc, int lane, int i, int *row, int *col);

/* D = A * B + C for one warp. The fragments are the lanes' storage elements, lane-major
 * (lane 0's x[0..], lane 1's ...), as geometry says for the descriptors of A, B, C and D that
 * DESC implies. Returns NULL, or a message for a combination the H200 has no instruction for. */
const char *vm_wmma_mma(unsigned desc, void *d, const void *a, const void *b, const void *c);

/* The geometry of the four fragments an mma descriptor names (use A, B, C, D). */
bool vm_wmma_mma_geometry(unsigned desc, vm_wmma_geom g[4]);

#endif
