#!/usr/bin/env bash
# Session 41, run 1: session 40's run 2 in one pass (warpgroups along N at
# mid sizes against the shipped example and cuBLAS; make2.sh's bundles
# plus 6 and 8 stages at 1000^3), then the transposed-A wgmma kernel
# (test/Kernels/gemm_transposed_a.mlir, make1.sh) against its SIMT
# reference, the sm_80 mma.sync form and memcheck, and its time next to
# the plain GEMM of the same tiles at 4096^3.
ROOT=$(pwd); D=$ROOT/.device/s40/g2; A=$ROOT/.device/s41/at
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s41/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
R=/tmp/tile-rt/bin/tile-run
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
echo "--- transposed A $(date +%T)"
for s in 1000x1000x333 4096x4096x4096; do
  for v in wg wgtma sm80; do
    echo "$s $v $(timeout 60 $R $A/$s/$v/gemm_at_f16.json --reference $A/$s/ref/gemm_at_f16_reference.json 2>&1 | tail -1)"
  done
done
timeout 60 compute-sanitizer --tool memcheck $R $A/1000x1000x333/wg/gemm_at_f16.json 2>&1 | tail -1 | sed 's/^/wg memcheck /'
timeout 60 compute-sanitizer --tool racecheck $R $A/1000x1000x333/wg/gemm_at_f16.json 2>&1 | tail -1 | sed 's/^/wg racecheck /'
for v in wg wgtma plain; do
  k=gemm_at_f16; [ $v = plain ] && k=gemm_f16
  echo "4096 $v $(timeout 60 $R $A/4096x4096x4096/$v/$k.json --bench 2>&1 | grep -iE 'TFLOP|time' | tail -1)"
done
echo "--- column groups $(date +%T)"
timeout 300 python3 bench/gemm_small.py --bundles $D/*/* 2>&1 | sed "s|$D/||" | awk '{print $1, $2, $(NF-6), $(NF-3), $NF}'
for t in memcheck racecheck synccheck; do
  timeout 40 compute-sanitizer --tool $t $R $D/1000x1000x1000/g2pr 2>&1 | tail -1 | sed "s|^|g2pr $t |"
done
echo "=== end $(date +%T)"
