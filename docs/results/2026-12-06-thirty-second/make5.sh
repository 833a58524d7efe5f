#!/usr/bin/env bash
# The new defaults (examples/flash_attention.mlir's shape cases: FlashAttention-3's
# roles on sm_90a, non-causal, D = 64 and 128, H >= 8, S >= 2048) against the
# old ones (the example at HEAD before them), same run; the case kernels'
# correctness; S dynamic (the case over S runs cp.async: no TMA for run-time
# buffers).
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s32/fa5
rm -rf $D && mkdir -p $D/chk $D/perf $D/dyn
OLD=$D/old.mlir; git -C $ROOT show ${OLD_REV:-7f574fa}:examples/flash_attention.mlir > $OLD
b() { local out=$1 src=$2; shift 2; $T $src --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E 'error|warning' | head -2; test -d $D/$out || echo "MISSING $out"; }
EX=$ROOT/examples/flash_attention.mlir
b chk/case_d64 $EX --set B=1,H=8,S=2100,D=64
b chk/case_d128 $EX --set B=1,H=8,S=2100,D=128
b dyn/fa $EX --set S=dynamic,B=2,H=8,D=64,kv_splits=1
for s in "d64 B=4,H=32,S=8192,D=64" "d128 B=8,H=16,S=4096,D=128" "h8 B=1,H=8,S=8192,D=64" "h8d128 B=2,H=8,S=4096,D=128"; do
  set -- $s; n=$1; S=$2
  b perf/${n}_new $EX --set $S
  b perf/${n}_old $OLD --set $S
done
b perf/d64_ov256 $EX --set B=4,H=32,S=8192,D=64,overlap=1,threads=256,block_M=128,block_N=64,producer_warp=0
b perf/d64_cp192n128 $EX --set B=4,H=32,S=8192,D=64,overlap=1,threads=384,block_M=192,block_N=128,producer_warp=0
du -sh $D; ls $D/perf | wc -l
