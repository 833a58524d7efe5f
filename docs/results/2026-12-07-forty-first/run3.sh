#!/usr/bin/env bash
# Session 41, run 3: the transposed-A GEMM with warpgroup_cols (make3.sh)
# against its SIMT reference at three tile shapes, memcheck and racecheck,
# and its 4096^3 time next to the plain GEMM of the same tiles (cp.async).
ROOT=$(pwd); A=$ROOT/.device/s41/at3
cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s41/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
R=/tmp/tile-rt/bin/tile-run
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader
for s in 1000x1000x333 4096x4096x4096; do
  for v in wg wg64 wg256; do
    echo "$s $v $(timeout 60 $R $A/$s/$v/gemm_at_f16.json --reference $A/$s/ref/gemm_at_f16_reference.json 2>&1 | tail -1)"
  done
done
for t in memcheck racecheck; do
  timeout 60 compute-sanitizer --tool $t $R $A/1000x1000x333/wg/gemm_at_f16.json 2>&1 | tail -1 | sed "s/^/wg $t /"
done
for i in 1 2; do for v in wg wg256 plain; do
  k=gemm_at_f16; [ $v = plain ] && k=gemm_f16
  echo "4096 $v $(timeout 60 $R $A/4096x4096x4096/$v/$k.json --bench 2>&1 | grep -i 'TFLOP' | tail -1)"
done; done
echo "=== end $(date +%T)"
