// math-bessel-float under --fmad=false (the sidecar's option): the float Bessel functions,
// erfcxf and cyl_bessel_i0f/i1f on the same 8192 inputs, for each function a 64-bit FNV-1a
// digest of the result bits in input order and four results in full. jnf's backward recurrence
// rounds its product before the difference here (FMUL, FADD), so jnf(2) ... jnf(14) differ from
// the default build's; the others print the same.
#include "math-bessel-float.cu"
