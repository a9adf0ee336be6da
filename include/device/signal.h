/* nothing device code needs from <signal.h> (host code sees the C library's) */
