// curand-mrg32k3a.cu with MRG32k3a's float normals and log-normal printed with %a: their bits
// (Box-Muller on the SFU's __sincosf).
#define NORMAL "%a"
#include "curand-mrg32k3a.cu"
