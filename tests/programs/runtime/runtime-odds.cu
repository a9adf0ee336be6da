// Runtime calls programs make now and then, and what each returns on an H100 (sm_90; the
// H200 is the same device generation): the deprecated shared memory bank configuration (the
// banks stay four bytes wide), the cache preference (kept and read back), cudaChooseDevice and
// the PCI bus id round trip, cudaHostGetFlags (of an allocation, inside it, of memory that is
// not page-locked, of registered memory), cudaStreamGetDevice, cudaInitDevice,
// cudaEventRecordWithFlags, the 2D memset and copy on a stream, cudaSetValidDevices (CUDA
// Runtime API; CUDA C++ Programming Guide §2.3 for pitched allocations).
#include <cstdio>
#include <cuda_runtime.h>
__global__ void k(int *p) { if (p) *p = 1; }
int main()
{
    cudaSharedMemConfig sc = (cudaSharedMemConfig)7;
    cudaError_t e = cudaDeviceGetSharedMemConfig(&sc);
    printf("GetSharedMemConfig %d %d\n", (int)e, (int)sc);
    e = cudaDeviceSetSharedMemConfig(cudaSharedMemBankSizeEightByte);
    sc = (cudaSharedMemConfig)7;
    cudaError_t e2 = cudaDeviceGetSharedMemConfig(&sc);
    printf("SetSharedMemConfig(8) %d then get %d %d\n", (int)e, (int)e2, (int)sc);
    e = cudaFuncSetSharedMemConfig(k, cudaSharedMemBankSizeEightByte);
    printf("FuncSetSharedMemConfig %d\n", (int)e);
    cudaFuncCache cc = (cudaFuncCache)9;
    e = cudaDeviceGetCacheConfig(&cc);
    printf("GetCacheConfig %d %d\n", (int)e, (int)cc);
    e = cudaDeviceSetCacheConfig(cudaFuncCachePreferShared);
    cc = (cudaFuncCache)9;
    e2 = cudaDeviceGetCacheConfig(&cc);
    printf("SetCacheConfig(shared) %d then get %d %d\n", (int)e, (int)e2, (int)cc);
    e = cudaFuncSetCacheConfig(k, cudaFuncCachePreferL1);
    printf("FuncSetCacheConfig %d\n", (int)e);
    int dev = -1;
    cudaDeviceProp prop = {};
    prop.major = 9;
    e = cudaChooseDevice(&dev, &prop);
    printf("ChooseDevice %d %d\n", (int)e, dev);
    char bus[64] = {0};
    e = cudaDeviceGetPCIBusId(bus, sizeof bus, 0);
    printf("GetPCIBusId %d %s\n", (int)e, e == cudaSuccess ? "(a string)" : "-");
    int back = -1;
    e2 = cudaDeviceGetByPCIBusId(&back, bus);
    printf("GetByPCIBusId %d %d\n", (int)e2, back);
    void *h;
    cudaHostAlloc(&h, 4096, cudaHostAllocMapped | cudaHostAllocPortable);
    unsigned fl = 99;
    e = cudaHostGetFlags(&fl, h);
    printf("HostGetFlags %d %u\n", (int)e, fl);
    fl = 99;
    e = cudaHostGetFlags(&fl, (char *)h + 100);
    printf("HostGetFlags inside %d %u\n", (int)e, fl);
    int local;
    fl = 99;
    e = cudaHostGetFlags(&fl, &local);
    printf("HostGetFlags of a stack address %d %u (%s)\n", (int)e, fl, cudaGetErrorName(e));
    cudaGetLastError();
    void *mh = malloc(4096);
    cudaHostRegister(mh, 4096, cudaHostRegisterMapped);
    fl = 99;
    e = cudaHostGetFlags(&fl, mh);
    printf("HostGetFlags registered %d %u\n", (int)e, fl);
    cudaStream_t s;
    cudaStreamCreate(&s);
    int sd = -1;
    e = cudaStreamGetDevice(s, &sd);
    printf("StreamGetDevice %d %d\n", (int)e, sd);
    e = cudaInitDevice(0, 0, 0);
    printf("InitDevice %d\n", (int)e);
    cudaEvent_t ev;
    cudaEventCreate(&ev);
    e = cudaEventRecordWithFlags(ev, s, 0);
    printf("EventRecordWithFlags %d\n", (int)e);
    int *d;
    size_t pitch;
    cudaMallocPitch(&d, &pitch, 100, 4);
    e = cudaMemset2DAsync(d, pitch, 0x7f, 100, 4, s);
    int hv[25];
    e2 = cudaMemcpy2DAsync(hv, 100, d, pitch, 100, 1, cudaMemcpyDeviceToHost, s);
    cudaStreamSynchronize(s);
    printf("Memset2DAsync %d Memcpy2DAsync %d %08x\n", (int)e, (int)e2, hv[24]);
    int valid[1] = {0};
    e = cudaSetValidDevices(valid, 1);
    printf("SetValidDevices %d\n", (int)e);
    return 0;
}
