#!/usr/bin/env bash
# Session 42, run 7 (make7.sh): the end's cluster barrier replaced by the
# consumers' wait for the peer's last releases. cuBLAS time / ours against
# 4f84a81's build of the same case (make4.sh `new`), three passes; the other
# examples' multicast kernels against make6.sh's kernels without multicast;
# sanitizers.
ROOT=$(pwd); D=$ROOT/.device/s42/r7; D4=$ROOT/.device/s42/r4; D6=$ROOT/.device/s42/r6; D3=$ROOT/.device/s42/r3
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s41/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
R=/tmp/tile-rt/bin/tile-run
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
for pass in 1 2 3; do
  echo "--- pass $pass $(date +%T)"
  timeout 250 python3 bench/gemm_small.py --bundles $D/*x*/tail $D4/1000x1000x1000/new $D4/776x776x776/new $D4/520x1000x1000/new $D4/600x600x600/new $D3/1000x1000x4000/mctsnew 2>&1 | sed "s|$ROOT/.device/s42/||" | awk '{print $1, $2, $(NF-6), $(NF-3), $NF}' | sort -k2
done
for p in fa fp8 gelu gemm; do
  echo "$p: $(timeout 120 $R $D/${p}_mc --reference $D6/$p 2>&1 | tail -1)"
done
for v in 1000x1000x1000/tail 776x776x776/tail fa_mc fp8_mc gelu_mc; do
  for t in memcheck racecheck synccheck; do
    timeout 120 compute-sanitizer --tool $t $R $D/$v 2>&1 | tail -1 | sed "s|^|$v $t |"
  done
done
M=gpu__time_duration.sum,sm__cycles_active.avg
for v in r4/1000x1000x1000/new r7/1000x1000x1000/tail; do
  timeout 60 ncu --metrics $M -k regex:gemm -c 2 $R $ROOT/.device/s42/$v 2>&1 | grep -E "__" | sed "s|^|$v |"
done
echo "=== end $(date +%T)"
