"""Clock and power through a sustained back-to-back loop: our GEMM bundles
against torch.matmul (cuBLAS) on the same inputs, one kernel at a time,
nvidia-smi sampled every 50 ms. Tests design.md's hypothesis that our bf16
kernel loses at card clocks because it keeps the SM clock down.

    python3 power.py --bundles DIR [DIR...] [--seconds 4] [--passes 2]
"""
import argparse, os, subprocess, sys, time
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "python"))
import torch
from tile_mlir import load_bundles

REASONS = "clocks_event_reasons.active"
if "clocks_event_reasons.active" not in subprocess.run(["nvidia-smi", "--help-query-gpu"], capture_output=True, text=True).stdout:
    REASONS = "clocks_throttle_reasons.active"

def sample(fn, seconds):
    q = ["nvidia-smi", f"--query-gpu=clocks.sm,power.draw,temperature.gpu,{REASONS}",
         "--format=csv,noheader,nounits", "-lms", "50"]
    smi = subprocess.Popen(q, stdout=subprocess.PIPE, text=True)
    time.sleep(0.3)
    for _ in range(20):
        fn()
    torch.cuda.synchronize()
    n, t0 = 0, time.time()
    s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    s.record()
    while time.time() - t0 < seconds:
        for _ in range(20):
            fn()
        n += 20
        torch.cuda.synchronize()
    e.record(); torch.cuda.synchronize()
    smi.terminate(); out = smi.communicate()[0]
    rows = [r.split(", ") for r in out.strip().splitlines() if r.count(",") == 3]
    rows = rows[len(rows) // 5: len(rows) - len(rows) // 10] or rows
    clk = sum(float(r[0]) for r in rows) / len(rows)
    pw = sum(float(r[1]) for r in rows) / len(rows)
    reasons = sorted({r[3].strip() for r in rows})
    return s.elapsed_time(e) / n * 1e3, clk, pw, max(float(r[2]) for r in rows), reasons

def main():
    p = argparse.ArgumentParser()
    p.add_argument("--bundles", nargs="+", required=True)
    p.add_argument("--seconds", type=float, default=4)
    p.add_argument("--passes", type=int, default=2)
    a = p.parse_args()
    print("| pass | kernel | shape | us/iter | SM MHz | W | max C | reasons |")
    print("|---|---|---|---|---|---|---|---|")
    for folder in a.bundles:
        for name, k in load_bundles(folder).items():
            dt = torch.float16 if "f16" in name and "bf16" not in name else torch.bfloat16
            dims = k.resolve() if hasattr(k, "resolve") else None
            M = N = K = int(os.path.basename(folder.rstrip("/")).lstrip("g").split("x")[0])
            A = torch.randn(M, K, device="cuda", dtype=dt); B = torch.randn(K, N, device="cuda", dtype=dt)
            C = torch.empty(M, N, device="cuda", dtype=dt)
            k(A, B, C)
            err = ((C.float() - A.float() @ B.float()).norm() / (A.float() @ B.float()).norm()).item()
            assert err < 1e-2, (name, err)
            for ps in range(a.passes):
                for label, fn in ((name, lambda: k(A, B, C, check=False)), ("cublas_" + str(dt)[6:], lambda: torch.matmul(A, B, out=C))):
                    time.sleep(2)
                    us, clk, pw, tmax, rs = sample(fn, a.seconds)
                    print(f"| {ps} | {label} | {M}^3 | {us:.1f} | {clk:.0f} | {pw:.0f} | {tmax:.0f} | {' '.join(rs)} |", flush=True)

main()
