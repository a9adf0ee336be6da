#ifndef _CR_STRINGS_H
#define _CR_STRINGS_H
/* <strings.h>: host functions (strcasecmp ...); device code has none of them */
#endif
