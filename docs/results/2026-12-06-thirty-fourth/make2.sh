#!/usr/bin/env bash
# Session 34, run 2: FP8 GEMM bundles (examples/gemm_fp8.mlir) at issue 30's
# shapes, the defaults (then 256 x 128; 128 x 256 since a774076) and a few
# schedules, plus the SIMT references. bench/gemm_fp8.py has since gained
# columns (fast accumulation, block scales).
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s34/fp8
rm -rf $D && mkdir -p $D
b() { local out=$1; shift; $T $ROOT/examples/gemm_fp8.mlir --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E "error|warning" | cut -c1-200 | sed "s|^|$out: |" | head -3; test -d $D/$out || echo "MISSING $out"; }
for s in "s8192 M=8192,N=8192,K=8192" "s1024 M=8192,N=1024,K=28672" "s28672 M=8192,N=28672,K=4096" "s4096 M=4096,N=4096,K=4096"; do
  set -- $s
  b $1/default --set $2
  b $1/128x256 --set $2,block_M=128,block_N=256,threads=256
  b $1/128x256s3 --set $2,block_M=128,block_N=256,threads=256,num_stages=3
  b $1/128x128 --set $2,block_M=128,block_N=128,threads=256
done
# Correctness at ragged shapes (edges masked by TMA's clipping), and the references.
b r1000 --set M=1000,N=1000,K=1024
b r777 --set M=777,N=1000,K=2064
$T $ROOT/examples/gemm_fp8_reference.mlir --tile-to-bundle -o $D/ref1000 --set M=1000,N=1000,K=1024 2>&1 | head -3
$T $ROOT/examples/gemm_fp8_reference.mlir --tile-to-bundle -o $D/ref777 --set M=777,N=1000,K=2064 2>&1 | head -3
du -sh $D
