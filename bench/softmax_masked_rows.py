"""GPU check of the online softmax on rows with masked (-inf) stretches:
a masked first half, all but the last element, exactly the first chunk, a
masked tail, and a row of -inf only (NaN in torch too). Prints which rows
hold NaN next to torch's, the largest error on the others, and the times
of the old and the new build next to torch.softmax.

  tile-translate examples/softmax.mlir --tile-to-bundle --kernel softmax_online_f16 -o B/so_new
  git show REV:examples/softmax.mlir > old.mlir
  tile-translate old.mlir --tile-to-bundle --kernel softmax_online_f16 -o B/so_old
  TILE_RUNTIME_LIB=build-rt/lib/libtile_runtime_c.so python3 bench/softmax_masked_rows.py B
"""
import os, sys, torch
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "python"))
FOLDER = sys.argv[1] if len(sys.argv) > 1 else ".device"
from tile_mlir import load_bundles
new = load_bundles(os.path.join(FOLDER, "so_new"))["softmax_online_f16"]
old = load_bundles(os.path.join(FOLDER, "so_old"))["softmax_online_f16"]
M, N = 1024, 65536
torch.manual_seed(0)
X = torch.randn(M, N, device="cuda", dtype=torch.float16)
ninf = float("-inf")
X[0, :N // 2] = ninf            # leading half masked
X[1, :N - 1] = ninf             # all but the last element
X[2, :8192] = ninf              # exactly the first chunk
X[3, 100:] = ninf               # a masked tail
X[4, :] = ninf                  # all -inf: torch gives NaN too
ref = torch.softmax(X.float(), -1)
for name, k in (("old", old), ("new", new)):
    Y = torch.empty_like(X)
    k(X, Y); torch.cuda.synchronize()
    nan_rows = torch.isnan(Y.float()).any(1).nonzero().flatten().tolist()
    fin = ~torch.isnan(ref).any(1)
    err = (Y.float() - ref)[fin].abs().max().item()
    print(f"{name}: rows with NaN {nan_rows[:8]} (torch: {torch.isnan(ref).any(1).nonzero().flatten().tolist()}), max abs err on the others {err:.3g}")
    s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    for _ in range(10): k(X, Y)
    ts = []
    for _ in range(30):
        s.record(); k(X, Y); e.record(); e.synchronize(); ts.append(s.elapsed_time(e))
    ts.sort(); print(f"{name}: median {ts[15]*1e3:.1f} us")
for _ in range(10): torch.softmax(X, -1)
ts = []
for _ in range(30):
    s.record(); torch.softmax(X, -1); e.record(); e.synchronize(); ts.append(s.elapsed_time(e))
ts.sort(); print(f"torch.softmax: median {ts[15]*1e3:.1f} us")
