#!/usr/bin/env bash
# Session 46, run 2 (make1.sh's bundles): the TMA maps' L2 promotion
# (cuTensorMapEncodeTiled's l2Promotion: 0 none, 1 64 B, 2 128 B, 3 256 B,
# the runtime's until now), read from TILE_TMA_L2_PROMOTION by a patch of
# the working tree for this run only. Graph replay next to cuBLAS, passes
# alternating, at N = 3000 (rows 16 bytes off 32-byte sectors) and at
# aligned shapes; then Nsight's L2 reads at N = 3000 under 128 B.
ROOT=$(pwd)
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s46/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
ninja -C /tmp/tile-rt >/dev/null || exit 1
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
D=$ROOT/.device/s46/r1; A=$ROOT/.device/s46/acc; RUN=/tmp/tile-rt/bin/tile-run
B="$D/n3000/3072x3000x3072 $D/n3000/3072x3072x3072 $D/n3000/5000x5000x5000 $D/g1000/def $A/g/1000x1000x1000 $A/gemm/4096x4096x4096 $A/gemm/8192x8192x8192 $A/gemm/8192x28672x4096 $ROOT/.device/s46/r2/*"
for P in 3 2 0 3 2 1; do
  echo "=== promotion $P $(date +%T)"
  TILE_TMA_L2_PROMOTION=$P timeout 120 python3 bench/gemm_small.py --bundles $B 2>&1 | sed "s|$ROOT/.device/s46/||" | awk 'NF >= 7 {print $1, $2, $(NF-6), $(NF-3), $NF}'
done
for P in 3 2; do
  echo "=== fa promotion $P $(date +%T)"
  TILE_TMA_L2_PROMOTION=$P timeout 100 python3 bench/attention.py --bundles $A/fa27/d128 $A/fa27/d64 --graph --rounds 1 --out $OUT/fa$P > $OUT/fa$P.log 2>&1; cut -d'|' -f2,3,4,13 $OUT/fa$P.md | tail -n +4
done
echo "=== ncu $(date +%T)"
M=gpu__time_duration.sum,lts__t_sectors_srcunit_tex_op_read.sum,l1tex__m_xbar2l1tex_read_bytes.sum,dram__bytes_read.sum
for P in 2 0; do
  echo "--- promotion $P"
  TILE_TMA_L2_PROMOTION=$P timeout 60 ncu --metrics $M --kernel-name gemm_f16 --launch-count 1 $RUN $D/n3000/3072x3000x3072 2>&1 | grep -E '^\s+(gpu__|dram__|lts__|l1tex__)|ERROR'
done
rm -f $OUT/*.json
echo "=== end $(date +%T)"
