/* rewrite.h — turning the host pass of a CUDA source into C for libtcc.
 *
 * nvcc compiles a .cu file twice; cudarepl does too. The host pass is preprocessed without
 * __CUDA_ARCH__ and then rewritten here, token by token, keeping every line where it was (so
 * libtcc's diagnostics point at the user's lines):
 *   - a __global__ function keeps only its prototype: the host symbol is a launch closure;
 *   - __device__-only functions and file-scope __shared__ variables disappear;
 *   - __device__/__constant__/__managed__ variables become extern declarations bound to their
 *     device addresses (host code passes them to cudaMemcpyToSymbol & co by name);
 *   - __host__ __device__ functions keep their bodies, without the specifiers;
 *   - kernel<<<grid, block, shared, stream>>>(args) becomes
 *     (__cr_launch_config(grid, block, shared, stream), kernel)(args).
 * C++ that C cannot express was reported before, by the lowering (lower.h).
 */
#ifndef CR_REWRITE_H
#define CR_REWRITE_H

#include "interp/front/lex.h"

typedef struct {
    char *name;
    bool is_kernel;
} host_name;

/* A REPL cell's C text: a name it declares and an earlier cell's unit defines (bound to ADDR),
 * or one it defines (KEY: the front end's function or variable, whose address later cells
 * need). */
typedef struct {
    char *name;
    const void *key;
    void *addr;
} host_link;

typedef struct {
    sess_buf text;          /* the C text for libtcc */
    VEC(host_link) imports; /* a cell's: names bound to earlier cells' definitions */
    VEC(host_link) exports; /* a cell's: its definitions, for later cells */
    bool tu_init;           /* the C back end's: the text defines __cr_init_tu<N> (N: its index
                               among the units), which __cr_init_all, called first in main,
                               runs */
    VEC(host_name) devvars; /* names declared extern that are device variables */
    VEC(host_name) kernels; /* kernels whose prototypes the text declares */
    VEC(host_name) kernel_instances; /* the C back end's: "k<float>" for each kernel template
                                        instance it launches (the device pass may not have
                                        made it: a host template launches it) */
} host_rewrite_out;

/* Rewrite the preprocessed host text TEXT (tokens TOKS). Returns 0 after reporting errors. */
int host_rewrite(const char *text, lex_tokens toks, sess_diags *d, host_rewrite_out *out);
void host_rewrite_free(host_rewrite_out *out);

#endif
