"""Shared pieces of the benchmark scripts: timing, error metrics, reports.

Every figure is measured next to its reference in the same process, on the
same inputs; speed is reported as a ratio against that reference.
"""

import json
import os
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))


_clocks_up = False


def raise_clocks(seconds=1.0):
    """Keeps the GPU busy for about `seconds` before the first timing of the
    process: an idle GPU sits at a low clock and takes a moment to reach its
    working clock, and the first measurement of a run would pay for that
    (seen on the H200: a softmax and its Triton reference both ~20% slow
    when timed first)."""
    global _clocks_up
    if _clocks_up:
        return
    import time
    import torch

    a = torch.randn(4096, 4096, device="cuda", dtype=torch.float16)
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        for _ in range(8):
            a @ a
        torch.cuda.synchronize()
    _clocks_up = True


def time_cuda(fn, warmup=5, reps=30, target_ms=5.0):
    """Median, min and max milliseconds of one fn() call, by CUDA events.

    Each sample brackets `inner` back-to-back calls (enough for about
    target_ms), so the host's launch latency, paid once per sample while the
    GPU is otherwise busy, does not count against fast kernels."""
    import torch

    raise_clocks()
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    start = torch.cuda.Event(enable_timing=True)
    end = torch.cuda.Event(enable_timing=True)
    start.record()
    fn()
    end.record()
    end.synchronize()
    inner = max(1, min(100, int(target_ms / max(start.elapsed_time(end), 1e-3))))
    times = []
    for _ in range(reps):
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        for _ in range(inner):
            fn()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end) / inner)
    return {"median_ms": statistics.median(times), "min_ms": min(times),
            "max_ms": max(times), "inner": inner}


def time_alternating(fns, rounds=3, graph=False, **kw):
    """Times every function of `fns` (name -> callable) in turn, `rounds`
    times, and keeps each one's best median in ms: drift during the run
    affects all of them alike. Each round starts one function later, so no
    function is always the one timed right after the same other (a
    power-hungry reference lowers the clock for whatever follows it). With
    `graph`, each is timed in CUDA-graph replay (time_graph): for kernels
    of a few tens of microseconds, where a Python launch costs as much."""
    best = {}
    names = list(fns)
    for r in range(rounds):
        for i in range(len(names)):
            name = names[(i + r) % len(names)]
            t = time_graph(fns[name]) if graph else time_cuda(fns[name], **kw)["median_ms"]
            best[name] = min(best.get(name, t), t)
    return best


def time_graph(fn, launches=20, replays=15, passes=2):
    """Median ms of one call of `fn`, captured `launches` times in a CUDA
    graph and replayed: no host launch cost, which at a few microseconds
    per kernel is more than the kernel (the Python launch of a bundle costs
    16-23 us). Best of `passes` medians."""
    import statistics

    import torch

    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        for _ in range(3):
            fn()
    torch.cuda.current_stream().wait_stream(side)
    torch.cuda.synchronize()
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        for _ in range(launches):
            fn()
    best = float("inf")
    for _ in range(passes):
        for _ in range(3):
            graph.replay()
        torch.cuda.synchronize()
        times = []
        for _ in range(replays):
            start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            start.record()
            graph.replay()
            end.record()
            end.synchronize()
            times.append(start.elapsed_time(end) / launches)
        best = min(best, statistics.median(times))
    return best


def rel_l2_error(out, ref):
    out = out.float()
    ref = ref.float()
    return ((out - ref).norm() / ref.norm().clamp_min(1e-30)).item()


def device_info():
    import torch

    p = torch.cuda.get_device_properties(0)
    return {"gpu": p.name, "sms": p.multi_processor_count,
            "capability": f"{p.major}.{p.minor}", "torch": torch.__version__}


def write_report(rows, out_prefix, title, columns):
    """Writes rows as JSON and as a markdown table (columns: (key, header))."""
    with open(out_prefix + ".json", "w") as f:
        json.dump({"device": device_info(), "rows": rows}, f, indent=2)
    lines = [f"## {title}", "", "| " + " | ".join(h for _, h in columns) + " |",
             "|" + "---|" * len(columns)]
    for r in rows:
        cells = []
        for k, _ in columns:
            v = r.get(k, "")
            cells.append(f"{v:.4g}" if isinstance(v, float) else str(v))
        lines.append("| " + " | ".join(cells) + " |")
    text = "\n".join(lines) + "\n"
    with open(out_prefix + ".md", "w") as f:
        f.write(text)
    print(text)


class Checks:
    """The pass/fail lines of a GPU check script, and whether all passed."""

    def __init__(self):
        self.ok = True

    def expect_error(self, what, fn, error):
        """`fn` must raise `error` (a refusal with its message)."""
        try:
            fn()
            print("FAIL (accepted):", what)
            self.ok = False
        except error as e:
            print("ok  ", what, "->", str(e)[:150])
