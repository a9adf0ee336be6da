// cudaMemcpy whose "device" side is page-locked host memory from cudaMallocHost, copied with
// cudaMemcpyHostToDevice and cudaMemcpyDeviceToHost (the course programs after "Professional
// CUDA C Programming" allocate their kernel's arrays with cudaMallocHost and fill them so).
// The runtime API reference (cudaMemcpy) says that pointers which do not match the direction
// of the copy give undefined behaviour; an H100 takes these copies (page-locked memory is mapped
// for the device as well) and so does cudarepl. cudaMemcpyDefault, a kernel on the page-locked
// memory and cudaMemcpyHostToHost are the documented uses.
#include <stdio.h>

__global__ void twice(float *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] *= 2.0f;
}

static void show(const char *what, cudaError_t e)
{
    printf("%-34s %d %s\n", what, (int)e, cudaGetErrorName(e));
}

int main()
{
    const int n = 8;
    float h[n], back[n], *pin = 0;
    for (int i = 0; i < n; i++)
        h[i] = (float)i + 0.5f;
    show("cudaMallocHost", cudaMallocHost((void **)&pin, sizeof h));
    show("Default into pinned", cudaMemcpy(pin, h, sizeof h, cudaMemcpyDefault));
    twice<<<1, 32>>>(pin, n);
    show("kernel on pinned", cudaDeviceSynchronize());
    printf("pin[3] = %g\n", pin[3]);
    show("HostToDevice into pinned", cudaMemcpy(pin, h, sizeof h, cudaMemcpyHostToDevice));
    printf("pin[3] = %g\n", pin[3]);
    show("DeviceToHost from pinned", cudaMemcpy(back, pin, sizeof back, cudaMemcpyDeviceToHost));
    show("HostToHost from pinned", cudaMemcpy(back, pin, sizeof back, cudaMemcpyHostToHost));
    printf("back[3] = %g\n", back[3]);
    show("cudaGetLastError", cudaGetLastError());
    show("cudaFreeHost", cudaFreeHost(pin));
    return 0;
}
