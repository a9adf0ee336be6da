// seed 000 §5.4.6.5 (warp shuffle functions), example 1, "CUDA C++" version: broadcast lane 0's
// value with cuda::device::warp_shuffle_idx from <cuda/warp>. The guide's program verbatim
// (comments translated); the assert holds, so it prints nothing.
#include <cassert>
#include <cuda/warp>

__global__ void warp_broadcast_kernel(int input) {
    int laneId = threadIdx.x % 32;
    int value;
    if (laneId == 0) { // the variable is unused by every thread but lane 0
        value = input;
    }
    value = cuda::device::warp_shuffle_idx(value, 0); // synchronise the warp, take "value" from lane 0

    assert(value == input);
}

int main() {
    warp_broadcast_kernel<<<1, 32>>>(1234);
    cudaDeviceSynchronize();
    return 0;
}
