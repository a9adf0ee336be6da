/* Seed 002 §5.3.10.4.3 (volatile-qualified variables): the guide's kernel that writes and
   reads "MMIO registers" with inline PTX (st.relaxed.mmio.sys.u32, ld.relaxed.mmio.sys.u32),
   as printed, with a main added that passes two words of global memory. The expected output
   and exit status are the H200's. */
#include <stdio.h>

__global__ void kernel(int* mmio_reg0, int* mmio_reg1) {
    // Write to MMIO register:
    int value = 13;
    asm volatile("st.relaxed.mmio.sys.u32 [%0], %1;"
        :
        : "l"(mmio_reg0), "r"(value) : "memory");

    // Read MMIO register:
    asm volatile("ld.relaxed.mmio.sys.u32 %0, [%1];"
        : "=r"(value)
        : "l"(mmio_reg1) : "memory");

    if (value != 42)
        __trap(); // Errors if wrong data read
}

int main() {
    int *regs, h[2] = {0, 42};
    cudaMalloc((void **)&regs, sizeof h);
    cudaMemcpy(regs, h, sizeof h, cudaMemcpyHostToDevice);
    kernel<<<1, 1>>>(regs, regs + 1);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(h, regs, sizeof h, cudaMemcpyDeviceToHost);
    printf("%s: reg0 = %d, reg1 = %d\n", cudaGetErrorName(e), h[0], h[1]);
    return 0;
}
