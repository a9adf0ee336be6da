// Events around cuRAND's MT19937 generator (host API, device memory): on a GPU the words are
// made on the device, so the events time the generation, not a host computation. cudarepl makes
// MT19937's words natively; that time is the device's work, not the host's (docs/runtime.md,
// "Event times"), so the events measure what the model says, not cudarepl's own work.
#include <cstdio>
#include <curand.h>
int main() {
  const size_t n = 1 << 20;
  unsigned int *d;
  cudaMalloc(&d, n * sizeof(unsigned int));
  curandGenerator_t g;
  curandCreateGenerator(&g, CURAND_RNG_PSEUDO_MT19937);
  curandSetPseudoRandomGeneratorSeed(g, 1234ULL);
  curandGenerate(g, d, n); // the generator's set-up, untimed
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  cudaEventRecord(a);
  for (int i = 0; i < 8; i++)
    curandGenerate(g, d, n);
  cudaEventRecord(b);
  cudaEventSynchronize(b);
  float ms;
  cudaEventElapsedTime(&ms, a, b);
  printf("8 x 2^20 MT19937 words under 100 ms: %s\n", ms < 100 ? "yes" : "no");
  unsigned int h[4];
  cudaMemcpy(h, d + n - 4, sizeof h, cudaMemcpyDeviceToHost);
  printf("%u %u %u %u\n", h[0], h[1], h[2], h[3]);
  curandDestroyGenerator(g);
  return 0;
}
