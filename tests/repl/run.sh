#!/bin/sh
# REPL layer of tests/run-all.sh.
#   Transcripts: every NAME.in here is typed into `cudarepl --batch NAME.in` (stdout and stderr
#   together, as a terminal shows them) and must print exactly NAME.out and exit with NAME.exit
#   (0 when absent). One transcript also goes through stdin (`cudarepl < NAME.in`), which must
#   read the same. `make test-update` (CR_UPDATE=1) rewrites the expected files.
#   Command line: --help lists every option the parsers accept; --litmus DIR runs the tests in DIR.
#   A crash in a program's own thread is named before cudarepl ends.
#   Citations: no user-facing text cites a seed file instead of the guide's section.
#   Interactive: interactive.sh drives the real program in a terminal under tmux.
set -u
cd "$(dirname "$0")" || exit 1
BIN=${BIN:-bin}
case $BIN in /*) ;; *) BIN=$(cd ../.. && pwd)/$BIN ;; esac
CUDAREPL=$BIN/cudarepl
TIMEOUT=${CR_TEST_TIMEOUT:-60}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ulimit -c 0 2>/dev/null # (the thread crash below ends with a signal: no core file)
pass=0
fail=0

compare() { # NAME GOT_OUT GOT_RC HOW
    want_rc=0
    [ -f "$1.exit" ] && want_rc=$(cat "$1.exit")
    if [ -n "${CR_UPDATE:-}" ] && [ "$4" = batch ]; then
        cp "$2" "$1.out"
        if [ "$3" = 0 ]; then rm -f "$1.exit"; else echo "$3" >"$1.exit"; fi
        want_rc=$3
    fi
    # a report's code offset (reduce(int *)+0x310 in <cell 1>:8) follows the code generator:
    # the transcript pins the source line it names, not the offset
    sed -E 's/\)\+0x[0-9a-f]+ in /)+0x... in /g' "$1.out" >"$tmp/want"
    sed -E 's/\)\+0x[0-9a-f]+ in /)+0x... in /g' "$2" >"$tmp/got"
    if cmp -s "$tmp/got" "$tmp/want" && [ "$3" = "$want_rc" ]; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "FAIL repl/$1 ($4): exit $3 (expected $want_rc)"
        diff -u "$tmp/want" "$tmp/got" | head -n 40
    fi
}

for input in *.in; do
    name=${input%.in}
    HOME=$tmp NO_COLOR=1 timeout "$TIMEOUT" "$CUDAREPL" --batch "$input" >"$tmp/out" 2>&1
    compare "$name" "$tmp/out" $? batch
done
rm -f saved-session.cu saved-cxx.cu saved-lib.cu prelude-cache.h user-headers-edit.cuh

# the same input through a pipe
HOME=$tmp NO_COLOR=1 timeout "$TIMEOUT" "$CUDAREPL" <persist.in >"$tmp/out" 2>&1
compare persist "$tmp/out" $? stdin

# a crash in a thread the program started cannot be stopped like a cell's: cudarepl says so and
# ends as the program would (status 128 + the signal) instead of dying without a word
printf '#include <thread>\nint *nothing = NULL;\n%s\n' \
    'std::thread t([=] { *nothing = 1; }); t.join();' >"$tmp/thread.in"
HOME=$tmp NO_COLOR=1 timeout "$TIMEOUT" "$CUDAREPL" --batch "$tmp/thread.in" >"$tmp/out" 2>&1
rc=$?
if [ "$rc" = 139 ] && grep -q "^cudarepl: host code crashed: Segmentation fault, in a thread other than the one running the cell" "$tmp/out"; then
    pass=$((pass + 1))
else
    fail=$((fail + 1))
    echo "FAIL repl/thread-crash: exit $rc"
    cat "$tmp/out"
fi

# --help lists every option the command line accepts: each option name the parsers compare
# against (a string literal "--name" or "-x" in repl/*.c) must appear in the help text
"$CUDAREPL" --help >"$tmp/help" 2>&1
missing=""
for opt in $(grep -ho '"-\{1,2\}[a-z][a-z-]*' ../../repl/*.c | tr -d '"' | sort -u); do
    grep -qF -- "$opt" "$tmp/help" || missing="$missing $opt"
done
if [ -z "$missing" ] && [ "$(grep -ho '"-\{1,2\}[a-z][a-z-]*' ../../repl/*.c | wc -l)" -gt 20 ]; then
    pass=$((pass + 1))
else
    fail=$((fail + 1))
    echo "FAIL repl/help: --help does not list:$missing"
fi

# --litmus DIR runs every .litmus file under DIR; a directory without any is a clear error
dir=../litmus/dat3m-ptx/Manual
want=$(find "$dir" -name '*.litmus' | wc -l)
got=$("$CUDAREPL" --litmus "$dir" 2>/dev/null | grep -c '^Test ')
rc=$?
mkdir -p "$tmp/empty"
"$CUDAREPL" --litmus "$tmp/empty" >"$tmp/out" 2>&1
erc=$?
if [ "$got" = "$want" ] && [ "$want" -gt 10 ] && [ "$erc" = 2 ] &&
    grep -q "holds no .litmus files" "$tmp/out"; then
    pass=$((pass + 1))
else
    fail=$((fail + 1))
    echo "FAIL repl/litmus-dir: $got of $want tests ran (exit $rc); empty directory: exit $erc"
    cat "$tmp/out"
fi

# user-facing text cites the CUDA C++ Programming Guide by section, never a seed file ("seed 000
# §5.4.4.1"): no string literal of the program and no document or notebook says "seed 00N".
cites="seed 00[0-9]\|the seed's\|citing the seed"
seeds=$(cd ../.. && grep -n "$cites" repl/*.c jupyter/*.c interp/*/*.[ch] devmodel/*.[ch] \
        devmodel/*/*.[ch] | grep -v ':[0-9]*: *\(/\*\|\*\|//\)' | grep '"'
    grep -n "$cites" docs/*.md notebooks/*.ipynb
    strings "$CUDAREPL" "$BIN/cudarepl-kernel" | grep "$cites")
if [ -z "$seeds" ]; then
    pass=$((pass + 1))
else
    fail=$((fail + 1))
    echo "FAIL repl/citations: user-facing text cites a seed file:"
    echo "$seeds"
fi

if command -v tmux >/dev/null 2>&1; then
    if CUDAREPL=$CUDAREPL sh ./interactive.sh; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "FAIL repl/interactive"
    fi
else
    echo "repl: tmux is not installed (scripts/install-deps.sh installs it): interactive test skipped"
fi
echo "repl: $pass passed, $fail failed"
[ "$fail" = 0 ]
