/* nothing device code needs from <unistd.h> */
