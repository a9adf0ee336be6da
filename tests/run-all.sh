#!/bin/sh
# Runs the test layers (all of them, or the ones named): unit (Criterion binaries, one per
# tests/<module>/), fuzz (the fuzz harnesses replay tests/fuzz/regressions/), programs (on the
# pool of threads, the default), sanitizer (its corpus, and the program suite sanitized: on the
# serial scheduler, with the expected stdout), repl, litmus, jupyter, browser (the notebooks in
# the classic Notebook in headless Chromium), hub (a class on one JupyterHub). Not by default:
# programs-serial (the programs again with --threads=1 and their stderr compared too). Each
# layer's runner lives in its folder as run.sh and exits non-zero on failure. BUILD and BIN say
# where the build put its outputs.
set -u
BUILD=${BUILD:-build}
BIN=${BIN:-bin}
export BUILD BIN
cd "$(dirname "$0")/.." || exit 1

layers=${*:-"unit fuzz programs sanitizer repl litmus jupyter browser hub"}
# these wait on servers, kernels and a browser far more than they compute: they run side by
# side, after the others, each into its own log, printed in order when all are done
together="jupyter browser hub"
failed=""
deferred=""
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
# the preprocessor's images on disk (docs/design.md): the run's own folder, shared by every
# layer, not the user's ~/.cache (CUDAREPL_CACHE_DIR set beforehand is kept)
if [ -z "${CUDAREPL_CACHE_DIR+set}" ]; then
    CUDAREPL_CACHE_DIR=$logs/cache
    export CUDAREPL_CACHE_DIR
fi
t0=$(date +%s)
took() { # what a layer took, after its output
    echo "   ($1: $(($(date +%s) - $2)) s)"
}
for layer in $layers; do
    tl=$(date +%s)
    case " $together " in
    *" $layer "*)
        deferred="$deferred $layer"
        continue
        ;;
    esac
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
    took "$layer" "$tl"
done
tl=$(date +%s)
for layer in $deferred; do
    [ -f "tests/$layer/run.sh" ] || continue
    (sh "tests/$layer/run.sh" >"$logs/$layer" 2>&1; echo $? >"$logs/$layer.rc") &
done
wait
[ -z "$deferred" ] || took "$(echo $deferred | tr ' ' '+'), side by side" "$tl"
for layer in $deferred; do
    [ -f "$logs/$layer.rc" ] || continue
    echo "== $layer"
    cat "$logs/$layer"
    [ "$(cat "$logs/$layer.rc")" = 0 ] || failed="$failed $layer"
done
if [ -n "$failed" ]; then
    echo "FAILED:$failed"
    exit 1
fi
echo "all test layers passed ($(($(date +%s) - t0)) s)"
