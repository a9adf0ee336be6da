/* nothing device code needs from <sys/mman.h> */
