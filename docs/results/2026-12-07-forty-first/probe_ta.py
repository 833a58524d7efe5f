"""Which element of A^T each wgmma product reads: C = A^T B with B the
first 64 columns of the identity, so C[m, n] should be At[n, m]; each
C value is looked up in At (distinct values) and the mapping printed."""
import sys, torch
from tile_mlir import load_bundles

torch.manual_seed(0)
K, M, N = 64, 128, 128
vals = torch.randperm(K * M).float() / 16 - 200  # distinct, exact in f16
At = vals.reshape(K, M).half().cuda()
B = torch.zeros(K, N, dtype=torch.half, device="cuda")
for k in range(K):
    B[k, k] = 1
where = {float(v): (i // M, i % M) for i, v in enumerate(At.float().flatten().tolist())}
for folder in sys.argv[1:]:
    (name, k), = load_bundles(folder).items()
    C = torch.zeros(M, N, dtype=torch.half, device="cuda")
    k(At, B, C)
    torch.cuda.synchronize()
    Cf = C.float().cpu()
    ok = sum(float(Cf[m, n]) == float(At[n, m]) for m in range(M) for n in range(K))
    print(f"{folder}: {ok} of {M * K} right")
    for m in list(range(0, 10)) + [63, 64, 65, 127]:
        row = []
        for n in list(range(0, 10)) + [15, 16, 17, 63]:
            kk, mm = where.get(float(Cf[m, n]), (-1, -1))
            row.append(f"{kk:2d},{mm:3d}")
        print(f"  m={m:3d}: " + " ".join(row))
