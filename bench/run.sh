#!/bin/sh
# `make bench`: every benchmark, each printing ratios against a baseline measured in the same
# process (the machines are noisy; absolute times mean little).
#   bench_core.c   the device core: vecAdd and a shared-memory reduction, interpreter vs -O2 C
#                  (and the reduction warp by warp, against lockstep)
#   bench_sanitize.c  the race check (--sanitize=race) on the shared-memory reduction and the
#                  tiled SGEMM: sanitized / plain, the two alternating (SAN_REPS runs each, 5 by
#                  default; SIX_CLOCK=cpu: CPU time)
#   bench_six.c    the standard six kernels (vecAdd, shared reduction, shuffle reduction,
#                  transpose, histogram, SGEMM), interpreter vs -O2 C, medians and geomean;
#                  SIX_REPS runs each (3 by default); SIX_CLOCK=cpu times both sides in CPU
#                  time (a machine shared with other work), SIX_STAT=min takes the fastest
#                  run of each side rather than the median; SIX_THREADS=N: the pool's column
#                  with N threads (2 by default)
#   bench_pool.c   the pool of threads on launches from 1 block to 4096: serial / pool
#   bench_calls.c  kernels whose time goes into small __device__ functions (operators of a
#                  complex struct, cooperative groups, a matrix struct's accessors) vs -O2 C
#   bench_block.c  the executor's pieces: per block, per warp instruction, per barrier
#   bench_front.c  the front end on 3,000 lines of C++ against as many of C; a REPL cell's
#                  round trip after a C++ unit against a fresh session's
#   bench_cells.c  a REPL cell's round trip after the first, in CPU time, with the preprocessor's
#                  image of the session's prelude against the same cells without it (fastest of
#                  CELLS_REPS sessions each, alternating; 5 by default)
#   bench_startup.c  a program's run (`cudarepl PROG.cu`, small programs) with the preprocessor's
#                  images on disk against the same without them, in CPU time (fastest of
#                  STARTUP_REPS runs each, alternating; 9 by default)
#   litmus/        the litmus mode over the Dat3M corpus
#   front_mem.sh   not run here: the front end's peak memory and CPU time on template-heavy
#                  corpus programs, against an older build of cudarepl given to it
#   cell_cost.sh   not run here: a REPL cell's CPU time and what it adds to the session's peak
#                  memory (2N cells against N after <iostream> <vector>), against an older
#                  build of cudarepl given to it
# bench_kernels.h holds the CUDA source of the six kernels, which bench_core.c and
# bench_sanitize.c measure too.
set -eu
BUILD=${BUILD:-build}
CC=${CC:-cc}
cd "$(dirname "$0")/.."
make -s -j2 "$BUILD/libcudarepl.a"
mkdir -p "$BUILD/bench"
build() { # name
    $CC -std=gnu11 -O2 -Iinclude -I. -D_GNU_SOURCE -o "$BUILD/bench/$1" "bench/bench_$1.c" \
        $(make -s print-link-flags) "$BUILD/libcudarepl.a" \
        -ltcc -lffi -ljansson -lcrypto -lz -ldl -lm -lpthread -ledit -lzmq
}
build core
build sanitize
build six
build pool
build calls
build block
build front
build cells
$CC -std=gnu11 -O2 -o "$BUILD/bench/startup" bench/bench_startup.c
echo "== the front end (best of 5)"
"$BUILD/bench/front"
echo "== REPL cells after the first (CPU ms a cell; fastest of ${CELLS_REPS:-5})"
"$BUILD/bench/cells" "${CELLS_REPS:-5}"
echo "== a program's run: images of the headers on disk / none (CPU ms; fastest of ${STARTUP_REPS:-9})"
make -s -j2 all
"$BUILD/bench/startup" "${STARTUP_REPS:-9}" "${BIN:-bin}/cudarepl"
echo "== device core (interpreter / native -O2; best of 3)"
"$BUILD/bench/core" 3
echo "== the race check (--sanitize=race / plain; fastest of ${SAN_REPS:-5})"
"$BUILD/bench/sanitize" "${SAN_REPS:-5}" ${SIX_CLOCK:+"$SIX_CLOCK"}
echo "== the six kernels (interpreter / native -O2; median of ${SIX_REPS:-3})"
"$BUILD/bench/six" "${SIX_REPS:-3}"
echo "== the pool of threads on small and large launches (serial / pool; fastest of 30)"
"$BUILD/bench/pool" 30 2
echo "== small device functions (interpreter / native -O2; median of ${SIX_REPS:-3})"
"$BUILD/bench/calls" "${SIX_REPS:-3}"
echo "== the executor's pieces (against an empty kernel; best of 3)"
"$BUILD/bench/block"
echo "== litmus mode"
BUILD=$BUILD sh bench/litmus/run.sh
