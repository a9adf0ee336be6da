// math-bessel-double under --fmad=false (the sidecar's option): the double Bessel functions,
// erfcx and cyl_bessel_i0/i1 on the same 8192 inputs, for each function a 64-bit FNV-1a digest
// of the result bits in input order and four results in full. y0, y1 and yn round the
// products that nvcc fuses by default (y0's ln(x) j0(x) + (x^2 - z^2) P(x^2), y1's j1(x) ln(x)
// - 1/x and x P(x^2) + ...), so they differ from the default build's; the others print the same.
#include "math-bessel-double.cu"
