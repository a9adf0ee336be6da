struct{(}
__device__ a(){case) a