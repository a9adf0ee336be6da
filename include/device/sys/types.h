/* nothing device code needs from <sys/types.h> */
