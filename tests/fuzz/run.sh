#!/bin/sh
# Replays every input under tests/fuzz/regressions/NAME/ (and the hand-written seeds of
# tests/fuzz/seeds/NAME/) through the plain (non-fuzzer) build of harness NAME,
# $BUILD/tests/fuzz/NAME.replay: each regression once crashed, hung or broke a property of that
# harness and must now pass. A hang is a failure too (TIMEOUT seconds per harness).
set -u
cd "$(dirname "$0")/../.." || exit 1
BUILD=${BUILD:-build}
TIMEOUT=${CR_FUZZ_TIMEOUT:-120}
failed=""
for bin in "$BUILD"/tests/fuzz/*.replay; do
    name=$(basename "$bin" .replay)
    if [ ! -x "$bin" ]; then
        echo "FAIL fuzz: no harness is built in $BUILD/tests/fuzz (make test builds them)"
        failed=all
        break
    fi
    set --
    for d in tests/fuzz/regressions/$name tests/fuzz/seeds/$name; do
        [ -d "$d" ] && set -- "$@" "$d"
    done
    log=$(mktemp)
    if timeout "$TIMEOUT" "$bin" "$@" >"$log" 2>&1; then
        echo "fuzz/$name: $(tail -n 1 "$log")"
    else
        echo "FAIL fuzz/$name:"
        tail -n 5 "$log"
        failed="$failed $name"
    fi
    rm -f "$log"
done
[ -z "$failed" ]
