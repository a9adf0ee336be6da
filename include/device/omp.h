/* <omp.h>: host code only (the host pass reads include/host/omp.h) */
