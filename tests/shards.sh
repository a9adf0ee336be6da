# shards.sh — sourced by the runners that go over the program suite (tests/programs/run.sh,
# tests/sanitizer/run.sh): their sidecar reader (sidecar, below), and run_shards FUNC DIR runs `FUNC K N` for K = 0 ... N-1 at once, each in
# a background subshell with its output in DIR/K/log, waits for them all and prints their
# outputs in order. FUNC takes the items I of its list with I % N = K and leaves its counts in
# DIR/K (the caller adds them up). N is CR_JOBS, or the number of cores.
shards_count() {
    n=${CR_JOBS:-$(nproc 2>/dev/null || echo 1)}
    [ "$n" -ge 1 ] 2>/dev/null || n=1
    echo "$n"
}

run_shards() { # func dir
    sh_n=$(shards_count)
    sh_k=0
    while [ "$sh_k" -lt "$sh_n" ]; do
        mkdir -p "$2/$sh_k"
        "$1" "$sh_k" "$sh_n" >"$2/$sh_k/log" 2>&1 &
        sh_k=$((sh_k + 1))
    done
    wait
    sh_k=0
    while [ "$sh_k" -lt "$sh_n" ]; do
        cat "$2/$sh_k/log"
        sh_k=$((sh_k + 1))
    done
}

# the sum of the Ith numbers of the files DIR/*/NAME (one line of numbers each)
shards_sum() { # dir name i
    cat "$1"/*/"$2" 2>/dev/null | awk -v i="$3" '{ s += $i } END { print s + 0 }'
}

# sidecar FILE: the directives of a program's sidecar NAME.test (tests/programs/run.sh lists
# them) in side_skip, side_args, side_sources, side_options, side_stderr, side_reference (the
# first of each, spaces after the colon dropped) and side_order (1: "order-insensitive"), read
# by the shell itself: the dozen sed, grep and head processes a program took to read its
# sidecar cost more than most programs' runs (a process is several milliseconds on a small VM).
sidecar() { # file
    side_skip='' side_args='' side_sources='' side_options='' side_stderr='' side_reference='' side_order=''
    [ -f "$1" ] || return 0
    while IFS= read -r sc_line || [ -n "$sc_line" ]; do
        case $sc_line in
        order-insensitive) side_order=1; continue ;;
        *:*) sc_key=${sc_line%%:*} sc_val=${sc_line#*:} ;;
        *) continue ;;
        esac
        sc_val=${sc_val#"${sc_val%%[! ]*}"}
        case $sc_key in
        skip) [ -n "$side_skip" ] || side_skip=$sc_val ;;
        args) [ -n "$side_args" ] || side_args=$sc_val ;;
        sources) [ -n "$side_sources" ] || side_sources=$sc_val ;;
        options) [ -n "$side_options" ] || side_options=$sc_val ;;
        stderr) [ -n "$side_stderr" ] || side_stderr=$sc_val ;;
        reference) [ -n "$side_reference" ] || side_reference=$sc_val ;;
        esac
    done <"$1"
}
