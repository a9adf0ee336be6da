/* nothing device code needs from <errno.h> */
