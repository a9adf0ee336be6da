// The order of cub::DeviceReduce::Sum's float additions, probed: for each position p, n ones
// with 2^24 at p are summed; 2^24 + 1 rounds back to 2^24, so (result - 2^24) tells how many
// of the ones were added to the large value one at a time. Writes it per p as int32 to
// OUTDIR/order_N.bin for n = 16484, 20480, 24576. An H100 (CUDA 13.0) gave n - 2 at every p:
// each thread folds its 16 items of a whole tile as a tree of adjacent pairs (an in-order fold
// loses more), which include/host/cub/__cr_cub's DeviceReduce::Sum does (docs/libraries.md).
//   nvcc -arch=sm_90 -O2 -std=c++17 -o cub_reduce_order cub_reduce_order.cu && ./cub_reduce_order OUTDIR
#include <cstdio>
#include <cstdlib>
#include <cub/cub.cuh>
int main(int argc, char **argv) {
  const char *out = argv[1];
  int ns[] = {16484, 20480, 24576};
  float *d, *o; cudaMalloc(&d, 30000 * 4); cudaMalloc(&o, 4);
  void *tmp; size_t bytes = 0; cub::DeviceReduce::Sum(NULL, bytes, d, o, 30000); cudaMalloc(&tmp, bytes * 2 + 1024);
  float *h = (float *)malloc(30000 * 4);
  for (int k = 0; k < 3; k++) {
    int n = ns[k];
    for (int i = 0; i < n; i++) h[i] = 1.0f;
    cudaMemcpy(d, h, n * 4, cudaMemcpyHostToDevice);
    int *res = (int *)malloc(n * 4);
    float big = 16777216.0f, one = 1.0f;
    for (int p = 0; p < n; p++) {
      cudaMemcpy(d + p, &big, 4, cudaMemcpyHostToDevice);
      size_t b2 = bytes * 2 + 1024;
      cub::DeviceReduce::Sum(tmp, b2, d, o, n);
      float r; cudaMemcpy(&r, o, 4, cudaMemcpyDeviceToHost);
      res[p] = (int)(r - big);
      cudaMemcpy(d + p, &one, 4, cudaMemcpyHostToDevice);
    }
    char name[256]; snprintf(name, sizeof name, "%s/order_%d.bin", out, n);
    FILE *f = fopen(name, "wb"); fwrite(res, 4, n, f); fclose(f);
    printf("%d done: first %d %d %d\n", n, res[0], res[1], res[n - 1]);
  }
  return 0;
}
