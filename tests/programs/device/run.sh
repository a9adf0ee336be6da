#!/bin/sh
# Builds and runs every program in this folder on a machine with a GPU, writing NAME.out,
# NAME.err (when not empty) and NAME.exit beside each source into $1 (default: here).
# Programs that take an argument list their runs in a comment line "// runs: ARGS | ARGS".
out=${1:-.}
cd "$(dirname "$0")"
for f in *.cu; do
    n=${f%.cu}
    nvcc -arch=sm_90 -O2 -o "/tmp/$n" "$f" >"$out/$n.build" 2>&1 || { echo "build failed: $f"; cat "$out/$n.build"; continue; }
    rm -f "$out/$n.build"
    runs=$(sed -n 's|^// runs: ||p' "$f")
    if [ -z "$runs" ]; then
        "/tmp/$n" >"$out/$n.out" 2>"$out/$n.err"; echo $? >"$out/$n.exit"
        [ -s "$out/$n.err" ] || rm -f "$out/$n.err"
    else
        echo "$runs" | tr '|' '\n' | while read -r args; do
            tag=$(echo "$args" | tr ' ' '_')
            "/tmp/$n" $args >"$out/$n@$tag.out" 2>"$out/$n@$tag.err"; echo $? >"$out/$n@$tag.exit"
            [ -s "$out/$n@$tag.err" ] || rm -f "$out/$n@$tag.err"
        done
    fi
done
