/* rtdoc.h — the CUDA runtime API's reference for :doc and Jupyter inspect: each function as the
 * CUDA Runtime API declares it, with what it does here. (The host header, include/host/
 * cuda_runtime.h, declares some of them as macros over internal names, which users should not
 * have to read.)
 */
#ifndef CR_SESSION_RTDOC_H
#define CR_SESSION_RTDOC_H

typedef struct {
    const char *name;
    const char *signature; /* as the CUDA Runtime API declares it */
    const char *doc;
} sess_rtdoc;

/* The entry for NAME, or NULL. */
const sess_rtdoc *sess_rtdoc_find(const char *name);
/* The whole table (for tests); *n gets its length. */
const sess_rtdoc *sess_rtdoc_table(int *n);

#endif
