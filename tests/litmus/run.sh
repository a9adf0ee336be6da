#!/bin/sh
# Litmus layer of tests/run-all.sh: a black-box check of `cudarepl --litmus`, the command line
# that wires the litmus library (devmodel/litmus) to users. The library itself is covered by
# the Criterion binary $BUILD/tests/litmus, which the unit layer already runs; this layer
# checks the wiring: every corpus test through the executable must print Dat3M's expected
# verdict (herd's "Ok"/"No" line), every CUDA C test (tests/litmus/cuda) the verdict recorded
# for it, several files in one call must print one block each, --json must print valid JSON,
# and a test with an error must give a non-zero exit status and a file:line:col message.
# Until the executable exists (or knows --litmus) the layer says so and passes.
set -u
BUILD=${BUILD:-build}
BIN=${BIN:-bin}
cd "$(dirname "$0")/../.." || exit 1
corpus=tests/litmus/dat3m-ptx
exe="$BIN/cudarepl"
LIT_CORPUS_DIR=$corpus
export LIT_CORPUS_DIR

if [ ! -x "$exe" ]; then
    echo "litmus: $exe is not built; skipped"
    exit 0
fi
if ! "$exe" --litmus "$corpus/Manual/SB-weak.litmus" >/dev/null 2>&1; then
    echo "litmus: $exe does not run --litmus yet; skipped"
    exit 0
fi

fail=0
n=0
while IFS=, read -r path expected; do
    f="$corpus/${path#litmus/PTX/}"
    n=$((n + 1))
    out=$("$exe" --litmus "$f" 2>/dev/null)
    verdict=$(printf '%s\n' "$out" | grep -E -m1 '^(Loop )?(Ok|No)$' | sed 's/^Loop //')
    want=No
    [ "$expected" = 1 ] && want=Ok
    if [ "$verdict" != "$want" ]; then
        echo "FAIL $f: printed '$verdict', Dat3M expects $want"
        fail=$((fail + 1))
    fi
done < "$corpus/expected-ptx-v7.5.csv"

cuda=tests/litmus/cuda
while IFS=, read -r name ref want; do
    case $name in "#"*) continue ;; esac
    n=$((n + 1))
    verdict=$("$exe" --litmus "$cuda/$name" 2>/dev/null | grep -E -m1 '^(Loop )?(Ok|No)$')
    if [ "$verdict" != "$want" ]; then
        echo "FAIL $cuda/$name: printed '$verdict', expected $want"
        fail=$((fail + 1))
    fi
done < "$cuda/expected.csv"

n=$((n + 1))
blocks=$("$exe" --litmus "$corpus/Manual/MP-gpu.litmus" "$cuda/MP+threadfence.litmus" \
    "$corpus/Manual/SB-weak.litmus" | grep -c '^Test ')
if [ "$blocks" != 3 ]; then
    echo "FAIL three files in one call printed $blocks results"
    fail=$((fail + 1))
fi

n=$((n + 1))
bad=$(mktemp)
printf 'CUDA bad\n{ int x = 0; }\nP0 @ block 0 (int *x) {\n    *x = 1 / *x;\n}\n' > "$bad"
msg=$("$exe" --litmus "$bad" "$corpus/Manual/MP-gpu.litmus" 2>&1 >/dev/null)
status=$?
if [ "$status" = 0 ] || ! printf '%s\n' "$msg" | grep -q "^$bad:4:12: error:"; then
    echo "FAIL a test with an error: exit status $status, message: $msg"
    fail=$((fail + 1))
fi
rm -f "$bad"

if command -v python3 >/dev/null 2>&1; then
    n=$((n + 1))
    if ! "$exe" --litmus --json "$corpus/Manual/MP-gpu.litmus" |
        python3 -c 'import json, sys; d = json.load(sys.stdin); assert d["result"] == "Ok"'; then
        echo "FAIL --json: not valid JSON, or not the expected result"
        fail=$((fail + 1))
    fi
fi

echo "litmus: $n checks, $fail failed"
[ "$fail" -eq 0 ]
