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
#   sfu2:   lg2.approx, MUFU.SIN and MUFU.COS (mufu_raw.cu, its cubin's 1/(2 pi) patched to 1 so
#           that the unit sees the operand), the double seeds, and the functions on them:
#           pack0.bin (tables for sfu_pack.c: ./sfu_pack OLD.bin pack0.bin sfu_tables.bin),
#           digests.z (for every 2^17 operands), samples.z (results on gen.h's inputs); the
#           run of 2026-12-04 printed sfu2.h200.txt.
#   cmp2:   the GPU against vmmath.c, cudamath.c and sfu.c (objects of a cudarepl build) on
#           one float in 32, 2^27 float pairs and 2^24 doubles (cmp2.h200.txt, 2026-12-04).
#   cmp3:   every precise float and double function (and the fast ones with a library form)
#           against vmmath.c, cudamath.c and sfu.c on the same inputs as cmp2, built with the
#           default --fmad=true and with --fmad=false (cmp3.h100.txt, cmp3-nofmad.h100.txt:
#           an H100, 2026-12-06).
#   sqrt:   sqrt.approx.f32 (MUFU.SQRT) against sqrt.rn on all 2^32 operands (sqrtapprox.cu)
#           and its difference on [1, 4) as two-bit fields (sqrttab.cu writes sqrttab.bin;
#           interp/vm/sfu_sqrt.z is zlib of "SQRT" and that file: python3 -c 'import zlib,sys;
#           open(sys.argv[2],"wb").write(zlib.compress(b"SQRT"+open(sys.argv[1],"rb").read(),9))'
#           sqrttab.bin interp/vm/sfu_sqrt.z). An H100 ran both on 2026-12-06.
#   tanh_table: MUFU.TANH on every operand it distinguishes (about 19.6 million: both signs,
#           binades 2^-8 .. 2^2), as steps between consecutive results (tanh_table.bin, gzip it
#           to bring it back), for a table or a fit of the unit (its first version, one bit of
#           resolution short, ran on an H100 on 2026-12-05 and was corrected; not run since).
# Programs of tests/programs that await a GPU run (their sidecars say why) are listed in
# owed.txt: `sh scripts/h200-corpus.sh run OUTDIR tests/device-sweeps/owed.txt` on the GPU,
# then `sh scripts/h200-corpus.sh compare OUTDIR tests/device-sweeps/owed.txt` here.
set -e
out=${OUT:-/tmp/math-sweeps}
mkdir -p "$out"
dir=tests/device-sweeps
nvcc -arch=sm_90 -O3 -o "$out/probe1" $dir/probe1.cu
(cd "$out" && ./probe1)
gcc -O2 -ffp-contract=off -I. -c interp/vm/cudamath.c -o "$out/cudamath.o"
gcc -O2 -I. -DSFU_TABLES='"interp/vm/sfu_tables.bin"' -DSFU_SQRT='"interp/vm/sfu_sqrt.z"' -c interp/vm/sfu.c -o "$out/sfu.o"
nvcc -arch=sm_90 -O2 -I. -Xcompiler -fopenmp -o "$out/probe2" $dir/probe2.cu "$out/cudamath.o" "$out/sfu.o" -lz -lgomp
"$out/probe2" | tee "$out/probe2.txt"
nvcc -arch=sm_90 -O2 -o "$out/sfu" $dir/sfu.cu
(cd "$out" && ./sfu)
nvcc -arch=sm_90 -cubin -O3 -o "$out/mufu_raw.cubin" $dir/mufu_raw.cu
python3 -c 'import struct,sys; b=open(sys.argv[1],"rb").read(); open(sys.argv[2],"wb").write(b.replace(struct.pack("<I",0x3e22f983),struct.pack("<I",0x3f800000)))' "$out/mufu_raw.cubin" "$out/mufu_raw1.cubin"
nvcc -arch=sm_90 -O3 -o "$out/sfu2" $dir/sfu2.cu -lcuda -lz
(cd "$out" && ./sfu2 .)
make -j2 all >/dev/null
nvcc -arch=sm_90 -O2 -std=c++17 -I. -Iinclude -I$dir -o "$out/cmp2" $dir/cmp2.cu build/interp/vm/vmmath.o build/interp/vm/cudamath.o build/interp/vm/sfu.o -lz -lpthread
"$out/cmp2" "$out/examples.txt" | tee "$out/cmp2.txt"
for m in true false; do
    nvcc -arch=sm_90 -O2 --fmad=$m -std=c++17 -I. -Iinclude -I$dir -o "$out/cmp3-$m" $dir/cmp3.cu build/interp/vm/vmmath.o build/interp/vm/cudamath.o build/interp/vm/sfu.o -lz -lpthread
    "$out/cmp3-$m" "$out/examples3-$m.txt" | tee "$out/cmp3-$m.txt"
done
nvcc -arch=sm_90 -O2 -o "$out/tanh_table" $dir/tanh_table.cu
"$out/tanh_table" "$out" | tee "$out/tanh_table.txt"
gzip -9f "$out/tanh_table.bin"
