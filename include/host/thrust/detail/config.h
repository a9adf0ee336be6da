/* <thrust/detail/config.h>: Thrust's configuration, as CUDA 13.0's Thrust has it for nvcc
 * (the CUDA device system, the C++ host system, C++17), and cudarepl's Thrust
 * (docs/libraries.md, "Thrust") */
#ifndef __CR_THRUST_DETAIL_CONFIG
#define __CR_THRUST_DETAIL_CONFIG
#include "../version.h"
#define THRUST_UNKNOWN 0
#define THRUST_FALSE 0
#define THRUST_TRUE 1
#define THRUST_UNUSED_VAR(expr) \
    do {                        \
        (void)(expr);           \
    } while (0)
#define THRUST_PREVENT_MACRO_SUBSTITUTION
#define THRUST_HOST_SYSTEM_CPP 1
#define THRUST_HOST_SYSTEM_OMP 2
#define THRUST_HOST_SYSTEM_TBB 3
#define THRUST_HOST_SYSTEM THRUST_HOST_SYSTEM_CPP
#define THRUST_DEVICE_SYSTEM_CUDA 1
#define THRUST_DEVICE_SYSTEM_OMP 2
#define THRUST_DEVICE_SYSTEM_TBB 3
#define THRUST_DEVICE_SYSTEM_CPP 4
#define THRUST_DEVICE_SYSTEM THRUST_DEVICE_SYSTEM_CUDA
#define THRUST_CPP_DIALECT 2017
#define THRUST_NS_PREFIX
#define THRUST_NS_POSTFIX
#define THRUST_NS_QUALIFIER ::thrust
#define THRUST_NAMESPACE_BEGIN namespace thrust {
#define THRUST_NAMESPACE_END } /* end namespace thrust */
#endif
