// seed 002 §5.3.10.4.4 (static variables): a __host__ __device__ function has one copy of its
// static variable for host execution and one for device execution, so the device's first call
// sees 1 and its assert fails (printed on stderr at the synchronisation). The guide's program
// verbatim; main falls off its end (exit status 0).
#include <cassert>

__host__ __device__ int host_device_function() {
    static int v = 0;
    v++;
    return v;
}

__global__ void kernel() {
    int ret = host_device_function(); // v = 1
    assert(ret == 4);                 // FAIL
}

int main() {
    host_device_function();           // v = 1
    host_device_function();           // v = 2
    int ret = host_device_function(); // v = 3
    assert(ret == 3);                 // OK
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
}
