#!/bin/sh
# `make fuzz`: runs every libFuzzer harness built in BUILD (default build-fuzz) for FUZZ_SECONDS
# seconds, one after the other, and prints the executions per second and in total.
# Each harness keeps its corpus in BUILD/fuzz/corpus/NAME, seeded from the tests (device
# programs for front, litmus files for litmus, tests/fuzz/seeds/NAME for the others) and from
# tests/fuzz/regressions/NAME. A crash, hang (10 s), leak or sanitizer report stops that harness
# and leaves the input in BUILD/fuzz/artifacts/NAME/: minimise it (`NAME.fuzz -minimize_crash=1
# -runs=10000 FILE`), fix the bug, and add it to tests/fuzz/regressions/NAME/.
set -u
cd "$(dirname "$0")/../.." || exit 1
B=${1:-build-fuzz}
N=${FUZZ_SECONDS:-60}
export ASAN_OPTIONS=${ASAN_OPTIONS:-check_printf=0:detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

seed() { # name corpus
    case $1 in
    front) find tests/programs tests/repl include/device -name '*.cu' -o -name '*.cuh' -o -name '*.h' ;;
    litmus) find tests/litmus -name '*.litmus' ;;
    *) find "tests/fuzz/seeds/$1" -type f ;;
    esac
    find "tests/fuzz/regressions/$1" -type f
}

found=""
total=0
for bin in "$B"/tests/fuzz/*.fuzz; do
    name=$(basename "$bin" .fuzz)
    corpus=$B/fuzz/corpus/$name
    art=$B/fuzz/artifacts/$name
    mkdir -p "$corpus" "$art"
    if [ -z "$(ls -A "$corpus")" ]; then
        i=0
        seed "$name" | while read -r f; do
            i=$((i + 1))
            cp "$f" "$corpus/seed-$i-$(basename "$f")"
        done
    fi
    dict=""
    [ -f "tests/fuzz/$name.dict" ] && dict=-dict=tests/fuzz/$name.dict
    [ "$name" = front ] && dict=-dict=tests/fuzz/cuda.dict
    log=$B/fuzz/$name.log
    "$bin" "$corpus" $dict -max_total_time="$N" -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
        -artifact_prefix="$art/" -print_final_stats=1 >"$log" 2>&1
    rc=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
    runs=${runs:-0}
    rate=${rate:-0}
    total=$((total + runs))
    printf '%-8s %10s inputs, %6s/s, corpus %s\n' "$name" "$runs" "$rate" "$(ls "$corpus" | wc -l)"
    if [ $rc -ne 0 ]; then
        echo "FOUND by $name: $(ls -t "$art" | head -n 1) (log: $log)"
        grep -m 3 -E 'ERROR|runtime error|SUMMARY|fuzz property' "$log"
        found="$found $name"
    fi
done
echo "total: $total inputs"
[ -z "$found" ]
