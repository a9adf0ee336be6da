#ifndef _CR_STDLIB_H
#define _CR_STDLIB_H
/* malloc, free and abs are built into the device front end (§5.3.7.4) */
#include <stddef.h>
#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
#define RAND_MAX 2147483647
#endif
