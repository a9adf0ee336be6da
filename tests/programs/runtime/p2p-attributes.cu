// Peer-to-peer attributes and access on a machine of one H200 (CUDA Runtime API:
// cudaDeviceGetP2PAttribute, cudaDeviceCanAccessPeer, cudaDeviceEnablePeerAccess): every pair,
// the device with itself included, is cudaErrorInvalidDevice; a null value pointer is
// cudaErrorInvalidValue. NVIDIA's topologyQuery calls these. Expected: the H200's output.
#include <cstdio>
int main()
{
    cudaDeviceP2PAttr attrs[] = {cudaDevP2PAttrPerformanceRank, cudaDevP2PAttrAccessSupported,
                                 cudaDevP2PAttrNativeAtomicSupported, cudaDevP2PAttrCudaArrayAccessSupported};
    for (int i = 0; i < 4; i++) {
        int v = -7;
        cudaError_t e = cudaDeviceGetP2PAttribute(&v, attrs[i], 0, 0);
        printf("attr %d (0,0): %s %d\n", (int)attrs[i], cudaGetErrorName(e), v);
        v = -7;
        e = cudaDeviceGetP2PAttribute(&v, attrs[i], 0, 1);
        printf("attr %d (0,1): %s %d\n", (int)attrs[i], cudaGetErrorName(e), v);
    }
    int v = -7;
    cudaError_t e = cudaDeviceGetP2PAttribute(&v, (cudaDeviceP2PAttr)99, 0, 0);
    printf("attr 99: %s %d\n", cudaGetErrorName(e), v);
    e = cudaDeviceGetP2PAttribute(NULL, cudaDevP2PAttrAccessSupported, 0, 0);
    printf("null: %s\n", cudaGetErrorName(e));
    int c = -7;
    e = cudaDeviceCanAccessPeer(&c, 0, 0);
    printf("can access 0,0: %s %d\n", cudaGetErrorName(e), c);
    e = cudaDeviceCanAccessPeer(&c, 0, 1);
    printf("can access 0,1: %s %d\n", cudaGetErrorName(e), c);
    e = cudaDeviceEnablePeerAccess(0, 0);
    printf("enable 0: %s\n", cudaGetErrorName(e));
    e = cudaDeviceEnablePeerAccess(1, 0);
    printf("enable 1: %s\n", cudaGetErrorName(e));
    printf("last: %s\n", cudaGetErrorName(cudaGetLastError()));
    return 0;
}
