/* <thrust/version.h>: the version of Thrust that CUDA 13.0 ships (3.0.1), which cudarepl's
 * Thrust follows (docs/libraries.md, "Thrust"): THRUST_VERSION is major * 100000 + minor * 100
 * + subminor, as Thrust encodes it. */
#ifndef __CR_THRUST_VERSION_H
#define __CR_THRUST_VERSION_H
#define THRUST_VERSION 300001
#define THRUST_MAJOR_VERSION (THRUST_VERSION / 100000)
#define THRUST_MINOR_VERSION (THRUST_VERSION / 100 % 1000)
#define THRUST_SUBMINOR_VERSION (THRUST_VERSION % 100)
#define THRUST_PATCH_NUMBER 0
#endif
