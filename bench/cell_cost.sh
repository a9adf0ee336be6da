#!/bin/sh
# What a REPL cell costs once a session has <iostream> and <vector>: CPU time and the growth of
# the session's memory, a new cudarepl against an old one (a build of the commit before a
# change), the two run alternately.
#
#   sh bench/cell_cost.sh OLD_CUDAREPL [NEW_CUDAREPL]
#
# NEW_CUDAREPL is bin/cudarepl by default. Each side runs `cudarepl --batch` on a session of a
# first cell (the includes, a kernel, a managed buffer) and then N cells, and again on one with
# 2N cells (N=${CELLS:-100}: small cells that launch, copy, loop and show values); a cell's cost
# is the difference between the two over N, which leaves out starting and the first cell. Each
# session runs REPS times (5 by default) and the smallest CPU time (user + system) and peak RSS
# of each are kept (the machines are shared: the minimum is what the session needs). Both
# sides' outputs must be the same. Lines: ms a cell and KB a cell, old, new and new/old.
set -eu
[ $# -ge 1 ] || { sed -n '2,14p' "$0"; exit 2; }
old=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
new=${2:-bin/cudarepl}
new=$(cd "$(dirname "$new")" && pwd)/$(basename "$new")
N=${CELLS:-100}
REPS=${REPS:-5}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

session() { # cells file
    {
        printf '%s\n' '#include <iostream>' '#include <vector>' \
            '__global__ void cellk(int *p, int k) { p[threadIdx.x] = threadIdx.x * k; }' \
            'int *q; cudaMallocManaged(&q, 32 * sizeof(int));'
        i=0
        while [ $i -lt "$1" ]; do
            case $((i % 8)) in
            0) echo 'std::vector<int> hv(32);' ;;
            1) echo 'cellk<<<1, 32>>>(q, 4); cudaDeviceSynchronize();' ;;
            2) echo 'cudaMemcpy(hv.data(), q, 32 * sizeof(int), cudaMemcpyDefault);' ;;
            3) echo 'std::cout << hv[1] << "\n";' ;;
            4) echo 'hv.size()' ;;
            5) echo 'hv[31] + q[0]' ;;
            6) echo 'int acc = 0; for (int x : hv) acc += x;' ;;
            7) echo 'acc' ;;
            esac
            i=$((i + 1))
        done
    } >"$2"
}
session "$N" "$tmp/n.in"
session $((2 * N)) "$tmp/2n.in"

run() { # binary input tag: appends "cpu_s peak_kb" to $tmp/tag.times
    (cd "$tmp" && python3 -c '
import resource, subprocess, sys
with open(sys.argv[1], "w") as out:
    subprocess.run(sys.argv[2:], stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
r = resource.getrusage(resource.RUSAGE_CHILDREN)
print("%.4f %d" % (r.ru_utime + r.ru_stime, r.ru_maxrss))' "$tmp/$3.out" "$1" --batch "$2") >>"$tmp/$3.times"
}

i=0
while [ $i -lt "$REPS" ]; do
    run "$old" "$tmp/n.in" old-n
    run "$new" "$tmp/n.in" new-n
    run "$old" "$tmp/2n.in" old-2n
    run "$new" "$tmp/2n.in" new-2n
    i=$((i + 1))
done
cmp -s "$tmp/old-2n.out" "$tmp/new-2n.out" || echo "the outputs differ" >&2
least() { # tag column
    cut -d' ' -f"$2" "$tmp/$1.times" | sort -n | head -n 1
}
awk -v n="$N" -v otn="$(least old-n 1)" -v ot2="$(least old-2n 1)" -v ntn="$(least new-n 1)" \
    -v nt2="$(least new-2n 1)" -v omn="$(least old-n 2)" -v om2="$(least old-2n 2)" \
    -v nmn="$(least new-n 2)" -v nm2="$(least new-2n 2)" 'BEGIN {
    ot = (ot2 - otn) * 1e3 / n; nt = (nt2 - ntn) * 1e3 / n
    om = (om2 - omn) / n; nm = (nm2 - nmn) / n
    printf "cells after <iostream> <vector>, %d more   %8s %8s %8s\n", n, "old", "new", "new/old"
    printf "%-42s %8.2f %8.2f %8.3f\n", "CPU ms a cell", ot, nt, (ot > 0 ? nt / ot : 0)
    printf "%-42s %8.1f %8.1f %8.3f\n", "KB of peak RSS a cell", om, nm, (om > 0 ? nm / om : 0)
    printf "%-42s %8.1f %8.1f %8.3f\n", ("whole session, " 2 * n " cells: CPU s"), ot2, nt2, (ot2 > 0 ? nt2 / ot2 : 0)
    printf "%-42s %8d %8d %8.3f\n", ("whole session, " 2 * n " cells: peak KB"), om2, nm2, nm2 / om2
}'
