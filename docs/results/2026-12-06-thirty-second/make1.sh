#!/usr/bin/env bash
# FlashAttention-3's roles: a producer warpgroup (TMA, setmaxnreg) and two
# consumer warpgroups whose gemm issues take turns (tile.ordered), against
# the defaults and the overlap over cp.async.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s32/fa
rm -rf $D && mkdir -p $D/chk $D/perf
# The same kernel without the turns (the tile.ordered wrappers removed).
python3 - $ROOT/examples/flash_attention.mlir > $D/noord.mlir <<'PY'
import re, sys
s = open(sys.argv[1]).read()
print(re.sub(r'        tile.ordered \{\n((?:          tile.gemm[^\n]*\n){2})        \}\n', lambda m: m.group(1), s), end='')
PY
b() { local out=$1 src=$2; shift 2; $T $src --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E 'error|warning' | head -2; test -d $D/$out || echo "MISSING $out"; }
EX=$ROOT/examples/flash_attention.mlir
FA3=overlap=1,threads=256,producer_warp=1,kv_splits=1
for d in 64 128 256; do for c in 0 1; do
  b chk/fa3_d${d}_c$c $EX --set B=2,H=4,S=1000,D=$d,causal=$c,$FA3
done; done
b chk/fa3_s17 $EX --set B=2,H=4,S=17,D=64,$FA3
b chk/fa3_d128_n128 $EX --set B=2,H=4,S=1000,D=128,$FA3,block_N=128
for s in "d64 B=4,H=32,S=8192,D=64" "d128 B=8,H=16,S=4096,D=128" "h8 B=1,H=8,S=8192,D=64"; do
  set -- $s; n=$1; S=$2
  for c in 0 1; do
    [ $n = h8 ] && [ $c = 1 ] && continue
    b perf/${n}_c${c}_base $EX --set $S,causal=$c
    b perf/${n}_c${c}_ov256 $EX --set $S,causal=$c,overlap=1,threads=256
    b perf/${n}_c${c}_fa3 $EX --set $S,causal=$c,$FA3
    b perf/${n}_c${c}_fa3noord $D/noord.mlir --set $S,causal=$c,$FA3
    b perf/${n}_c${c}_fa3st3 $EX --set $S,causal=$c,$FA3,num_stages=3
    [ $n = d128 ] && b perf/${n}_c${c}_fa3n128 $EX --set $S,causal=$c,$FA3,block_N=128
    [ $n = d128 ] && b perf/${n}_c${c}_fa3n128st3 $EX --set $S,causal=$c,$FA3,block_N=128,num_stages=3
  done
done
mkdir -p $ROOT/.device/s32/include && cp -r /usr/include/nlohmann $ROOT/.device/s32/include/
du -sh $D; ls $D/perf | wc -l
