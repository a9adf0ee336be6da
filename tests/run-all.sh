#!/bin/sh
# Runs the test layers (all of them, or the ones named): unit (Criterion binaries, one per
# tests/<module>/), fuzz (the fuzz harnesses replay tests/fuzz/regressions/), programs, repl,
# litmus, jupyter. Each layer's runner lives in its folder as
# run.sh and exits non-zero on failure. BUILD and BIN say where the build put its outputs.
set -u
BUILD=${BUILD:-build}
BIN=${BIN:-bin}
export BUILD BIN
cd "$(dirname "$0")/.." || exit 1

layers=${*:-"unit fuzz programs programs-front repl litmus jupyter"}
failed=""
for layer in $layers; do
    case $layer in
    unit)
        for t in "$BUILD"/tests/*.test; do
            [ -f "$t" ] && [ -x "$t" ] || continue
            name=$(basename "$t" .test)
            echo "== unit: $name"
            "$t" --jobs 2 --short-filename || failed="$failed unit:$name"
        done
        ;;
    programs-front)
        # every program with its host code through the front end and the C back end (which
        # today takes over only when the lowering meets C++ it cannot lower), less the four
        # whose host code uses what the host pass does not have yet (docs/design.md): wide
        # string literals, GCC's atomic builtins, cudaLaunchKernelEx
        echo "== programs (host code through the front end)"
        CUDAREPL_HOST=front CR_PROGRAMS_EXCLUDE="dialect/c-headers dialect/gcc-atomics \
dialect/launch-kernel-ex seed-examples/5.4.3.1-launch-kernel-ex" sh tests/programs/run.sh ||
            failed="$failed programs-front"
        ;;
    *)
        if [ -f "tests/$layer/run.sh" ]; then
            echo "== $layer"
            sh "tests/$layer/run.sh" || failed="$failed $layer"
        fi
        ;;
    esac
done
if [ -n "$failed" ]; then
    echo "FAILED:$failed"
    exit 1
fi
echo "all test layers passed"
