__global__ void k(long *p){ *p = (long)(1e308 * 10.0); int a[(int)-1e300 < 0 ? 1 : 2]; }
