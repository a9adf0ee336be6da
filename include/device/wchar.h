/* nothing device code needs from <wchar.h> (host code sees the C library's) */
