#!/bin/sh
# runs each probe on the device; outputs under $OUT
cd "$(dirname "$0")"
for p in advise fma-contraction fma-contract; do
  nvcc -arch=sm_90 -O2 -o /tmp/$p $p.cu > $OUT/$p.build 2>&1 && (/tmp/$p > $OUT/$p.out 2> $OUT/$p.err; echo $? > $OUT/$p.exit)
done
nvcc -arch=sm_90 -O2 -o /tmp/eci explicit-class-instantiation.cu explicit-class-instantiation/engine.cu > $OUT/eci.build 2>&1 && (/tmp/eci > $OUT/eci.out 2> $OUT/eci.err; echo $? > $OUT/eci.exit)
cd $OUT && tar czf /tmp/all.tgz . && mv /tmp/all.tgz $OUT/all.tgz
