/* nothing device code needs from <locale.h> (host code sees the C library's) */
