#!/usr/bin/env bash
# Session 47, run 4 (make3.sh): run 3's bundles timed in CUDA-graph replay
# (bench/gemm_small.py; dynamic_check.py's --time is host-bound at these
# sizes), the M=dynamic bundles at four sizes and the static twins, two
# passes. Run after run3.sh on the same machine (its /tmp/tile-rt).
D=.device/s47/r3; export PYTHONPATH=$PWD/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
nvidia-smi --query-gpu=name --format=csv,noheader
for p in 1 2; do
  echo "== pass $p"
  timeout 120 python3 bench/gemm_small.py --bundles $D/dyn/n1000 $D/dyn/n3000 --dims M=100 M=1000 M=2900 M=3000 2>&1 | sed "s|$D/||" | awk 'NF >= 7 {print $1, $2, $3, $(NF-6), $(NF-3), $NF}'
  timeout 100 python3 bench/gemm_small.py --bundles $D/static/* 2>&1 | sed "s|$D/||" | awk 'NF >= 7 {print $1, $2, $3, $(NF-6), $(NF-3), $NF}'
done
