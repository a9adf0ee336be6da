/* nothing device code needs from <time.h> */
