#!/bin/sh
# Builds and runs the litmus benchmark (bench.c) against the library in $BUILD, on the Dat3M
# corpus and on the CUDA C litmus tests. Prints times per 100 tests and their ratio to parsing
# (compiling) alone, measured in the same run.
set -eu
BUILD=${BUILD:-build}
CC=${CC:-cc}
cd "$(dirname "$0")/../.."
make -s -j2 "$BUILD/libcudarepl.a"
mkdir -p "$BUILD/bench"
$CC -std=gnu11 -O2 -Iinclude -I. -D_GNU_SOURCE -o "$BUILD/bench/litmus" bench/litmus/bench.c \
    $(make -s print-link-flags) "$BUILD/libcudarepl.a" -ltcc -ljansson -lz -ldl -lm -lpthread
"$BUILD/bench/litmus" tests/litmus/dat3m-ptx tests/litmus/cuda
