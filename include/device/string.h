#ifndef _CR_STRING_H
#define _CR_STRING_H
/* memcpy and memset are built into the device front end (§5.3.7.3) */
#include <stddef.h>
#endif
