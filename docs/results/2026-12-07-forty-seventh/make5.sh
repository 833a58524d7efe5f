#!/usr/bin/env bash
# Session 47, run 5 bundles: multicast over grids rounded up to pairs.
# Static shapes whose tile grid is odd along the paired extent (until
# this change they ran without clusters) and even controls, each as the
# table picks it and with multicast bound off; the M=dynamic bundles of
# run 3 with multicast bound off (what they compiled to before).
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s47/r5; E=$ROOT/examples
rm -rf $D && mkdir -p $D
b() { local out=$1; shift; $T $E/gemm.mlir --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E 'error|warning' | head -2; test -d $D/$out || echo "MISSING $out"; }
for s in 2900x3000x3000 4096x4104x4096 900x1000x1000 150x1000x1000 1000x1000x1000 2900x1000x1000 3000x3000x3000 5000x3000x2000; do
  IFS=x read m n k <<< "$s"
  b $s/def --set M=$m,N=$n,K=$k
  b $s/mc0 --set M=$m,N=$n,K=$k,multicast=0
done
b dyn/n1000_mc0 --set M=dynamic,N=1000,K=1000,multicast=0
b dyn/n3000_mc0 --set M=dynamic,N=3000,K=3000,multicast=0
for d in $D/*/def; do python3 -c "
import json,sys;m=json.load(open('$d/gemm_f16.json'));p=m['params']
print('${d#$D/}', m['grid'], m.get('cluster'), p['block_M'], p['block_N'])"; done
du -sh $D
