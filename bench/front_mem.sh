#!/bin/sh
# The front end's peak memory and CPU time on template-heavy corpus programs: a new cudarepl
# against an old one (a build of the commit before a change), the two run alternately, each
# program REPS times (5 by default), the fastest CPU time (user + system) and the smallest peak
# RSS of each side kept (the machines are shared: the minimum is what the program needs).
#
#   sh bench/front_mem.sh OLD_CUDAREPL [NEW_CUDAREPL [DIR/NAME ...]]
#
# NEW_CUDAREPL is bin/cudarepl by default; the programs are tests/programs/DIR/NAME.cu (the
# Thrust programs, the longest std::integer_sequence and the larger C++ ones by default), each
# run from its folder with the options its sidecar names. Both sides' outputs must be the same.
# Lines: peak KB old, new, new/old; CPU s old, new, new/old; then the geometric means.
set -eu
[ $# -ge 1 ] || { sed -n '2,12p' "$0"; exit 2; }
old=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
new=${2:-bin/cudarepl}
new=$(cd "$(dirname "$new")" && pwd)/$(basename "$new")
shift $(($# >= 2 ? 2 : 1))
REPS=${REPS:-5}
cd "$(dirname "$0")/../tests/programs"
[ $# -gt 0 ] || set -- libs/thrust-sort-reduce libs/thrust-tuple-zip libs/thrust-by-key \
    libs/thrust-search-merge libs/thrust-random-distributions libs/thrust-host-zip-sort \
    cxx/integer-sequence-long cxx/algorithm-iterators cxx/variant cxx/random-distributions \
    cxx/index-sequences
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

run() { # binary program tag: appends "cpu_s peak_kb" to $tmp/tag.times
    dir=${2%/*} name=${2##*/}
    opts=$( [ -f "$dir/$name.test" ] && sed -n 's/^options: *//p' "$dir/$name.test" | head -n 1)
    # (the child's rusage: CPU time to the microsecond, where time(1) gives hundredths)
    # shellcheck disable=SC2086
    (cd "$dir" && python3 -c '
import resource, subprocess, sys
with open(sys.argv[1], "w") as out:
    subprocess.run(sys.argv[2:], stdout=out, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
r = resource.getrusage(resource.RUSAGE_CHILDREN)
print("%.4f %d" % (r.ru_utime + r.ru_stime, r.ru_maxrss))' "$tmp/$3.out" "$1" $opts "$name.cu") \
        >>"$tmp/$3.times"
}

printf '%-34s %9s %9s %6s   %6s %6s %6s\n' program "old KB" "new KB" ratio "old s" "new s" ratio
for p in "$@"; do
    rm -f "$tmp/old.times" "$tmp/new.times"
    i=0
    while [ $i -lt "$REPS" ]; do
        run "$old" "$p" old
        run "$new" "$p" new
        i=$((i + 1))
    done
    cmp -s "$tmp/old.out" "$tmp/new.out" || echo "$p: the outputs differ" >&2
    ot=$(sort -n "$tmp/old.times" | head -n 1 | cut -d' ' -f1)
    nt=$(sort -n "$tmp/new.times" | head -n 1 | cut -d' ' -f1)
    om=$(cut -d' ' -f2 "$tmp/old.times" | sort -n | head -n 1)
    nm=$(cut -d' ' -f2 "$tmp/new.times" | sort -n | head -n 1)
    echo "$p $om $nm $ot $nt" >>"$tmp/all"
done
awk '{
    mr = $3 / $2; tr = $4 > 0 ? $5 / $4 : 1
    printf "%-34s %9d %9d %6.3f   %6.3f %6.3f %6.3f\n", $1, $2, $3, mr, $4, $5, tr
    lm += log(mr); lt += log(tr); n++
} END { printf "%-34s %9s %9s %6.3f   %6s %6s %6.3f\n", "geometric mean", "", "", exp(lm / n), "", "", exp(lt / n) }' "$tmp/all"
