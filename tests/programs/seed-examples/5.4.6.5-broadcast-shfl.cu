// seed 000 §5.4.6.5 (warp shuffle functions), example 1, intrinsics version: broadcast lane 0's
// value with __shfl_sync. The guide's program verbatim (comments translated); the assert holds,
// so it prints nothing.
#include <assert.h>

__global__ void warp_broadcast_kernel(int input) {
     int laneId = threadIdx.x % 32;
     int value;
     if (laneId == 0) { // the variable is unused by every thread but lane 0
         value = input;
     }
     value = __shfl_sync(0xFFFFFFFF, value, 0); // synchronise the warp, take "value" from lane 0

     assert(value == input);
}

int main() {
    warp_broadcast_kernel<<<1, 32>>>(1234);
    cudaDeviceSynchronize();
    return 0;
}
