"""The kernels torch._scaled_mm runs at issue 30's shapes (per-tensor and
row-wise scales), by name from the profiler: their names give cuBLASLt's
tile, cluster and schedule."""
import torch
from torch.profiler import profile, ProfilerActivity

for M, N, K in [(8192, 8192, 8192), (8192, 1024, 28672), (8192, 28672, 4096)]:
    a = torch.randn(M, K, device="cuda").to(torch.float8_e4m3fn)
    b = torch.randn(N, K, device="cuda").to(torch.float8_e4m3fn)
    for name, sa, sb in [("per-tensor", torch.tensor(1.0, device="cuda"), torch.tensor(1.0, device="cuda")),
                         ("row-wise", torch.ones(M, 1, device="cuda"), torch.ones(1, N, device="cuda"))]:
        torch._scaled_mm(a, b.t(), scale_a=sa, scale_b=sb, out_dtype=torch.bfloat16)
        torch.cuda.synchronize()
        with profile(activities=[ProfilerActivity.CUDA]) as prof:
            torch._scaled_mm(a, b.t(), scale_a=sa, scale_b=sb, out_dtype=torch.bfloat16)
            torch.cuda.synchronize()
        names = sorted({e.name for e in prof.events() if e.device_type.name == "CUDA"})
        print(f"{M}x{N}x{K} {name}: {'; '.join(n[:140] for n in names)}")
