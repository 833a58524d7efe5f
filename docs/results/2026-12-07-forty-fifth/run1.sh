#!/usr/bin/env bash
# Session 45, run 1 (make1.sh), parts in order of need, from the
# repository root: `run1.sh san big p3000 few odd lists`.
#   san   the example's fill case at launch (M at run time), and the
#         sanitizers on the shipped 128x192 and split 64x128 kernels;
#   big   128x256 against the default at issue 27's shapes (bench/gemm.py,
#         alternating rounds, plain and fused);
#   p3000 why 3000^3 runs 25% longer than 3072^3 (M, N, K unaligned one
#         at a time);
#   few, odd  few columns and odd rows (graph replay, one pass);
#   lists the three issues' acceptance lists, only on an H200.
HERE=$(cd "$(dirname "$0")" && pwd); ROOT=$(pwd)
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s45/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
D=$ROOT/.device/s45/r1; O=$OUT/r1; mkdir -p $O
sm() { timeout 150 python3 bench/gemm_small.py --bundles "$@" 2>&1 | sed "s|$D/||" | awk 'NF >= 7 {print $1, $2, $(NF-6), $(NF-3), $NF}'; }
for part in "$@"; do
  echo "=== $part $(date +%T)"
  case $part in
  san)
    timeout 60 python3 bench/gemm_small.py --bundles $D/dyn/n3072 --dims M=3072 M=2048 M=1000 M=4096 2>&1 | grep -v Warn
    timeout 60 python3 bench/gemm_small.py --bundles $D/dyn/n1536 --dims M=1536 M=1024 M=2048 2>&1 | grep -v Warn
    for b in $D/san/*; do timeout 60 compute-sanitizer --tool memcheck /tmp/tile-rt/bin/tile-run $b 2>&1 | tail -1; done
    timeout 60 compute-sanitizer --tool racecheck /tmp/tile-rt/bin/tile-run $D/san/n192 2>&1 | tail -1 ;;
  big)
    timeout 220 python3 bench/gemm.py --bundles $D/big/* --no-peers --rounds 2 --out $O/big > $O/big.log 2>&1; tail -30 $O/big.log ;;
  p3000|few|odd) sm $D/$part/* ;;
  lists)
    nvidia-smi --query-gpu=name --format=csv,noheader | grep -q H200 || continue
    sed 's|s36/r2|s45/acc|; s|s36/include|s45/include|' "$HERE/../2026-12-06-thirty-sixth/run2.sh" | bash
    A=$ROOT/.device/s45/acc
    timeout 150 python3 bench/gemm_fp8.py --bundles $A/fp8/*/pt $A/fp8/*/rw --rounds 2 2>&1 | tail -20 ;;
  esac
done
rm -f $O/*.json
echo "=== end $(date +%T)"
