#!/bin/sh
cd "$(dirname "$0")"
for f in *.cu; do p=${f%.cu}
  nvcc -arch=sm_90 -O2 -o /tmp/$p $f > $OUT/$p.build 2>&1 && (/tmp/$p > $OUT/$p.out 2> $OUT/$p.err; echo $? > $OUT/$p.exit)
done
cd $OUT && tar czf /tmp/all.tgz . && mv /tmp/all.tgz $OUT/all.tgz
