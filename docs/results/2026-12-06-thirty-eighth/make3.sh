#!/usr/bin/env bash
# Session 38, run 2's second part: the softmax example with M left to run
# time (its L2 prefetch took static shapes only before 3983cd5).
set -uo pipefail
ROOT=/work/main; D=$ROOT/.device/s38/r3; T=$ROOT/build/bin/tile-translate
rm -rf $D && mkdir -p $D
$T $ROOT/examples/softmax.mlir --tile-to-bundle -o $D/softmax_mdyn --set M=dynamic 2>&1 | grep error
du -sh $D
