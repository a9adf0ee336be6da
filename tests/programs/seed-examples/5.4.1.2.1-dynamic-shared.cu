// seed 000 §5.4.1.2.1 (__shared__ memory): static and dynamic shared memory, the dynamic size
// given as the third launch-configuration argument. The guide's program verbatim (comments
// translated); it prints nothing.
extern __shared__ char dynamic_smem_pointer[];
// extern __shared__ char* dynamic_smem_pointer; // the other way to write it

__global__ void kernel() { // or a __device__ function
    __shared__ int smem_var1[4];                   // static size
    auto smem_var2 = (int*) dynamic_smem_pointer; // dynamic size
}

int main() {
    size_t shared_memory_size = 16;
    kernel<<<1, 1, shared_memory_size>>>();
    cudaDeviceSynchronize();
}
