/* dm_errors.c — names and messages of CUDA error codes. */
#include <stddef.h>

#include "devmodel/dm_errors.h"

typedef struct {
    int code;
    const char *name, *msg;
} err_row;

static const err_row rows[] = {
#define CUDA_ERROR(code, name, msg) {code, #name, msg},
#include "host/cuda_errors.def"
#undef CUDA_ERROR
};

static const err_row *find(int code)
{
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
        if (rows[i].code == code)
            return &rows[i];
    return 0;
}

const char *dm_error_name(int code)
{
    const err_row *r = find(code);
    return r ? r->name : "unrecognized error code";
}

const char *dm_error_string(int code)
{
    const err_row *r = find(code);
    return r ? r->msg : "unrecognized error code";
}
