/* jk_kernelspec.h — installing the kernelspec "cudarepl" where `jupyter kernelspec` finds it:
 * kernel.json (argv = [this executable, "-f", "{connection_file}"], interrupt_mode "message")
 * and two logos, which are drawn here (a small PNG encoder: stored deflate blocks, no zlib).
 */
#ifndef JK_KERNELSPEC_H
#define JK_KERNELSPEC_H

#include <stddef.h>

#define JK_KERNEL_NAME "cudarepl"

typedef enum { JK_SPEC_USER, JK_SPEC_SYS_PREFIX, JK_SPEC_PREFIX } jk_spec_where;

/* The kernelspec directory: user (JUPYTER_DATA_DIR, or XDG_DATA_HOME/jupyter, or
 * ~/.local/share/jupyter), sys-prefix (the Python prefix Jupyter runs from, /usr on Debian)
 * or PREFIX, each followed by kernels/cudarepl ("share/jupyter/kernels/cudarepl" under a
 * prefix). 0 or -1 (ERR). */
__attribute__((warn_unused_result)) int jk_kernelspec_dir(jk_spec_where w, const char *prefix,
                                                          char *out, size_t cap, char *err,
                                                          size_t errcap);

/* The text of kernel.json for executable EXE (malloc'ed; NULL when out of memory). */
char *jk_kernelspec_json(const char *exe);

/* A SIZE×SIZE RGBA PNG logo in *OUT (malloc'ed, *LEN bytes). 0 or -1. */
__attribute__((warn_unused_result)) int jk_logo_png(unsigned size, unsigned char **out,
                                                    size_t *len);

/* Creates DIR (and its parents) and writes kernel.json and logo-32x32.png, logo-64x64.png.
 * 0 or -1 (ERR). */
__attribute__((warn_unused_result)) int jk_kernelspec_write(const char *dir, const char *exe,
                                                            char *err, size_t errcap);

#endif
