#!/bin/sh
# Golden program tests: every tests/programs/<folder>/NAME.cu with a NAME.out runs under
# `cudarepl NAME.cu` from its own folder (so __FILE__ is the bare name, as in the H200 runs) and
# must print exactly NAME.out on stdout, NAME.err on stderr (when that file exists), and exit
# with NAME.exit (0 when absent).
#
# A sidecar NAME.test may say, one directive per line:
#   skip: REASON           the program is kept as a record but not compared
#   order-insensitive      compare stdout as sorted lines (output order is not deterministic)
#   args: A B              command-line arguments
#   sources: B.cpp C.cu    more translation units of the program (before the arguments)
#   options: -I DIR -DX=1  cudarepl's options (nvcc's -I, -D, -U), before the sources
#   stderr: ignore         do not compare stderr even if NAME.err exists
#   stderr: messages       compare only the diagnostics' messages (what follows "error: ",
#                          "warning: ", "note: "), not where they are (a limit reached at a place
#                          that depends on how much memory the front end's nodes take)
#   reference: h200        the expected files are what a real H200 printed: never rewritten
#   reference: g++         host code only: what g++ and libstdc++ printed: never rewritten
#   reference: nvcc        host code only: what nvcc 13.0's build printed (no GPU involved): never
#                          rewritten
#   reference: h100        what a real H100 printed (sm_90 and nvcc 13.0, as the H200 runs): never
#                          rewritten; the H200 differs only in its device properties
#   # TEXT                 a comment (e.g. why a program has no reference yet)
# A program with several runs lists them in its first line `// runs: A | B`; the expected files
# of each run are NAME@A.out, NAME@A.exit ... (spaces in A become '_').
#
# CR_PROGRAMS_EXCLUDE="dir/name ..." skips those programs (a layer that knows its gaps).
# CR_THREADS=N runs every program with --threads=N, except one whose sidecar names its own
# (whatever the number of threads that runs a launch's blocks, the output must be the serial
# one: the same expected files). The default, the pool on every core, is the `programs` layer;
# CR_THREADS=1, the serial scheduler, is `programs-serial` (not in `make test` by default: the
# sanitizer layer runs the suite serially).
#
# Folders h200/, device/ and seed-examples/ hold what a real H200 printed: never rewritten.
# Other folders hold outputs decided by people; `make test-update` (CR_UPDATE=1) rewrites those,
# except a program whose sidecar names a reference (h200, g++).
# CR_JOBS=N runs N programs at a time (the number of cores by default; tests/shards.sh).
set -u
cd "$(dirname "$0")"
. ../shards.sh
BIN=${BIN:-bin}
case $BIN in /*) ;; *) BIN=$(cd ../.. && pwd)/$BIN ;; esac
CUDAREPL=$BIN/cudarepl
TIMEOUT=${CR_TEST_TIMEOUT:-60}
top=$(mktemp -d)
trap 'rm -rf "$top"' EXIT

check_run() { # dir name tag args (the sidecar read: side_*)
    dir=$1 name=$2 tag=$3 args=$4
    base=$name${tag:+@$tag}
    exp_out=$dir/$base.out
    [ -f "$exp_out" ] || return 0
    out=$tmp/out err=$tmp/err
    srcs=$side_sources
    case $side_options in
    *--threads*) opts=$side_options ;;
    *) opts="$side_options${CR_THREADS:+ --threads=$CR_THREADS}" ;;
    esac
    # shellcheck disable=SC2086
    (cd "$dir" && timeout "$TIMEOUT" "$CUDAREPL" $opts "$name.cu" $srcs $args >"$out" 2>"$err")
    rc=$?
    want_rc=0
    [ -f "$dir/$base.exit" ] && read -r want_rc <"$dir/$base.exit"
    ok=1
    why=""
    case $dir in */*) folder=${dir##*/} ;; *) folder=$dir ;; esac
    if [ -n "${CR_UPDATE:-}" ] && [ "$folder" != h200 ] && [ "$folder" != device ] &&
        [ "$folder" != seed-examples ] && [ -z "$side_reference" ]; then
        cp "$out" "$exp_out"
        echo "$rc" >"$dir/$base.exit"
        [ -s "$err" ] && cp "$err" "$dir/$base.err"
    fi
    if [ -n "$side_order" ]; then
        sort "$out" >"$out.s"
        sort "$exp_out" >"$tmp/exp.s"
        cmp -s "$out.s" "$tmp/exp.s" || { ok=0; why="stdout differs (sorted)"; }
    else
        cmp -s "$out" "$exp_out" || { ok=0; why="stdout differs"; }
    fi
    [ "$rc" = "$want_rc" ] || { ok=0; why="$why; exit $rc, expected $want_rc"; }
    if [ -f "$dir/$base.err" ] && [ "$side_stderr" = messages ]; then
        msgs() { grep -o '\(error\|warning\|note\): .*' "$1"; }
        [ "$(msgs "$err")" = "$(msgs "$dir/$base.err")" ] || { ok=0; why="$why; stderr's messages differ"; }
    elif [ -f "$dir/$base.err" ] && [ "$side_stderr" != ignore ]; then
        cmp -s "$err" "$dir/$base.err" || { ok=0; why="$why; stderr differs"; }
    fi
    if [ $ok = 1 ]; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        failed="$failed $dir/$base"
        echo "FAIL $dir/$base: $why"
        if [ -n "${CR_VERBOSE:-}" ]; then
            diff "$exp_out" "$out" | head -20
            head -5 "$err"
        fi
    fi
}

shard() { # k n: the programs I with I % N = K
    tmp=$top/$1
    pass=0 fail=0 skipped=0 failed="" i=0
    for cu in */*.cu; do
        i=$((i + 1))
        [ $((i % $2)) -eq "$1" ] || continue
        dir=${cu%/*}
        name=${cu##*/}
        name=${name%.cu}
        sidecar "$dir/$name.test"
        reason=$side_skip
        case " ${CR_PROGRAMS_EXCLUDE:-} " in *" $dir/$name "*) reason=excluded ;; esac
        if [ -n "$reason" ]; then
            skipped=$((skipped + 1))
            continue
        fi
        runs=''
        IFS= read -r first <"$cu" || true
        case $first in "// runs: "*) runs=${first#// runs: } ;; esac
        if [ -n "$runs" ]; then
            echo "$runs" | tr '|' '\n' >"$tmp/runs"
            while read -r args; do
                [ -n "$args" ] || continue
                check_run "$dir" "$name" "$(echo "$args" | tr ' ' '_')" "$args"
            done <"$tmp/runs"
        else
            check_run "$dir" "$name" "" "$side_args"
        fi
    done
    echo "$pass $fail $skipped" >"$tmp/counts"
}

run_shards shard "$top"
pass=$(shards_sum "$top" counts 1) fail=$(shards_sum "$top" counts 2) skipped=$(shards_sum "$top" counts 3)
echo "programs: $pass passed, $fail failed, $skipped skipped"
[ "$fail" = 0 ]
