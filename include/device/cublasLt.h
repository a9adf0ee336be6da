/* cublasLt.h: the same file as the host pass reads (include/host/cublasLt.h) */
#include "../host/cublasLt.h"
