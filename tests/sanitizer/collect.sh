#!/usr/bin/env bash
# Build every tests/sanitizer/*.cu, run it plainly and under the compute-sanitizer
# tool(s) its label asks for, and write everything to $OUT:
#   NAME.out / NAME.err / NAME.exit        plain run (stdout, stderr, exit code)
#   NAME.<tool>.txt / NAME.<tool>.exit     compute-sanitizer stdout+stderr, exit code
# Tools by label (first line "// sanitize: KIND ..."):
#   race  -> racecheck-all (--racecheck-report all), racecheck (default report)
#            (+ racecheck-info: --racecheck-detect-level info, for labels with "benign")
#   init  -> initcheck      sync -> synccheck      mem -> memcheck (--leak-check full)
#   clean -> racecheck, initcheck, synccheck, memcheck (all four)
# Usage: OUT=/some/dir [JOBS=8] [CS=/path/compute-sanitizer] bash tests/sanitizer/collect.sh [NAME.cu ...]
set -u
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/sanitizer-out}
JOBS=${JOBS:-8}
BIN=${BIN:-/tmp}
mkdir -p "$OUT"

if [ -z "${CS:-}" ]; then
    for c in "$(command -v compute-sanitizer 2>/dev/null)" \
             "$(dirname "$(command -v nvcc 2>/dev/null || echo /x/x)")/compute-sanitizer" \
             /usr/local/cuda/bin/compute-sanitizer \
             /usr/local/cuda/compute-sanitizer/compute-sanitizer \
             /usr/local/cuda-*/bin/compute-sanitizer; do
        if [ -n "$c" ] && [ -x "$c" ]; then CS=$c; break; fi
    done
fi
CS=${CS:-compute-sanitizer}

{
    echo "pwd: $(pwd)"
    echo "compute-sanitizer: $CS"
    echo "nvcc: $(command -v nvcc)"
    date -u
} > "$OUT/env.txt"
"$CS" --version > "$OUT/compute-sanitizer-version.txt" 2>&1
nvidia-smi -L > "$OUT/nvidia-smi-L.txt" 2>&1
nvcc --version > "$OUT/nvcc-version.txt" 2>&1

# cs NAME TAG ARGS...: run compute-sanitizer ARGS on $BIN/NAME
cs() {
    local n=$1 tag=$2; shift 2
    timeout -k 5 90 "$CS" "$@" "$BIN/$n" > "$OUT/$n.$tag.txt" 2>&1
    echo $? > "$OUT/$n.$tag.exit"
}

one() {
    local f=$1 n label kind
    n=${f%.cu}
    label=$(sed -n '1s|^// sanitize: *||p' "$f")
    kind=${label%% *}
    if ! nvcc -O2 -arch=sm_90 -lineinfo -o "$BIN/$n" "$f" > "$OUT/$n.build.txt" 2>&1; then
        echo "$n: BUILD FAILED"
        return
    fi
    timeout -k 5 60 "$BIN/$n" > "$OUT/$n.out" 2> "$OUT/$n.err"
    echo $? > "$OUT/$n.exit"
    case $kind in
    race)
        cs "$n" racecheck-all --tool racecheck --racecheck-report all
        cs "$n" racecheck --tool racecheck
        case $label in *benign*)
            cs "$n" racecheck-info --tool racecheck --racecheck-report all --racecheck-detect-level info ;;
        esac ;;
    init)  cs "$n" initcheck --tool initcheck ;;
    sync)  cs "$n" synccheck --tool synccheck ;;
    mem)   cs "$n" memcheck --tool memcheck --leak-check full ;;
    clean)
        cs "$n" racecheck --tool racecheck
        cs "$n" initcheck --tool initcheck
        cs "$n" synccheck --tool synccheck
        cs "$n" memcheck --tool memcheck --leak-check full ;;
    *) echo "$n: unknown label '$label'" ;;
    esac
    echo "$n [$label] exit=$(cat "$OUT/$n.exit") :: $(tr '\n' ' ' < "$OUT/$n.out" | cut -c1-100)"
}
export -f one cs
export OUT BIN CS

if [ $# -gt 0 ]; then files=("$@"); else files=(*.cu); fi
printf '%s\n' "${files[@]}" | xargs -P "$JOBS" -I{} bash -c 'one "$1"' _ {}

# one summary line per sanitizer run
for t in "$OUT"/*.txt; do
    case $t in *.build.txt|*/env.txt|*-version.txt|*/nvidia-smi-L.txt|*/summary.txt) continue ;; esac
    b=$(basename "$t" .txt)
    s=$(grep -E 'SUMMARY|No hazards|LEAK|Leaked' "$t" | tr '\n' ' ')
    echo "$b rc=$(cat "$OUT/$b.exit" 2>/dev/null) $s"
done | sort > "$OUT/summary.txt"
cat "$OUT/summary.txt"
