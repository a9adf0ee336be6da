// Runtime API: peer-to-peer access (the simpleP2P sample) on a machine with one GPU. The only
// device is 0, and a device is not its own peer: cudaDeviceCanAccessPeer(&c, 0, 0) answers 0;
// an ordinal that is not a device is cudaErrorInvalidDevice; enabling access to a device that
// cudaDeviceCanAccessPeer says cannot be accessed is cudaErrorInvalidDevice, and disabling
// access that was never enabled is cudaErrorPeerAccessNotEnabled (the runtime API reference,
// "Peer Device Memory Access"). cudaMemcpyPeer between device 0 and itself is a device-to-device
// copy. The expected output follows from the documented semantics; it has not yet been
// compared with an H200's.
#include <stdio.h>

static void show(const char *what, cudaError_t e)
{
    printf("%-40s %d %s\n", what, (int)e, cudaGetErrorName(e));
}

int main()
{
    int n = -1;
    show("cudaGetDeviceCount", cudaGetDeviceCount(&n));
    printf("devices: %d\n", n);
    int can = -1;
    show("cudaDeviceCanAccessPeer(0, 0)", cudaDeviceCanAccessPeer(&can, 0, 0));
    printf("device 0 can access device 0 as a peer: %d\n", can);
    show("cudaDeviceCanAccessPeer(0, 1)", cudaDeviceCanAccessPeer(&can, 0, 1));
    show("cudaDeviceCanAccessPeer(1, 0)", cudaDeviceCanAccessPeer(&can, 1, 0));
    show("cudaDeviceEnablePeerAccess(1, 0)", cudaDeviceEnablePeerAccess(1, 0));
    show("cudaDeviceEnablePeerAccess(0, 0)", cudaDeviceEnablePeerAccess(0, 0));
    show("cudaDeviceDisablePeerAccess(1)", cudaDeviceDisablePeerAccess(1));
    show("cudaDeviceDisablePeerAccess(0)", cudaDeviceDisablePeerAccess(0));
    show("cudaGetLastError", cudaGetLastError());
    show("cudaGetLastError", cudaGetLastError());

    int h[4] = {1, 2, 3, 4}, back[4] = {0, 0, 0, 0};
    int *a, *b;
    cudaMalloc((void **)&a, sizeof h);
    cudaMalloc((void **)&b, sizeof h);
    cudaMemcpy(a, h, sizeof h, cudaMemcpyHostToDevice);
    show("cudaMemcpyPeer(b, 0, a, 0)", cudaMemcpyPeer(b, 0, a, 0, sizeof h));
    cudaMemcpy(back, b, sizeof back, cudaMemcpyDeviceToHost);
    printf("copied: %d %d %d %d\n", back[0], back[1], back[2], back[3]);
    show("cudaMemcpyPeer(b, 1, a, 0)", cudaMemcpyPeer(b, 1, a, 0, sizeof h));
    show("cudaMemcpyPeerAsync(a, 0, b, 0)", cudaMemcpyPeerAsync(a, 0, b, 0, sizeof h, 0));
    show("cudaDeviceSynchronize", cudaDeviceSynchronize());
    cudaFree(a);
    cudaFree(b);
    return 0;
}
