/* lower.h — lowering the C++ conveniences of CUDA host code to C (docs/host-dialect.md).
 *
 * nvcc compiles host code as C++; cudarepl compiles it with libtcc, a C compiler. Real host code
 * is "C with the CUDA runtime's C++ conveniences": dim3 constructors and temporaries, nullptr,
 * bool, constexpr, C++ casts, std:: on C library names, declarations in conditions, auto, GCC's
 * atomic builtins, cudaLaunchKernelEx with the kernel's arguments, the C++ overloads of the math
 * functions. This pass rewrites those into C with the same meaning, token by token, on the
 * preprocessed text, before host_rewrite (rewrite.h) sees it.
 *
 * The output has the same line structure as the input: every token stays on its line, and a
 * construct that is rewritten starts where it started (text after it on the line may shift),
 * so libtcc's diagnostics, which carry a line, point at the user's line.
 *
 * Only the user's code is lowered (not the system headers or cudarepl's), and not device code
 * (bodies of __global__ and __device__ functions): the device front end compiles that. C++ with
 * no C meaning (classes with methods, templates, lambdas, references, the C++ library, ...) is
 * reported once, with what it is and where, and nothing is handed to libtcc.
 */
#ifndef CR_LOWER_H
#define CR_LOWER_H

#include "interp/front/ast.h"
#include "interp/front/lex.h"

/* Lower the preprocessed host text TEXT of source NAME (tokens TOKS, which point into TEXT).
 * Returns the C text (malloc'ed; the caller frees it), or NULL after reporting the one
 * unsupported construct into D. */
char *host_lower(const char *name, const char *text, lex_tokens toks, sess_diags *d);
/* The same, given the kernel template instances the device pass found in host code: a use's
 * name and template arguments become the instance's C name, and each kernel template the
 * prototypes of its instances. */
typedef struct {
    const parse_kernel_use *uses;   /* the device pass's kernel template instances */
    size_t nuses;
    const char *const *type_names;  /* type names earlier REPL cells declared */
    size_t ntypes;
    const parse_lambda_use *lambdas; /* extended lambdas of host code */
    size_t nlambdas;
    bool *needs_cxx;                 /* set when lowering stopped at C++ it cannot lower (the
                                        front end's host pass can compile it: cemit.h) */
} host_lower_env;
char *host_lower_cxx(const char *name, const char *text, lex_tokens toks, sess_diags *d,
                     const host_lower_env *env);

#endif
