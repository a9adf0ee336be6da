/* Seed 000 §5.4.8.2 (address space conversion functions): the guide's two snippets on shared
   addresses and inline PTX (ld.shared.s32 through a __cvta_generic_to_shared address, and the
   32-bit round trip), placed in a kernel with a main and a printf added. The expected output
   and exit status are the H200's. */
#include <assert.h>
#include <stdint.h>
#include <stdio.h>

__global__ void kernel() {
    __shared__ int smem_var;
    smem_var        = 42;
    size_t smem_ptr = __cvta_generic_to_shared(&smem_var);
    int     output;
    asm volatile("ld.shared.s32 %0, [%1];" : "=r"(output) : "l"(smem_ptr) : "memory");

    assert(output == 42);
    printf("output = %d\n", output);

    uint32_t        smem_ptr_32bit = static_cast<uint32_t>(__cvta_generic_to_shared(&smem_var));
    size_t smem_ptr_64bit = static_cast<size_t>(smem_ptr_32bit); // zero-extend to 64 bits

    void* generic_ptr     = __cvta_shared_to_generic(smem_ptr_64bit);
    assert(generic_ptr == &smem_var);
    printf("round trip %s\n", generic_ptr == &smem_var ? "ok" : "differs");
}

int main() {
    kernel<<<1, 1>>>();
    cudaError_t e = cudaDeviceSynchronize();
    printf("%s\n", cudaGetErrorName(e));
    return 0;
}
