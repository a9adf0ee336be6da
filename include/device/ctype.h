/* nothing device code needs from <ctype.h> */
