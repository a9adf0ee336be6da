#ifndef _CR_STDIO_H
#define _CR_STDIO_H
/* printf is built into the device front end (§5.3.7.2) */
#include <stddef.h>
typedef struct _IO_FILE FILE;
#define EOF (-1)
#endif
