/* <mm_malloc.h> in device code: the host pass's file (host functions, as under nvcc) */
#include "../host/mm_malloc.h"
