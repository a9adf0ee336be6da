/* fma-contract.cu under nvcc's --fmad=false (this program's sidecar): x * y + z and the others
   stay a multiply and an add (mul.rn, add.rn in nvcc's PTX), so the doubles that the default
   build fuses (0x1.0000001p-26) print the unfused 0x1p-26. */
#include "fma-contract.cu"
