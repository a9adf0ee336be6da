#!/bin/sh
# The notebooks in a real browser: starts Debian's classic Notebook server on localhost with the
# cudarepl kernelspec installed into a temporary JUPYTER_PATH, and drives it with headless
# Chromium (tests/browser/notebooks.py): every notebook in notebooks/ (or $CR_BROWSER_NOTEBOOKS)
# is run with "Run All" and checked; screenshots go to $BUILD/browser/NAME.png.
# Debian's Jupyter lives under /usr/bin/python3 (not a python3 first on PATH). JupyterLab is
# not packaged in Debian 12 (docs/jupyter.md), so only the classic Notebook is tested.
set -u
cd "$(dirname "$0")/../.." || exit 1
BIN=${BIN:-bin}
BUILD=${BUILD:-build}
KERNEL=$BIN/cudarepl-kernel
PY=/usr/bin/python3

if [ ! -x "$KERNEL" ]; then
    echo "browser: $KERNEL is not built: skipped"
    exit 0
fi
if ! $PY -c 'import notebook, selenium' 2>/dev/null || [ ! -x /usr/bin/chromium ] ||
   [ ! -x /usr/bin/chromedriver ]; then
    echo "browser: jupyter-notebook, chromium, chromium-driver or python3-selenium is missing" \
         "(scripts/install-deps.sh installs them)" >&2
    exit 1
fi

tmp=$(mktemp -d)
server=""
cleanup() {
    [ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
    rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 1' INT TERM
# TMPDIR: Chromium leaves a directory there at each run
export TMPDIR="$tmp" JUPYTER_PATH="$tmp/share/jupyter" JUPYTER_DATA_DIR="$tmp/data" \
       JUPYTER_RUNTIME_DIR="$tmp/runtime" JUPYTER_CONFIG_DIR="$tmp/config" \
       IPYTHONDIR="$tmp/ipython" HOME="$tmp/home"
mkdir -p "$HOME" "$tmp/nb"
"$KERNEL" --install --prefix "$tmp" >/dev/null || { echo "browser: --install failed" >&2; exit 1; }

# the server works on copies: a notebook run in the browser is saved (autosave) with its outputs
notebooks=""
for nb in ${CR_BROWSER_NOTEBOOKS:-notebooks/*.ipynb}; do
    [ -f "$nb" ] || continue
    cp "$nb" "$tmp/nb/"
    notebooks="$notebooks $(basename "$nb")"
done

port=$($PY -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
token=$($PY -c 'import secrets; print(secrets.token_hex(16))')
root=""
[ "$(id -u)" -eq 0 ] && root=--allow-root
$PY -m notebook --no-browser --ip=127.0.0.1 --port="$port" --port-retries=0 \
    --NotebookApp.token="$token" --notebook-dir="$tmp/nb" $root >"$tmp/server.log" 2>&1 &
server=$!
url=http://127.0.0.1:$port
i=0
until $PY -c 'import sys,urllib.request; urllib.request.urlopen(sys.argv[1])' \
        "$url/api/status?token=$token" 2>/dev/null; do
    i=$((i + 1))
    if [ $i -gt 120 ] || ! kill -0 "$server" 2>/dev/null; then
        echo "browser: the Notebook server did not start" >&2
        tail -n 30 "$tmp/server.log" >&2
        exit 1
    fi
    sleep 0.5
done

mkdir -p "$BUILD/browser"
$PY tests/browser/notebooks.py "$url" "$token" "$BUILD/browser" $notebooks
rc=$?
if [ $rc -ne 0 ]; then
    echo "browser: the Notebook server's log:" >&2
    tail -n 40 "$tmp/server.log" >&2
fi
exit $rc
