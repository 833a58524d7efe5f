#!/usr/bin/env bash
# Session 33, run 4: the example's new defaults (fenced waits, the D = 128
# case at 128 x 160 from H >= 8, the D = 64 case causal too, one reciprocal
# per row in the epilogue) at the benchmark shapes, against HEAD's bundles
# of run 1; correctness at masked tails and S dynamic; Nsight on D = 128.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s33/r4
rm -rf $D && mkdir -p $D/chk $D/perf $D/dyn
EX=$ROOT/examples/flash_attention.mlir
b() { local out=$1; shift; $T $EX --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E "error|warning" | cut -c1-200 | sed "s|^|$out: |" | head -2; test -d $D/$out || echo "MISSING $out"; }
b chk/d128 --set B=1,H=8,S=4100,D=128
b chk/c64 --set B=1,H=32,S=4100,D=64,causal=1
b chk/d256 --set B=1,H=4,S=1000,D=256
b dyn/fa --set S=dynamic,B=2,H=8,D=64,kv_splits=1
for s in "d128 B=8,H=16,S=4096,D=128" "c128 B=8,H=16,S=4096,D=128,causal=1" "d64 B=4,H=32,S=8192,D=64" "c64 B=4,H=32,S=8192,D=64,causal=1" \
         "h8d128 B=2,H=8,S=4096,D=128" "h8d64 B=1,H=8,S=8192,D=64" "h1d128 B=1,H=1,S=4096,D=128" "d256 B=4,H=16,S=4096,D=256" "c256 B=4,H=16,S=4096,D=256,causal=1"; do
  set -- $s; b perf/$1 --set $2
done
cp -r $ROOT/.device/s33/r1/perf/d128_case $D/perf/d128_old
cp -r $ROOT/.device/s33/r1/perf/d64_case $D/perf/d64_old
cp -r $ROOT/.device/s33/r3/perf/c64_def $D/perf/c64_old
du -sh $D; ls $D/perf | wc -l
