// seed 000 §5.4.1.2 (memory space specifiers): the host reaches __device__ and __constant__
// variables through cudaGetSymbolAddress / cudaGetSymbolSize / cudaMemcpyFromSymbol /
// cudaMemcpyToSymbol, the symbol passed by name (the runtime's C++ overloads). The guide's
// program verbatim (comments translated); it prints nothing and main falls off its end (0).
__device__    float device_var        = 4.0f; // a variable in device memory
__constant__ float constant_mem_var = 4.0f; // a variable in constant memory
                                              // for readability, the example below uses the device variable

int main() {
     float* device_ptr;
     cudaGetSymbolAddress((void**) &device_ptr, device_var); // the address of device_var

     size_t symbol_size;
     cudaGetSymbolSize(&symbol_size, device_var); // the size of the symbol (4 bytes)

     float host_var;
     cudaMemcpyFromSymbol(&host_var, device_var, sizeof(host_var)); // device to host

     host_var = 3.0f;
     cudaMemcpyToSymbol(device_var, &host_var, sizeof(host_var)); // host to device
}
