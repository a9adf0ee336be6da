/* nothing device code needs from <stdarg.h> */
