#!/bin/sh
# Black-box tests of the Jupyter kernel with real Jupyter clients (Debian's /usr/bin/python3 and
# /usr/bin/jupyter): the kernelspec is installed into a temporary JUPYTER_PATH, then
#   (a) the jupyter_kernel_test suite, (d) signature/JSON attacks, (e) interrupts and aborts
#       — tests/jupyter/kernel_suite.py;
#   (b) `python3 -m nbconvert --to notebook --execute` (jupyter nbconvert) over every notebook in notebooks/;
#   (c) `jupyter console` under tmux, one multi-line cell (in kernel_suite.py too);
#   (f) a litmus picture survives `nbconvert --to html` (Debian's strips image/svg+xml).
# The kernel is $CR_JK_KERNEL (default $BIN/cudarepl-kernel); CR_JK_FLAVOR=double runs the same
# tests against the session test double (see run-double.sh). Without a kernel binary the layer
# is skipped: it needs the session engine (build/libcudarepl.a).
set -u
cd "$(dirname "$0")/../.." || exit 1
BIN=${BIN:-bin}
KERNEL=${CR_JK_KERNEL:-$BIN/cudarepl-kernel}
FLAVOR=${CR_JK_FLAVOR:-real}
NOTEBOOKS=${CR_JK_NOTEBOOKS:-notebooks/*.ipynb}
PY=/usr/bin/python3

if [ ! -x "$KERNEL" ]; then
    echo "jupyter: $KERNEL is not built (it needs the session engine): skipped"
    exit 0
fi
if ! $PY -c 'import jupyter_client, jupyter_kernel_test, nbconvert' 2>/dev/null; then
    echo "jupyter: Debian's Jupyter packages are missing (scripts/install-deps.sh installs them)" >&2
    exit 1
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export JUPYTER_PATH="$tmp/share/jupyter" JUPYTER_DATA_DIR="$tmp/data" \
       JUPYTER_RUNTIME_DIR="$tmp/runtime" JUPYTER_CONFIG_DIR="$tmp/config" \
       IPYTHONDIR="$tmp/ipython" CR_JK_FLAVOR="$FLAVOR"
"$KERNEL" --install --prefix "$tmp" >/dev/null || { echo "jupyter: --install failed" >&2; exit 1; }
$PY -c 'import json,sys; k=json.load(open(sys.argv[1])); assert k["interrupt_mode"]=="message"' \
    "$tmp/share/jupyter/kernels/cudarepl/kernel.json" || exit 1

passed=0
failed=0
check() { # NAME COMMAND...
    name=$1
    shift
    if "$@" >"$tmp/out" 2>&1; then
        passed=$((passed + 1))
        echo "ok: $name"
    else
        failed=$((failed + 1))
        echo "FAIL: $name"
        tail -n 60 "$tmp/out"
    fi
}

# (a), (c), (d), (e)
check "kernel suite ($FLAVOR)" $PY tests/jupyter/kernel_suite.py

# (b) every notebook runs top to bottom, in under a minute (CR_NB_SECONDS), kernel start included;
#     as many at a time as the machine has cores (tests/shards.sh: CR_JOBS), each its own nbconvert
. tests/shards.sh
mkdir -p "$tmp/nb"
nb_shard() { # k n: the notebooks I with I % N = K
    nb_i=0
    for nb in $NOTEBOOKS; do
        nb_i=$((nb_i + 1))
        [ $((nb_i % $2)) -eq "$1" ] && [ -f "$nb" ] || continue
        t0=$(date +%s)
        if $PY -m nbconvert --to notebook --execute --ExecutePreprocessor.kernel_name=cudarepl \
            --ExecutePreprocessor.timeout=120 --output-dir "$tmp/nb" "$nb" >"$tmp/nbs/$1/out" 2>&1; then
            took=$(($(date +%s) - t0))
            if [ "$took" -gt "${CR_NB_SECONDS:-60}" ]; then
                echo "FAIL: $nb took ${took}s (more than ${CR_NB_SECONDS:-60}s)"
                echo "$nb" >>"$tmp/nbs/$1/failed"
            else
                echo "ok: nbconvert --execute $nb"
                echo "    ($nb: ${took}s)"
                echo "$nb" >>"$tmp/nbs/$1/passed"
            fi
        else
            echo "FAIL: nbconvert --execute $nb"
            tail -n 60 "$tmp/nbs/$1/out"
            echo "$nb" >>"$tmp/nbs/$1/failed"
        fi
    done
}
run_shards nb_shard "$tmp/nbs"
passed=$((passed + $(cat "$tmp"/nbs/*/passed 2>/dev/null | wc -l)))
failed=$((failed + $(cat "$tmp"/nbs/*/failed 2>/dev/null | wc -l)))

# (f) a litmus picture survives the HTML export: Debian's nbconvert strips the elements of an
#     image/svg+xml output (only its text is left), so the kernel sends the SVG inline in
#     text/html too, and the page must hold its drawing (paths), not only its labels
if [ "$FLAVOR" = real ]; then
    check "litmus picture in nbconvert --to html" \
        $PY tests/jupyter/html_export.py notebooks/08-memory-model.ipynb "$tmp/html"
fi

echo "jupyter: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
