#!/bin/sh
# Replays every input under tests/fuzz/regressions/NAME/ through the plain (non-fuzzer) build of
# harness NAME, $BUILD/tests/fuzz/NAME.replay: each input once crashed, hung or broke a property
# of that harness and must now pass. A hang is a failure too (TIMEOUT seconds per harness).
set -u
cd "$(dirname "$0")/../.." || exit 1
BUILD=${BUILD:-build}
TIMEOUT=${CR_FUZZ_TIMEOUT:-120}
failed=""
for dir in tests/fuzz/regressions/*/; do
    name=$(basename "$dir")
    bin=$BUILD/tests/fuzz/$name.replay
    if [ ! -x "$bin" ]; then
        echo "FAIL fuzz/$name: $bin is not built"
        failed="$failed $name"
        continue
    fi
    log=$(mktemp)
    if timeout "$TIMEOUT" "$bin" "$dir" >"$log" 2>&1; then
        echo "fuzz/$name: $(tail -n 1 "$log")"
    else
        echo "FAIL fuzz/$name:"
        tail -n 5 "$log"
        failed="$failed $name"
    fi
    rm -f "$log"
done
[ -z "$failed" ]
