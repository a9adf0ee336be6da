#!/bin/sh
# Device sweeps for docs/math-h200.md: run from the repository root on a machine with an H200
# and nvcc 13 (the results of 2026-12-03 are probe1.h200.txt and probe2.h200.txt).
#   probe1: every float and double math function on the sample that tests/builtins/
#           test_math_sweep.c regenerates (f32.bin, f64.bin), and the SFU approximations'
#           distance from the correctly rounded result on whole binades (tab_*.i8).
#   probe2: exhaustive float sweeps and 2^28-input double sweeps, the GPU against
#           interp/vm/cudamath.c compiled for the host.
#   sfu:    the SFU tables (sfu.cu; sfu_pack.c turns its NAME.d8 files into
#           interp/vm/sfu_tables.bin).
set -e
out=${OUT:-/tmp/math-sweeps}
mkdir -p "$out"
dir=tests/device-sweeps
nvcc -arch=sm_90 -O3 -o "$out/probe1" $dir/probe1.cu
(cd "$out" && ./probe1)
gcc -O2 -ffp-contract=off -I. -c interp/vm/cudamath.c -o "$out/cudamath.o"
gcc -O2 -I. -DSFU_TABLES='"interp/vm/sfu_tables.bin"' -c interp/vm/sfu.c -o "$out/sfu.o"
nvcc -arch=sm_90 -O2 -I. -Xcompiler -fopenmp -o "$out/probe2" $dir/probe2.cu "$out/cudamath.o" "$out/sfu.o" -lz -lgomp
"$out/probe2" | tee "$out/probe2.txt"
nvcc -arch=sm_90 -O2 -o "$out/sfu" $dir/sfu.cu
(cd "$out" && ./sfu)
