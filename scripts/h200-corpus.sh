#!/bin/sh
# The program corpus (tests/programs) on a real GPU, and its results against the expected files.
#
#   scripts/h200-corpus.sh run OUTDIR [FILTER]
#       on a machine with an H200 and nvcc: builds every tests/programs/DIR/NAME.cu as a user
#       would (`nvcc -arch=sm_90 -O2 NAME.cu SOURCES -o NAME` in its folder, so that __FILE__ is
#       the bare name; the sidecar's -I/-D/-U options, nvcc's floating-point ones
#       (--use_fast_math, --ftz= ...) and sources), runs it with each run's
#       arguments, and writes OUTDIR/DIR/NAME[@RUN].out, .err, .exit (or NAME.nvcc, the
#       compiler's messages, where nvcc refused the program).
#   scripts/h200-corpus.sh compare OUTDIR
#       here: for each program the GPU ran, says whether its stdout, stderr and exit status are
#       the expected files' (`same`), and otherwise what differs, with the sidecar's reference.
#
# FILTER is a grep pattern on DIR/NAME, or a file listing DIR/NAME lines. Builds run in parallel, the programs one at a time.
set -u
mode=${1:?usage: h200-corpus.sh run|compare OUTDIR [FILTER]}
out=$(mkdir -p "${2:?OUTDIR}" && cd "$2" && pwd)
filter=${3:-.}
[ -f "$filter" ] && filter=$(cd "$(dirname "$filter")" && pwd)/$(basename "$filter")
self=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
cd "$(dirname "$0")/../tests/programs"

directive() { [ -f "$1" ] && sed -n "s/^$2: *//p" "$1" | head -n 1; }

# the runs of a program, one line each: TAG<tab>ARGS (TAG empty for a single run)
runs_of() {
    runs=$(sed -n '1s|^// runs: ||p' "$1.cu")
    if [ -n "$runs" ]; then
        echo "$runs" | tr '|' '\n' | while read -r a; do
            [ -n "$a" ] && printf '%s\t%s\n' "$(echo "$a" | tr ' ' '_')" "$a"
        done
    else
        printf '\t%s\n' "$(directive "$1.test" args)"
    fi
}

programs() {
    if [ -f "$filter" ]; then
        ls */*.cu | sed 's/\.cu$//' | grep -xf "$filter"
    else
        ls */*.cu | sed 's/\.cu$//' | grep -e "$filter"
    fi
}

build() { # DIR/NAME
    dir=$(dirname "$1") name=$(basename "$1")
    mkdir -p "$out/$dir"
    opts=$(directive "$1.test" options | tr ' ' '\n' | grep -e '^-[IDU]' -e '^--expt' -e '^-std=' -e '^-Xcompiler=' \
        -e '^--\?\(use_fast_math\|ftz=\|prec-div=\|prec-sqrt=\|fmad=\)' | tr '\n' ' ')
    srcs=$(directive "$1.test" sources)
    # shellcheck disable=SC2086
    # what cudarepl allows without options nvcc needs asked: extended lambdas, kernels launched by
    # kernels (separate compilation), OpenMP host code
    std=-std=c++17 # (nvcc's default; a sidecar's -std= replaces it)
    case " $opts " in *" -std="*) std= ;; esac
    (cd "$dir" && timeout 120 nvcc -arch=sm_90 -O2 $std --extended-lambda -rdc=true -Xcompiler -fopenmp \
        $opts "$name.cu" $srcs -o "$out/$dir/$name.bin" \
        -lcudadevrt -lcurand -lcublas -lcublasLt -lnvrtc -lcuda -lgomp >"$out/$dir/$name.nvcc" 2>&1) && rm -f "$out/$dir/$name.nvcc"
    return 0 # a program nvcc refuses is a result (NAME.nvcc), not a reason for xargs to stop
}

case $mode in
build) # one program (what `run` runs in parallel)
    build "$filter"
    ;;
run)
    programs | xargs -P "$(nproc)" -n 1 sh "$self" build "$out"
    for p in $(programs); do
        [ -x "$out/$p.bin" ] || continue
        dir=$(dirname "$p") name=$(basename "$p")
        runs_of "$p" | while IFS="$(printf '\t')" read -r tag args; do
            base=$name${tag:+@$tag}
            # shellcheck disable=SC2086
            (cd "$dir" && timeout 60 "$out/$p.bin" $args >"$out/$dir/$base.out" 2>"$out/$dir/$base.err" </dev/null)
            echo $? >"$out/$dir/$base.exit"
        done
        rm -f "$out/$p.bin"
    done
    ;;
compare)
    for p in $(programs); do
        [ -f "$out/$p.nvcc" ] && { echo "nvcc-refused $p"; continue; }
        ref=$(directive "$p.test" reference)
        runs_of "$p" | while IFS="$(printf '\t')" read -r tag args; do
            base=$p${tag:+@$tag}
            [ -f "$out/$base.exit" ] && [ -f "$base.out" ] || continue
            want=0
            [ -f "$base.exit" ] && want=$(cat "$base.exit")
            why=""
            if grep -qx order-insensitive "$p.test" 2>/dev/null; then
                [ "$(sort "$out/$base.out")" = "$(sort "$base.out")" ] || why="stdout"
            else
                cmp -s "$out/$base.out" "$base.out" || why="stdout"
            fi
            [ "$(cat "$out/$base.exit")" = "$want" ] || why="$why exit($(cat "$out/$base.exit") vs $want)"
            if [ -f "$base.err" ]; then
                cmp -s "$out/$base.err" "$base.err" || why="$why stderr"
            elif [ -s "$out/$base.err" ]; then
                why="$why stderr(gpu only)"
            fi
            if [ -n "$why" ]; then echo "differs $base ${ref:-none}:$why"; else echo "same $base ${ref:-none}"; fi
        done
    done
    ;;
esac
