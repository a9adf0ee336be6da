#ifndef _CR_TIME_H
#define _CR_TIME_H
/* clock() and clock64() are built into the device front end (§5.3.7.1); clock_t is
 * the type clock() returns (long, as on the host). */
typedef long clock_t;
#define CLOCKS_PER_SEC 1000000l
#endif
