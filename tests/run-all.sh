#!/bin/sh
# Runs the test layers (all of them, or the ones named): unit (Criterion binaries, one per
# tests/<module>/), fuzz (the fuzz harnesses replay tests/fuzz/regressions/), programs,
# programs-serial (the programs again with --threads=1, the serial scheduler: the pool of
# threads that runs them by default must print what it prints), sanitizer, repl, litmus,
# jupyter, browser (the notebooks in the classic Notebook in headless Chromium), hub (a class
# on one JupyterHub). Each layer's runner lives in its folder as run.sh and exits non-zero on
# failure. BUILD and BIN say where the build put its outputs.
set -u
BUILD=${BUILD:-build}
BIN=${BIN:-bin}
export BUILD BIN
cd "$(dirname "$0")/.." || exit 1

layers=${*:-"unit fuzz programs programs-serial sanitizer repl litmus jupyter browser hub"}
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
    programs-serial)
        echo "== programs-serial"
        CR_THREADS=1 sh tests/programs/run.sh || failed="$failed $layer"
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
