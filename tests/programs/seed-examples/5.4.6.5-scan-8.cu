// seed 000 §5.4.6.5 (warp shuffle functions), example 2, intrinsics version: an inclusive
// plus-scan over sub-partitions of 8 threads with __shfl_up_sync(..., width 8). The guide's
// program verbatim (comments translated); the guide prints no output for it: the expected
// output is the H200's (the threads of one warp print in lane order).
#include <stdio.h>

__global__ void scan_sub_partition_with_8_threads_kernel() {
     int laneId = threadIdx.x % 32;
     int value = 31 - laneId; // the starting value to accumulate
     // loop accumulating the scan within my partition;
     // a scan of 8 threads takes log2(8) == 3 steps
     for (int delta = 1; delta <= 4; delta *= 2) {
         int tmp         = __shfl_up_sync(0xFFFFFFFF, value, delta, /*width=*/8); // read from laneId - delta

         int source_lane = laneId % 8 - delta;
         if (source_lane >= 0) // lanes with 'source_lane < 0' keep their value
             value += tmp;
     }
     printf("Thread %d final value = %d\n", threadIdx.x, value);
}

int main() {
    scan_sub_partition_with_8_threads_kernel<<<1, 32>>>();
    cudaDeviceSynchronize();
    return 0;
}
