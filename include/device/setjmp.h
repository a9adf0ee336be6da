/* nothing device code needs from <setjmp.h> (host code sees the C library's) */
