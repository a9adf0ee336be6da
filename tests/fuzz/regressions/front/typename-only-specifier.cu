__global__ void k(){ typename x; }
