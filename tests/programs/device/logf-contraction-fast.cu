// logf-contraction under --use_fast_math (the sidecar's option), with logf and log10f where
// that program has __logf and __log10f: nvcc makes them the same lg2.approx.ftz and the
// product fused into the add (PTX fma.rn.ftz.f32 with 0f3F317218, 0f3E9A209B).
#define LOG logf
#define LOG10 log10f
#include "logf-contraction.cu"
