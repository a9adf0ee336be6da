#!/bin/sh
# Builds the Jupyter kernel's test binaries against the session test double
# (tests/jupyter/test_session_double.c), so the kernel can be tested without the engine:
#   $BUILD/jupyter-tests/unit                     Criterion: every tests/jupyter/test_*.c
#   $BUILD/jupyter-tests/cudarepl-kernel-double   the kernel (jupyter/*.c) over the double
# CC, BUILD and SAN (e.g. SAN='-fsanitize=address,undefined') as for make.
set -eu
cd "$(dirname "$0")/../.."
CC=${CC:-cc}
BUILD=${BUILD:-build}
SAN=${SAN:-}
OUT=$BUILD/jupyter-tests
mkdir -p "$OUT/obj"
CFLAGS="-std=gnu11 -g -O1 -Wall -Wextra -Werror -fno-omit-frame-pointer $SAN"
CPPFLAGS="-Iinclude -I. -D_GNU_SOURCE -DCR_DATADIR=\"$(pwd)\""
LIBS="-lzmq -ljansson -lcrypto -lpthread"

# objects built with other flags (e.g. without SAN) are rebuilt
if [ "$(cat "$OUT/obj/.flags" 2>/dev/null)" != "$CC $CFLAGS $CPPFLAGS" ]; then
    rm -f "$OUT"/obj/*.o
    echo "$CC $CFLAGS $CPPFLAGS" >"$OUT/obj/.flags"
fi
objs=""
for src in jupyter/*.c tests/jupyter/test_*.c; do
    obj="$OUT/obj/$(echo "$src" | tr / _ | sed 's/\.c$/.o/')"
    if [ ! -f "$obj" ] || [ "$src" -nt "$obj" ] || [ -n "$(find jupyter include -name '*.h' -newer "$obj")" ]; then
        $CC $CPPFLAGS $CFLAGS -c "$src" -o "$obj"
    fi
    objs="$objs $obj"
done
lib_objs=$(echo "$objs" | tr ' ' '\n' | grep -v '_main\.o$' | grep -v 'tests_jupyter_' | tr '\n' ' ')
double=$OUT/obj/tests_jupyter_test_session_double.o
tests=$(echo "$objs" | tr ' ' '\n' | grep 'tests_jupyter_' | tr '\n' ' ')
$CC $SAN -o "$OUT/unit" $tests $lib_objs -lcriterion $LIBS
$CC $SAN -o "$OUT/cudarepl-kernel-double" $OUT/obj/jupyter_main.o $lib_objs $double $LIBS
echo "built $OUT/unit $OUT/cudarepl-kernel-double"
