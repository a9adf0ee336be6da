#!/bin/sh
# A class on one JupyterHub: installs cudarepl as docs/jupyterhub.md does (into a staging
# root), starts Debian's jupyterhub (with configurable-http-proxy) on localhost with
# tests/hub/jupyterhub_config.py (docs/jupyterhub_config.py with a test's login and spawner),
# then tests/hub/classroom.py logs three users
# in and runs their notebooks at once through the hub, one of them with a runaway kernel.
# Debian's Jupyter lives under /usr/bin/python3 (not a python3 first on PATH); the hub runs in a
# clean environment, as a service would.
set -u
cd "$(dirname "$0")/../.." || exit 1
BIN=${BIN:-bin}
KERNEL=$BIN/cudarepl-kernel
PY=/usr/bin/python3

if [ ! -x "$KERNEL" ]; then
    echo "hub: $KERNEL is not built: skipped"
    exit 0
fi
if [ ! -x /usr/bin/jupyterhub ] || [ ! -x /usr/bin/configurable-http-proxy ] ||
   ! $PY -c 'import jupyterhub, notebook, requests, tornado' 2>/dev/null; then
    echo "hub: jupyterhub or node-configurable-http-proxy is missing" \
         "(scripts/install-deps.sh installs them)" >&2
    exit 1
fi

tmp=$(mktemp -d)
hub=""
cleanup() {
    # the hub stops the notebook servers and the proxy it started (cleanup_servers)
    if [ -n "$hub" ] && kill "$hub" 2>/dev/null; then
        i=0
        while kill -0 "$hub" 2>/dev/null && [ $i -lt 40 ]; do sleep 0.25; i=$((i + 1)); done
        kill -9 "$hub" 2>/dev/null
    fi
    rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 1' INT TERM
mkdir -p "$tmp/state" "$tmp/home"
# installed as docs/jupyterhub.md installs it for every user, into a staging root
root=$tmp/root
if ! make -s install DESTDIR="$root" PREFIX=/usr/local BIN="$BIN" BUILD="${BUILD:-build}" \
        >"$tmp/install.log" 2>&1 ||
   ! "$root/usr/local/bin/cudarepl-kernel" --install --prefix "$root/usr/local" \
        >>"$tmp/install.log" 2>&1; then
    echo "hub: make install or --install failed" >&2
    cat "$tmp/install.log" >&2
    exit 1
fi

free_port() {
    $PY -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}
port=$(free_port)
password=$($PY -c 'import secrets; print(secrets.token_hex(8))')
# NODE_PATH: Debian's Node.js modules, for a node that is not Debian's own (it finds them itself)
env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME="$tmp/home" LANG=C.UTF-8 \
    NODE_PATH=/usr/share/nodejs CR_HUB_STATE="$tmp/state" CR_HUB_PORT="$port" \
    CR_HUB_API_PORT="$(free_port)" CR_PROXY_API_PORT="$(free_port)" CR_HUB_PASSWORD="$password" \
    CR_HUB_JUPYTER_PATH="$root/usr/local/share/jupyter" CR_HUB_SOURCE="$(pwd)" \
    /usr/bin/jupyterhub -f tests/hub/jupyterhub_config.py >"$tmp/hub.log" 2>&1 &
hub=$!
url=http://127.0.0.1:$port
i=0
until $PY -c 'import sys,urllib.request; urllib.request.urlopen(sys.argv[1])' \
        "$url/hub/api" 2>/dev/null; do
    i=$((i + 1))
    if [ $i -gt 120 ] || ! kill -0 "$hub" 2>/dev/null; then
        echo "hub: JupyterHub did not start" >&2
        tail -n 30 "$tmp/hub.log" >&2
        exit 1
    fi
    sleep 0.5
done

CR_HUB_PASSWORD=$password timeout 400 $PY tests/hub/classroom.py "$url" \
    notebooks/01-threads-blocks-grids.ipynb notebooks/05-warp-primitives.ipynb \
    notebooks/02-memory-spaces.ipynb
rc=$?
# an option the hub or a notebook server does not know is only a warning in the log
if grep -i "not recognized" "$tmp/hub.log" >&2; then
    echo "FAIL: JupyterHub or a notebook server ignored options of the configuration" >&2
    rc=1
fi
if [ $rc -ne 0 ]; then
    echo "hub: JupyterHub's log:" >&2
    tail -n 60 "$tmp/hub.log" >&2
fi
exit $rc
