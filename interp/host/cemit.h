/* cemit.h — the C back end: host code, parsed and checked by the front end, written as C for
 * libtcc (the cfront design; docs/design.md, "The host pass").
 *
 * The host pass of the front end (parse_unit_host) leaves trees in which C++ is already gone:
 * overloads and template instances are functions of their own, member functions take `this`,
 * references are pointers, constructors, destructors and conversions are explicit calls, a
 * kernel launch is an ND_LAUNCH. What remains is printing C:
 *   - the C headers the source included (libtcc reads them again, in C): what they declare
 *     is used by name and not declared again;
 *   - the classes and structs of the program, in an order C accepts, each with a check that
 *     C lays it out as the front end did;
 *   - the program's host variables (their values set by __cr_init_globals, called first thing
 *     in main), the device variables host code names (extern, bound to their device
 *     addresses) and the kernels it launches (prototypes, bound to launch closures);
 *   - every host function with a body: prototypes first, then definitions.
 * Names that C cannot spell (f(double), S::get, max<int>) are mangled into identifiers.
 */
#ifndef CR_CEMIT_H
#define CR_CEMIT_H

#include "interp/front/ast.h"
#include "interp/front/lex.h"

/* What the C back end gives the host compiler (host.c): the C text and what it leaves to be
 * bound. */
typedef struct {
    char *name;
    bool is_kernel;
    char *cname; /* the C name where the own is none: a device variable C::x, a static member, an
                  * overloaded kernel k(int *) */
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
    VEC(host_link) imports; /* a cell's: functions bound to earlier cells' definitions */
    VEC(host_link) exports; /* a cell's: its definitions, for later cells */
    bool tu_init;           /* the C back end's: the text defines __cr_init_tu<N> (N: its index
                               among the units), which __cr_init_all, called first in main,
                               runs */
    bool tu_virtuals;       /* one file of several: the text defines the table
                               __cr_virtuals_tu<N> of its virtual-call dispatchers, which
                               __cr_virtual_find (host_compile_units) searches */
    VEC(host_name) devvars; /* names declared extern that are device variables */
    VEC(host_name) kernels; /* kernels whose prototypes the text declares */
    VEC(host_name) kernel_instances; /* the C back end's: "k<float>" for each kernel template
                                        instance it launches (the device pass may not have
                                        made it: a host template launches it), its cname the
                                        kernel's name in kernels */
} cemit_out;

void cemit_out_free(cemit_out *out);

typedef struct {
    const char *include_dir;   /* cudarepl's include/: its headers are system headers */
    const char *pp_text;       /* the preprocessed text (its line markers say what was included) */
    const char *main_file;     /* the source's name */
    bool host_only;            /* a .cpp file's (lex_pp_input.host_only): its C has the C++
                                  support alone, not cuda_runtime.h */
    int tu;                    /* its index among the program's translation units: its
                                  initialisation is __cr_init_tu<N> (tu_init) */
    /* A REPL cell (parse_cell_host): its C text defines `void __cr_cell(void)`, which runs the
     * cell; a function or variable that an earlier cell's unit defined (ADDRESS_OF gives its
     * address) is declared and imported, everything else it uses is defined and exported
     * (cemit_out); the final expression's type is VALUE_HANDLE's (value.h). */
    bool cell;
    void *ctx;
    void *(*address_of)(void *ctx, const void *key);
    int (*value_handle)(void *ctx, ty_type *ty);
    /* Where host code is (a host_where, or NULL): each expression statement records its file
     * and line there first, so that a crash can name the statement it happened in. */
    void *where;
} cemit_env;

/* Write UNIT's host side as C into OUT (text, the kernels and device variables to bind).
 * Returns 0 after reporting what C cannot express into D. */
int cemit_unit(const parse_unit *unit, const cemit_env *env, sess_diags *d, cemit_out *out);

#endif
