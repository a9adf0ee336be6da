#!/bin/sh
# Runs NVIDIA's CUDA samples under cudarepl and classifies each one; docs/samples.md is its
# summary. The samples are not fetched: the first argument is a checkout of the cuda-samples
# repository (the folders Samples/ and Common/). Each sample runs from its own folder with the
# sources its CMakeLists.txt gives to add_executable (all of its .cu/.cpp files when it names
# none), with -I Common -I . -I inc, as the sample's own build compiles them.
#
#   scripts/cuda-samples.sh CHECKOUT [FILTER] > results.txt
#
# One line a sample: its path under Samples/, a status, and a detail (the first diagnostic, or
# the last line the program printed). Statuses:
#   pass      exit 0 and the program's own check said so (PASSED, returned OK, correct, ...),
#             with no FAIL, mismatch or incorrect in its output
#   pass (exit)  exit 0, and the sample reports a failed check only by its exit status (its
#             sources have an exit path of EXIT_FAILURE, 1 or -1)
#   ran       exit 0, the program checks nothing it prints
#   waived    exit 2 ("Waiving", the samples' way to say the device lacks a feature)
#   compile   cudarepl's front end or the host compiler rejected the program
#   fail      the program ran and reported failure, or a CUDA error, or a crash
#   timeout   still running after CR_SAMPLE_TIMEOUT seconds (60 by default)
# FILTER keeps the samples whose path contains it. The samples write their output images
# into their own folders, so run this on a scratch copy.
set -u
[ $# -ge 1 ] || { echo "usage: $0 CUDA_SAMPLES_CHECKOUT [FILTER]" >&2; exit 2; }
root=$(cd "$1" && pwd)
filter=${2:-}
here=$(cd "$(dirname "$0")/.." && pwd)
CUDAREPL=${CUDAREPL:-$here/bin/cudarepl}
TIMEOUT=${CR_SAMPLE_TIMEOUT:-60}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The source files of add_executable(NAME src...) in a CMakeLists.txt, one per line (the first
# executable only; variables such as ${SRC} are left out).
cmake_sources() {
    tr '\n' ' ' <"$1" | sed 's/add_executable *(/\n&/g' | sed -n '2p' | sed 's/).*//' |
        tr ' ' '\n' | grep -E '\.(cu|cpp|c)$' | grep -v '^\$'
}

find "$root/Samples" -name CMakeLists.txt | sort | while read -r cm; do
    dir=$(dirname "$cm")
    grep -q add_executable "$cm" || continue
    name=${dir#"$root/Samples/"}
    case $name in *"$filter"*) ;; *) continue ;; esac
    srcs=$(cmake_sources "$cm")
    [ -n "$srcs" ] || srcs=$(cd "$dir" && ls ./*.cu ./*.cpp 2>/dev/null)
    # shellcheck disable=SC2086
    (cd "$dir" && timeout "$TIMEOUT" "$CUDAREPL" -I "$root/Common" -I . -I inc $srcs \
        </dev/null >"$tmp/out" 2>"$tmp/err")
    rc=$?
    last=$(grep -v '^[[:space:]]*$' "$tmp/out" | tail -n 1 | cut -c1-100)
    diag=$(grep -m 1 -E '(error|fatal error): ' "$tmp/err" | sed 's/^[^ ]*: //' | cut -c1-140)
    note=$(grep -m 1 '^cudarepl: ' "$tmp/err" | sed 's/^cudarepl: //' | cut -c1-140)
    if [ $rc = 124 ]; then
        status=timeout detail="after ${TIMEOUT}s: $last"
    elif [ $rc = 2 ] && grep -qi waiv "$tmp/out" "$tmp/err"; then
        status=waived detail=$last
    elif [ $rc = 0 ] && grep -qiE 'passed|pass$|PASS |returned OK|OK\.?$|correct|success' "$tmp/out" &&
        ! grep -qE 'FAIL|[Mm]ismatch|[Ii]ncorrect' "$tmp/out"; then
        status=pass detail=$(grep -iE 'passed|pass$|PASS |returned OK|OK\.?$|correct|success' "$tmp/out" | tail -n 1 | cut -c1-100)
    elif [ $rc = 0 ] && grep -rqE 'EXIT_FAILURE|exit\((1|-1)\)|return 1;' "$dir" --include='*.c*'; then
        status="pass (exit)" detail=$last
    elif [ $rc = 0 ]; then
        status=ran detail=$last
    elif [ -n "$diag" ] && ! [ -s "$tmp/out" ]; then
        status=compile detail=$diag
    else
        status=fail detail="exit $rc: ${diag:-${note:-$last}}"
    fi
    printf '%s\t%s\t%s\n' "$name" "$status" "$detail"
done
