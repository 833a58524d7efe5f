#!/usr/bin/env bash
# Session 43, run 3 bundles: TMA with run-time dimensions (the tensor maps'
# row extents follow M or S at launch). gemm with M=dynamic (its default
# kernel and the cases over M now load, and the 64x128 case stores,
# through TMA), its static twins at M = 4096 and 8192, and FlashAttention
# with S=dynamic (the FlashAttention-3 case over S >= 4096 loads K and V
# through TMA; the default at few heads keeps cp.async).
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s43/r3
rm -rf $D && mkdir -p $D/dyn $D/static $D/san
b() { local out=$1 src=$2; shift 2; $T $src --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E 'error|warning' | head -2; test -d $D/$out || echo "MISSING $out"; }
E=$ROOT/examples
b dyn/gemm $E/gemm.mlir --set M=dynamic
b dyn/gemm1000 $E/gemm.mlir --set M=dynamic,N=1000,K=1000
# Every size at run time, stated multiples (the maps' pitches follow K and N).
b dyn/gemm_mnk $E/gemm.mlir --set M=dynamic%256,N=dynamic%128,K=dynamic%64
b dyn/fa_h32 $E/flash_attention.mlir --set S=dynamic,B=4,H=32,D=64,kv_splits=1
b dyn/fa_h16_d128 $E/flash_attention.mlir --set S=dynamic,B=2,H=16,D=128,kv_splits=1
b dyn/fa $E/flash_attention.mlir --set S=dynamic,B=2,H=4,D=64,kv_splits=1
for m in 4096 8192; do b static/gemm_$m $E/gemm.mlir --set M=$m; done
# For compute-sanitizer: the FlashAttention-3 case at one batch.
b san/fa_h32 $E/flash_attention.mlir --set S=dynamic,B=1,H=32,D=64,kv_splits=1
du -sh $D
