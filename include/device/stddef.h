#ifndef _CR_STDDEF_H
#define _CR_STDDEF_H
#ifndef NULL
#define NULL ((void *)0)
#endif
#define offsetof(t, m) ((size_t)&((t *)0)->m)
typedef int wchar_t;
typedef long max_align_t;
#endif
