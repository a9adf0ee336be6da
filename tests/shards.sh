# shards.sh — sourced by the runners that go over the program suite (tests/programs/run.sh,
# tests/sanitizer/run.sh): run_shards FUNC DIR runs `FUNC K N` for K = 0 ... N-1 at once, each in
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
