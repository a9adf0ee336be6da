#!/bin/sh
# Runs the Jupyter kernel's tests against the session test double, without the engine: builds
# the Criterion unit tests and a kernel binary over the double (build.sh), runs the unit tests,
# then the black-box layer (run.sh) with the double's cells and tests/jupyter/double-tour.ipynb.
set -u
cd "$(dirname "$0")/../.." || exit 1
BUILD=${BUILD:-build}
sh tests/jupyter/build.sh || exit 1
"$BUILD/jupyter-tests/unit" --jobs 2 --short-filename || exit 1
CR_JK_KERNEL="$BUILD/jupyter-tests/cudarepl-kernel-double" CR_JK_FLAVOR=double \
    CR_JK_NOTEBOOKS=tests/jupyter/double-tour.ipynb sh tests/jupyter/run.sh
