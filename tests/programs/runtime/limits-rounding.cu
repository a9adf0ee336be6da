// The limits an H200 keeps when a program sets them (CUDA C++ Programming Guide, 3.2.12 and the
// runtime's cudaDeviceSetLimit): the stack size is rounded up to 16 bytes and may not exceed
// 512 KiB less 576 bytes, the printf FIFO is at least 512 KiB and a multiple of 256 bytes
// (8650752 bytes by default), the malloc heap at least 4 MiB and a multiple of 64 KiB. The
// expected output is an H200's (nvcc -arch=sm_90).
#include <cstdio>
int main(){
  size_t v;
  const char *nm[3]={"stack","printf","heap"}; int ids[3]={0,1,2};
  size_t sizes[]={1,1000,1024,4096,65536,524287,524288,524289,1000000,1048576,3000000,8650752,9000000,100000000};
  for(int k=0;k<3;k++){ cudaDeviceGetLimit(&v,(cudaLimit)ids[k]); printf("%s default %zu\n",nm[k],v); }
  for(int k=0;k<3;k++) for(size_t s: sizes){ cudaError_t e=cudaDeviceSetLimit((cudaLimit)ids[k], s); v=0; cudaDeviceGetLimit(&v,(cudaLimit)ids[k]); printf("%s set %zu -> %d %zu\n",nm[k],s,(int)e,v); cudaGetLastError(); }
  return 0;
}
