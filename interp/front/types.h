/* types.h — C types for device code, with the sizes and alignments of the device ABI
 * (x86-64 LP64, as nvcc uses; §5.4.2.3 table 43 for the vector types).
 *
 * A type is an immutable node allocated in an arena; a qualified type is a copy with the
 * qualifier bits set and `origin` pointing at the unqualified type. Aggregates (structs,
 * unions, arrays) live in memory; scalars live in one of four register classes.
 */
#ifndef CR_TYPES_H
#define CR_TYPES_H

#include <stdbool.h>
#include <stdint.h>

#include "interp/session/util.h"

typedef enum {
    TY_VOID, TY_BOOL, TY_CHAR, TY_SCHAR, TY_UCHAR, TY_SHORT, TY_USHORT, TY_INT, TY_UINT,
    TY_LONG, TY_ULONG, TY_LLONG, TY_ULLONG, TY_INT128, TY_UINT128, TY_HALF, TY_FLOAT,
    TY_DOUBLE, TY_LDOUBLE, TY_ENUM, TY_PTR, TY_ARRAY, TY_FUNC, TY_STRUCT, TY_UNION,
    TY_NULLPTR,
    TY_TPARAM     /* a template parameter in a template's pattern (array_len: its index) */
} ty_kind;

/* Register classes: where a value of the type lives in the bytecode. */
typedef enum { RC_NONE, RC_I32, RC_I64, RC_F32, RC_F64, RC_MEM } ty_regclass;

typedef struct ty_type ty_type;

typedef struct ty_member {
    struct ty_member *next;
    const char *name;      /* NULL for an anonymous struct/union member */
    ty_type *ty;
    int offset;
    int bit_width, bit_offset; /* bit-fields: width > 0 */
    struct lex_token *def;     /* C++ default member initialiser ("=" or "{"), or NULL */
    struct lex_token *def_end; /* the token after it (a constructor parses only up to there) */
    bool def_busy;             /* being parsed (for a construction inside it: an error) */
    uint8_t access;            /* TY_PUBLIC, TY_PROTECTED or TY_PRIVATE */
    struct ty_type *owner;     /* the class that declares it */
    struct lex_token *tok;     /* its name in that declaration */
    bool is_base;              /* a base class's subobject (unnamed) */
    bool empty_base;           /* an empty base laid out in no room, at offset 0 */
    bool is_mutable;           /* declared mutable: not const in a const object */
    uint8_t vb;                /* a class with virtual bases' hidden member (TY_VB_*), or 0 */
    struct ty_type *vbase;     /* TY_VB_PTR, TY_VB_STORE: the virtual base it is for */
} ty_member;

/* The hidden members of a class with virtual bases (C++17 [class.mi] p4): for each of its
 * virtual bases (direct or not) a pointer to that base's one subobject, which every class on
 * the way holds, so a B * reaches its A wherever the most-derived class put it; room for each
 * (used where the class is the most-derived one); and a word that says which it is (0: the
 * object is complete, its constructor makes the virtual bases; 1: a base subobject, whose
 * virtual bases the most-derived class's constructor made). */
enum { TY_VB_PTR = 1, TY_VB_STORE, TY_VB_FLAG };

/* A virtual base of a class, in the order C++ makes them ([class.base.init] p13). */
typedef struct ty_vbase {
    struct ty_vbase *next;
    struct ty_type *ty;
    bool direct;               /* named in the class's own base-clause */
    uint8_t access;            /* that base-specifier's access (direct ones) */
    ty_member *ptr, *store;    /* the class's own hidden members for it */
} ty_vbase;

/* Is T an empty class (no data members, no virtual functions, only empty bases), whose base
 * subobjects take no room (C++17 [intro.object] p7, the empty base optimisation)? */
bool ty_is_empty_class(const ty_type *t);

/* Member access (C++ [class.access]) */
enum { TY_PUBLIC, TY_PROTECTED, TY_PRIVATE };

/* A lambda's closure type (ty_type.closure) */
enum { TY_CLOSURE_PLAIN = 1, TY_CLOSURE_CAPTURES };

/* A class's friend: a function or class, by name */
typedef struct ty_friend {
    struct ty_friend *next;
    const char *name;
    struct ty_type *cls; /* a member function of this class (friend R C::f(...);), or NULL */
    struct ty_type *klass; /* a class named with its qualifiers (friend class ns::C;): that class
                              only, not another of its name; NULL: by name */
    struct parse_scope *home; /* a function named with its namespace (friend void ns::f(int);),
                                 or a function or class named without qualifiers (the class's
                                 innermost enclosing namespace): that namespace's only; NULL:
                                 by name */
    bool is_class;            /* friend class C; */
} ty_friend;

typedef struct ty_param {
    struct ty_param *next;
    const char *name;
    ty_type *ty;
    struct lex_token *def; /* C++ default argument: its first token, parsed at each call */
} ty_param;

/* A C++ member function (or constructor, operator, conversion) of a class. */
typedef struct ty_method {
    struct ty_method *next;
    const char *name;      /* "get", "operator+", "S" for a constructor, "~S" */
    struct parse_func *fn; /* head of the overload set of this name */
} ty_method;

struct ty_type {
    ty_kind kind;
    /* where a class was defined (file, line): met again there (a header that a later REPL cell
     * includes again) it is the same class, not a redefinition */
    const char *def_file;
    int def_line;
    int size;          /* -1: incomplete */
    int align;
    bool is_unsigned;
    bool is_const, is_volatile, is_restrict;
    bool is_ref;       /* C++ reference: a pointer that is dereferenced implicitly */
    bool is_rref;      /* an rvalue reference (T &&): it binds rvalues too */
    bool is_scoped;    /* TY_ENUM: enum class / enum struct, which converts to no other type */
    ty_type *underlying; /* TY_ENUM: its underlying type (std::underlying_type) */
    ty_type *promoted;   /* TY_ENUM: the type its values promote to (C++17 [conv.prom] p3, p4) */
    ty_type *origin;   /* the unqualified type this is a qualified copy of */
    ty_type *base;     /* pointer/array element, function return */
    int array_len;     /* TY_ARRAY: -1 when unknown ([] ) */
    struct parse_node *vla_len; /* TY_ARRAY: a host variable-length array's length (T a[n]), an
                          expression of type size_t: the hidden local a declaration evaluated
                          it into, or the expression itself in a type-name (sizeof(int[n]));
                          such an array type's size and array_len are 0 (ty_is_vla) */
    const char *vla_text; /* that length as the source wrote it (T[n + 1]), for messages */
    int8_t len_param;  /* TY_ARRAY in a template's pattern: its length is the template's value
                          parameter len_param - 1 (T[N]), deduced from an argument's; or 0 */
    /* struct/union */
    const char *tag;
    ty_member *members;
    bool is_flexible;
    bool complete;
    uint8_t pack;      /* #pragma pack(N) or __attribute__((packed)) (1): members' largest
                          alignment; 0: their own */
    /* function */
    ty_param *params;
    bool variadic;
    bool has_proto;
    bool trailing_ret;  /* declared auto f(...) -> T */
    bool nothrow;       /* declared noexcept, noexcept(true) or throw() */
    bool deduce;        /* declared auto f(...): the body gives the return type */
    bool deduce_decltype; /* declared decltype(auto) f(...) */
    const char *pack_name; /* a function parameter pack (Args... args): its name, and */
    int pack_at, pack_len; /* the parameters it expanded to (one in a template's pattern) */
    bool pack_deduced;  /* the pack expands one of the template's own (undeduced) packs; else
                           an enclosing class template's, known: pack_len fixed parameters */
    /* builtin vector types (int2, float4, ...): component count; dim3/uint3: 3 */
    int vec_n;
    const char *name;  /* typedef name to print (e.g. "float4", "dim3"), or NULL */
    int atomic_scope;  /* cuda::atomic_ref<T, S> (a struct holding a T *): S's SCOPE_*; else 0 */
    /* C++ classes (on the unqualified type: look them up through ty_unqual) */
    ty_method *methods;
    struct parse_scope *scope; /* the class scope: nested types, static members */
    struct parse_scope *home;  /* a class or enumeration: the namespace scope it was declared
                                  in (argument-dependent lookup looks there) */
    const char *ns_path;       /* and that namespace's path ("a::detail"), NULL for the global
                                  one: the name host code gives the device pass is qualified */
    ty_type *base_class;       /* the first base class (its subobject is at offset 0) */
    ty_vbase *vbases;          /* its virtual bases, direct or not (NULL: none) */
    ty_member *vb_flag;        /* with them: the hidden member TY_VB_FLAG */
    int vb_id;                 /* a class that is a virtual base: its number, which names the
                                  hidden members for it (__vbp<N>, __vbs<N>) */
    bool has_ctor;             /* a user-declared constructor: not an aggregate */
    long class_id;             /* a polymorphic class: its dynamic type's number (> 0), kept in
                                  the hidden first member __vptr of its objects */
    ty_type *outer;            /* a nested class or enumeration: the class it is declared in
                                  (canonical names, hence template instances' keys, say
                                  Outer::Inner: two classes' Inner are two types) */
    const char *cname;         /* the name its constructors have (a template instance's is the
                                  template's name); NULL: tag */
    const char *file;          /* a struct or union: the file its body is in */
    bool in_std;               /* a class (not an instance) declared in namespace std */
    bool in_anon_ns;           /* declared in an anonymous namespace (or nested in such a
                                  class): its file's own (C++17 [basic.link]) */
    struct parse_template *tmpl_of; /* a class template instance: its template and arguments */
    const void *tmpl_args;
    struct parse_template *call_tmpl;    /* a generic lambda's closure type: its operator() */
    uint8_t closure;     /* a lambda's closure type: TY_CLOSURE_PLAIN when the lambda has no
                            lambda-capture (it converts to a pointer to function, C++17
                            [expr.prim.lambda.closure] p7), else TY_CLOSURE_CAPTURES; 0: another
                            class */
    struct parse_template *tmpl_partial; /* made from a partial specialisation: that one, */
    const void *tmpl_partial_args;       /* its parameters' arguments */
    bool tmpl_explicit;                  /* made from an explicit specialisation */
    ty_friend *friends;                  /* the functions and classes it declares friends */
    struct lex_token *tmpl_pending;      /* an instance only declared yet: where it was named
                                            (parse_complete_type makes it) */
    ty_type *next_copy;  /* a struct's qualified or named copies made while it was incomplete
                            (chained from the struct): ty_complete_copies updates them */
    ty_type *memptr_cls; /* a pointer to a member of this class: int S::* is a long, the
                            member's offset (base: the member's type); void (S::*)(int) a
                            pointer to a function taking the object's address first */
};

/* The basic types, shared by every compilation (immutable). */
typedef struct {
    ty_type *void_, *bool_, *char_, *schar, *uchar, *short_, *ushort, *int_, *uint, *long_,
        *ulong, *llong, *ullong, *int128, *uint128, *half, *float_, *double_, *ldouble, *nullptr_;
    ty_type *vec[64];   /* vector types by index, see ty_vector() */
    ty_type *dim3, *uint3;
    sess_arena arena;
} ty_basics;

void ty_basics_init(ty_basics *b);
void ty_basics_free(ty_basics *b);

ty_type *ty_new(sess_arena *a, ty_kind kind, int size, int align);
ty_type *ty_ptr(sess_arena *a, ty_type *base);
ty_type *ty_ref(sess_arena *a, ty_type *base);
/* T && ; a reference to a reference collapses (C++17 [dcl.ref]): & with anything is &, && && is && */
ty_type *ty_rref(sess_arena *a, ty_type *base);
ty_type *ty_array(sess_arena *a, ty_type *base, int len);
ty_type *ty_func(sess_arena *a, ty_type *ret);
ty_type *ty_qualified(sess_arena *a, ty_type *t, bool c, bool v, bool r);
/* COPY (a copy of a struct, origin set) follows its struct's completion (ty_complete_copies) */
void ty_track_copy(ty_type *copy);
/* The struct T is complete: its copies made before take its layout and class. */
void ty_complete_copies(ty_type *t);
ty_type *ty_unqual(ty_type *t);

/* The builtin vector type named NAME (e.g. "float4", "uchar2", "longlong1"), or NULL. */
ty_type *ty_vector_by_name(ty_basics *b, const char *name, int len);

/* The name a class's constructors have: its tag, or a template instance's template name. */
static inline const char *ty_ctor_name(const ty_type *t)
{
    return t->cname ? t->cname : t->tag;
}

bool ty_is_integer(const ty_type *t);
bool ty_is_flonum(const ty_type *t);
bool ty_is_arith(const ty_type *t);
bool ty_is_scalar(const ty_type *t); /* arithmetic or pointer */
/* The C++ name of a basic (arithmetic or void) type ("unsigned int"), or NULL for another. */
const char *ty_basic_name(const ty_type *t);
bool ty_is_ptr(const ty_type *t);    /* pointer (not array) */
bool ty_is_aggregate(const ty_type *t);
bool ty_is_void(const ty_type *t);
bool ty_is_complete(const ty_type *t);
/* Is T a variable-length array (T[n], or an array of them)? Variably modified (an array of
 * one, a pointer or reference to one: C11 6.7.6 p3)? */
bool ty_is_vla(const ty_type *t);
bool ty_is_vm(const ty_type *t);
ty_regclass ty_rc(const ty_type *t);

/* Integer promotion (C11 6.3.1.1) and the usual arithmetic conversions (6.3.1.8). */
ty_type *ty_promote(ty_basics *b, ty_type *t);
ty_type *ty_common(ty_basics *b, ty_type *x, ty_type *y);
int ty_int_rank(const ty_type *t);

bool ty_compatible(const ty_type *a, const ty_type *b);
ty_member *ty_find_member(ty_type *t, const char *name, int len, int *offset);

/* Print a type as C does ("const int *", "float4", "void (int *, float)"), with NAME placed
 * where a declarator name goes when non-NULL. */
void ty_print(sess_buf *out, const ty_type *t, const char *name);
/* Has class C, or a base class of it, member functions (a conversion function, perhaps)? */
bool ty_has_methods(const ty_type *c);
/* The type as its identity is written: typedef names replaced by what they name (the key of a
 * template instance: Box<size_t> is Box<unsigned long>). */
void ty_print_canonical(sess_buf *out, const ty_type *t);
char *ty_str(sess_arena *a, const ty_type *t);

#endif
