/* value.h — showing the value of a cell's final expression (the REPL's "(int) 42").
 *
 * The cell compiler asks for the expression's type before compiling the cell (a handle into
 * this cell's table of types) and generates a call of __cr_rt_show with the value's address;
 * the runtime then formats it with sess_show_value and delivers a CR_EV_VALUE event.
 */
#ifndef CR_VALUE_H
#define CR_VALUE_H

#include "interp/session/session.h"

/* sess_value_type's results that are not handles */
enum { SV_UNTYPED = -1, SV_VOID = -2 };

/* Basic types the C side can name with _Generic when the front end could not type the
 * expression (the order of the _Generic list in interp/host/cell.c). */
enum {
    SV_BASIC_UNKNOWN, SV_BASIC_BOOL, SV_BASIC_CHAR, SV_BASIC_SCHAR, SV_BASIC_UCHAR, SV_BASIC_SHORT,
    SV_BASIC_USHORT, SV_BASIC_INT, SV_BASIC_UINT, SV_BASIC_LONG, SV_BASIC_ULONG, SV_BASIC_LLONG,
    SV_BASIC_ULLONG, SV_BASIC_FLOAT, SV_BASIC_DOUBLE, SV_BASIC_LDOUBLE, SV_BASIC_CHARP,
    SV_BASIC_CCHARP, SV_BASIC_VOIDP, SV_BASIC_DIM3,
};

/* Forget the types of the previous cell. */
void sess_values_reset(cr_session *s);
/* The type of expression EXPR (preprocessed host text): a handle >= 0, SV_VOID, or
 * SV_UNTYPED. */
int sess_value_type(cr_session *s, const char *expr, const char *file);
/* The handle of type TY (which must outlive the cell), SV_VOID or SV_UNTYPED. */
int sess_value_handle(cr_session *s, ty_type *ty);
/* Is the handle's type an array (shown through its address, not a copy)? */
bool sess_value_is_array(cr_session *s, int handle);
/* Format SIZE bytes at P as the type of HANDLE (or the basic type BASIC when HANDLE < 0) and
 * deliver it as a CR_EV_VALUE event. */
void sess_show_value(cr_session *s, const void *p, size_t size, int handle, int basic);

/* Show COUNT elements (0: the rest of the allocation, at most 64) at PTR, a device or host
 * address, as the pointee type of HANDLE's type (bytes when unknown) (":mem"). */
void sess_show_memory(cr_session *s, const void *ptr, size_t count, int handle);

#endif
