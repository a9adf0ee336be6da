__global__ void k(){ restrict x; register y; alignas(8) z; }
