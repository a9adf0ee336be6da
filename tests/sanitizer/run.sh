#!/bin/sh
# The sanitizer's tests, two parts.
#
# 1. The labelled corpus: every tests/sanitizer/NAME.cu begins with a label,
#      // sanitize: clean
#      // sanitize: KIND CLASS...      (KIND: race, init, sync, mem)
#    and runs under `cudarepl --sanitize NAME.cu`. A clean program must get no report and
#    "ERROR SUMMARY: 0 errors"; a labelled one must get a report of its kind, and of its class
#    where the class names one (RAW/WAR/WAW, shared/global, intra-warp, benign-same-value ...).
#    A label that ends in "known-miss" is a bug the sanitizer does not find yet: it must get no
#    report (so that finding it is noticed, and the label then changed), and it is counted apart.
#    What compute-sanitizer said of each program on an H200 is kept in h200/ (README.md).
#    When NAME.san exists, the whole report (stderr) must be exactly it (CR_UPDATE=1 rewrites it).
# 2. No false positives on the program suite: every program of tests/programs runs under
#    --sanitize=race,init,sync; one that gets a report must be listed in known-races.txt (with why),
#    and one listed there must get one (no misses). Its stdout and exit status must be the
#    program's expected ones: the sanitizer does not change what a program does. (These runs are
#    also the suite's runs on the serial scheduler: a sanitized launch runs its blocks serially.)
# Both print their counts.
set -u
cd "$(dirname "$0")"
. ../shards.sh
BIN=${BIN:-bin}
case $BIN in /*) ;; *) BIN=$(cd ../.. && pwd)/$BIN ;; esac
CUDAREPL=$BIN/cudarepl
TIMEOUT=${CR_TEST_TIMEOUT:-60}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
failed=""

# ---- 1. the corpus, and (1b) the same reports as JSON lines (--json): every labelled bug once more ----
corpus_shard() { # k n: the corpus's programs I with I % N = K (tests/shards.sh)
    cs_k=$1 cs_n=$2 tmp=$tmp/corpus/$1
    found=0 labelled=0 clean=0 clean_ok=0 missed=0 race_alone=0 json_ok=0 json_n=0 fail=0 i=0
    for f in *.cu; do
        i=$((i + 1))
        [ $((i % cs_n)) -eq "$cs_k" ] || continue
        name=${f%.cu}
        label=$(sed -n '1s|^// sanitize: *||p' "$f")
        [ -n "$label" ] || { echo "FAIL $f: no '// sanitize:' label on its first line"; fail=1; continue; }
        timeout "$TIMEOUT" "$CUDAREPL" --sanitize --leak-check "$f" >"$tmp/out" 2>"$tmp/err" </dev/null
        err=$tmp/err
        reports=$(grep -c '^========= \(Error: \|Warning: \|Uninitialized\|Program hit\|Leaked\|Invalid\|Barrier error\|Warp synchronization error\)' "$err")
        why=""
        set -- $label
        kind=$1
        shift
        case " $* " in *" known-miss "*) known_miss=1 ;; *) known_miss=0 ;; esac
        if [ $known_miss = 1 ]; then
            missed=$((missed + 1))
            [ "$reports" = 0 ] || why="a report for a known miss: the sanitizer finds it now, change its label"
        elif [ "$kind" = clean ]; then
            clean=$((clean + 1))
            [ "$reports" = 0 ] && grep -q '^========= ERROR SUMMARY: 0 errors$' "$err" || why="a report for a clean program"
            [ -z "$why" ] && clean_ok=$((clean_ok + 1))
        else
            labelled=$((labelled + 1))
            case $kind in
            race) pat='^========= \(Error\|Warning\): Race reported' ;;
            init) pat='^========= Uninitialized' ;;
            sync) pat='^========= \(Barrier\|Warp synchronization\) error' ;;
            mem) pat='^========= \(Program hit\|Leaked\|Invalid\)' ;;
            *) pat='^$'; why="unknown kind '$kind'" ;;
            esac
            grep -q "$pat" "$err" || why="${why:-no $kind report}"
            for c in "$@"; do
                case $c in
                RAW|WAR|WAW) grep -q "$c hazard" "$err" || why="$why; no $c hazard" ;;
                shared|global) [ "$kind" = race ] || [ "$kind" = init ] || continue
                    grep -q "__${c}__" "$err" || why="$why; nothing about __${c}__ memory" ;;
                intra-warp) grep -q "Both threads are in warp" "$err" || why="$why; not called intra-warp" ;;
                local) grep -q "__local__ memory" "$err" || why="$why; nothing about __local__ memory" ;;
                cooperative-groups) grep -q "cooperative_groups.h" "$err" &&
                    why="$why; a report placed in the library's header, not the program's call" ;;
                benign-same-value) grep -q '^========= Warning: Race' "$err" || why="$why; not a warning" ;;
                use-after-free) grep -q "use after free" "$err" || why="$why; not called a use after free" ;;
                heap-out-of-bounds) grep -q "no block of malloc() holds these bytes" "$err" ||
                    why="$why; not called an access outside the heap's blocks" ;;
                double-free) grep -q "double free" "$err" || why="$why; not called a double free" ;;
                heap-double-free) grep -q "which malloc() did not return or which was already freed" "$err" ||
                    why="$why; the device free() not named" ;;
                managed) grep -q "cudaMallocManaged allocation" "$err" || why="$why; the managed allocation not named" ;;
                leak) grep -q '^========= Leaked' "$err" || why="$why; no leak" ;;
                fence-scope) grep -q "fence of device scope, __threadfence(), would" "$err" ||
                    why="$why; the advice does not name the fence's scope" ;;
                esac
            done
            [ -z "$why" ] && found=$((found + 1))
        fi
        # the race check alone (--sanitize=race) takes a faster way through the usual accesses
        # (devmodel/dm_san.c, plain_access), which must find the same races as the way every
        # access takes with all the checks on: the race reports of the two runs must be the same
        if [ $known_miss = 0 ] && { [ "$kind" = race ] || [ "$kind" = clean ]; }; then
            timeout "$TIMEOUT" "$CUDAREPL" --sanitize=race "$f" >"$tmp/rout" 2>"$tmp/rerr" </dev/null
            races() { sed -n '/^========= \(Error\|Warning\): Race reported/,/^========= *$/p' "$1"; }
            races "$err" >"$tmp/r1"
            races "$tmp/rerr" >"$tmp/r2"
            if ! cmp -s "$tmp/r1" "$tmp/r2"; then
                why="${why:+$why; }--sanitize=race reports other races than --sanitize"
                diff "$tmp/r1" "$tmp/r2" | head -10 | sed 's/^/    /'
            else
                race_alone=$((race_alone + 1))
            fi
        fi
        if [ -f "$name.san" ] && [ -n "${CR_UPDATE:-}" ]; then
            cp "$err" "$name.san"
        elif [ -f "$name.san" ] && ! cmp -s "$err" "$name.san"; then
            why="${why:+$why; }the report differs from $name.san"
        fi
        if [ -n "$why" ]; then
            echo "FAIL $f ($label): $why"
            sed 's/^/    /' "$err" | head -20
            fail=1
            failed="$failed $name"
        fi
        set -- $(sed -n '1s|^// sanitize: *||p' "$f")
        kind=$1
        case " $* " in *" known-miss "*) continue ;; esac
        [ "$kind" = clean ] && continue
        json_n=$((json_n + 1))
        timeout "$TIMEOUT" "$CUDAREPL" --sanitize --leak-check --json "$f" >/dev/null 2>"$tmp/jerr" </dev/null
        # every record a line of JSON; one of the label's check; a summary with its errors
        if /usr/bin/python3 - "$tmp/jerr" "$kind" <<'PY'
import json, sys
recs = [json.loads(l) for l in open(sys.argv[1]) if l.startswith("{")]
kind = sys.argv[2]
assert any(r.get("check") == kind for r in recs), "no %s record" % kind
summ = [r for r in recs if r.get("check") == "summary"]
assert len(summ) == 1 and summ[0]["errors"] + summ[0]["warnings"] > 0, "no summary counting it"
PY
        then
            json_ok=$((json_ok + 1))
        else
            echo "FAIL $f: --json"
            head -5 "$tmp/jerr" | sed 's/^/    /'
            fail=1
            failed="$failed $f(json)"
        fi
    done
    echo "$found $labelled $clean $clean_ok $missed $race_alone $json_ok $json_n $fail" >"$tmp/counts"
}
run_shards corpus_shard "$tmp/corpus"
corpus_sum() { shards_sum "$tmp/corpus" counts "$1"; }
echo "sanitizer corpus: $(corpus_sum 1) of $(corpus_sum 2) labelled bugs found ($(corpus_sum 5) more known to be missed)," \
     "$(corpus_sum 4) of $(corpus_sum 3) clean programs without a report"
echo "sanitizer corpus: $(corpus_sum 6) programs with the same race reports under --sanitize=race as under --sanitize"
echo "sanitizer --json: $(corpus_sum 7) of $(corpus_sum 8) labelled programs reported as JSON records"
[ "$(corpus_sum 9)" = 0 ] || { fail=1; failed="$failed (the corpus: above)"; }

# ---- 2. the program suite: no false positives, no misses ----
known=known-races.txt
known_list=" $(sed -n 's/^\([^ #][^ ]*\) .*/\1/p' "$known" | tr '\n' ' ')"
listed() { case $known_list in *" $1 "*) return 0 ;; esac; return 1; }
suite_shard() { # k n: the programs I with I % N = K (tests/shards.sh)
    st=$tmp/suite/$1
    reported=0 quiet=0 checked=0 fail=0 i=0
    for f in ../programs/*/*.cu; do
        i=$((i + 1))
        [ $((i % $2)) -eq "$1" ] || continue
        dir=${f%/*}
        name=${f##*/}
        name=${name%.cu}
        if [ ! -f "$dir/$name.out" ]; then
            for o in "$dir/$name"@*.out; do break; done
            [ -f "$o" ] || continue
        fi
        sidecar "$dir/$name.test"
        [ -n "$side_skip" ] && continue
        srcs=$side_sources opts=$side_options args=$side_args
        rel=${f#../programs/}
        rel=${rel%.cu}
        checked=$((checked + 1))
        # shellcheck disable=SC2086
        (cd "$dir" && timeout "$TIMEOUT" "$CUDAREPL" --sanitize=race,init,sync $opts "$name.cu" $srcs $args \
            >"$st/pout" 2>"$st/perr" </dev/null)
        rc=$?
        # the sanitizer watches, it does not change what the program does: the same stdout and
        # exit status as without it (a program of several runs, `// runs:`, is checked above only)
        if [ -f "$dir/$name.out" ]; then
            want_rc=0
            [ -f "$dir/$name.exit" ] && read -r want_rc <"$dir/$name.exit"
            if [ -n "$side_order" ]; then
                sort "$st/pout" >"$st/pout.s"
                sort "$dir/$name.out" | cmp -s - "$st/pout.s"
            else
                cmp -s "$dir/$name.out" "$st/pout"
            fi || { echo "FAIL programs/$rel: stdout under the sanitizer differs from $name.out"; fail=1; }
            [ "$rc" = "$want_rc" ] ||
                { echo "FAIL programs/$rel: exit status $rc under the sanitizer, expected $want_rc"; fail=1; }
        elif [ "$rc" = 124 ]; then
            echo "FAIL programs/$rel: the sanitizer's run took more than ${TIMEOUT}s"
            fail=1
        fi
        if grep -q '^========= \(Error\|Warning\): Race\|^========= Uninitialized\|^========= \(Barrier\|Warp synchronization\) error' "$st/perr"; then
            reported=$((reported + 1))
            if ! listed "$rel"; then
                echo "FAIL programs/$rel: the sanitizer reports a race, an uninitialised read or a" \
                     "barrier error, and known-races.txt does not list it (a false positive?)"
                grep '^=========' "$st/perr" | head -12 | sed 's/^/    /'
                fail=1
                failed="$failed programs/$rel"
            fi
        else
            quiet=$((quiet + 1))
            if listed "$rel"; then
                echo "FAIL programs/$rel: known-races.txt lists it, and the sanitizer reports nothing (a miss)"
                fail=1
                failed="$failed programs/$rel"
            fi
        fi
    done
    echo "$checked $quiet $reported $fail" >"$st/counts"
}
run_shards suite_shard "$tmp/suite"
checked=$(shards_sum "$tmp/suite" counts 1) quiet=$(shards_sum "$tmp/suite" counts 2)
reported=$(shards_sum "$tmp/suite" counts 3)
[ "$(shards_sum "$tmp/suite" counts 4)" = 0 ] || { fail=1; failed="$failed (the program suite: above)"; }
echo "sanitizer on the program suite: $checked programs, $quiet without a report, $reported with" \
     "reports, all of them listed in known-races.txt"
if [ $fail != 0 ]; then
    echo "sanitizer: FAILED:$failed"
    exit 1
fi
