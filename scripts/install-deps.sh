#!/bin/sh
# Installs what cudarepl needs to build and test, from Debian 12 packages. Idempotent: packages
# already present are left alone. Without root it prints the exact command to run instead.
# The last two lines are for the client tests: the classic Notebook in headless Chromium
# (tests/browser/) and a JupyterHub serving several users (tests/hub/).
set -eu

PKGS="gcc clang make pkg-config tcc libtcc-dev libffi-dev libedit-dev libzmq3-dev libjansson-dev
libssl-dev zlib1g-dev libcriterion-dev tmux python3-jupyter-client jupyter-console python3-nbconvert
python3-nbformat python3-ipykernel python3-jupyter-kernel-test python3-zmq
jupyter-notebook chromium chromium-driver python3-selenium
jupyterhub node-configurable-http-proxy"

missing=""
for p in $PKGS; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing="$missing $p"
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
    echo "cudarepl: missing Debian packages:$missing" >&2
    echo "run: sudo apt-get install -y --no-install-recommends$missing" >&2
    exit 1
fi
echo "cudarepl: installing$missing" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get install -y --no-install-recommends $missing >/dev/null 2>&1 || {
    apt-get update >/dev/null
    apt-get install -y --no-install-recommends $missing >/dev/null
}

# Debian's jupyterhub package enables and starts jupyterhub.service, a hub on port 8000 for every
# account of the machine. The tests start hubs of their own, and docs/jupyterhub.md sets up a
# class's; a service this script brought in is disabled (and stopped where systemd runs).
case " $missing " in
*" jupyterhub "*)
    if command -v systemctl >/dev/null 2>&1; then
        systemctl disable --now jupyterhub.service >/dev/null 2>&1 ||
            systemctl disable jupyterhub.service >/dev/null 2>&1 || true
        echo "cudarepl: disabled Debian's jupyterhub.service (see docs/jupyterhub.md)" >&2
    fi
    ;;
esac
