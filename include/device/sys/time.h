/* nothing device code needs from <sys/time.h> */
