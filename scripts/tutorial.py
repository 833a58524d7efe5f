#!/usr/bin/env python3
"""The tutorial, section by section: environment, vector add, tensor-core
GEMM and its schedule sweep, the fused epilogue, softmax, FlashAttention
(causal and non-causal), autotuning, debugging and introspection, and the
reference card.

    python3 scripts/tutorial.py [--out out/tutorial] [--only gemm,softmax] [--force]

Each section compiles what it needs and, where a CUDA GPU with PyTorch and
CuPy is present, runs it next to its reference (bench/*.py), checks it and
times it. A failing section is recorded with its error and the run goes on.
State goes to OUT/state.json (status, start and end, figures, files per
section); a second run skips the sections already done (unless --force, or
--only names them), and reruns those whose GPU part was skipped when a GPU
has appeared. OUT/report.md has a table per section and the plots;
OUT/reference.md is the reference card, printed at the end. Exit status: 1
when a section failed.
"""

import argparse
import datetime
import glob
import json
import os
import shutil
import subprocess
import sys
import time
import traceback

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))


class Section:
    """What a section reports: rows of figures, files, and its GPU part's
    state ("ran", or "skipped: why")."""

    def __init__(self, ctx, name):
        self.ctx, self.name = ctx, name
        self.rows, self.files, self.notes = [], [], []
        self.gpu = "not needed"
        self.folder = os.path.join(ctx.out, name)
        os.makedirs(self.folder, exist_ok=True)

    def row(self, **fields):
        self.rows.append(fields)

    def file(self, path):
        self.files.append(os.path.relpath(path, self.ctx.out))
        return path

    def run(self, argv, **kw):
        """Runs a command; its output goes to the section's log; a failure
        raises with the command's last lines."""
        log = os.path.join(self.folder, "log.txt")
        start = time.time()
        done = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              cwd=ROOT, **kw)
        with open(log, "a") as f:
            f.write(f"$ {' '.join(argv)}\n{done.stdout}\n(exit {done.returncode}, "
                    f"{time.time() - start:.2f} s)\n\n")
        if log not in [os.path.join(self.ctx.out, p) for p in self.files]:
            self.file(log)
        if done.returncode != 0:
            tail = "\n".join(done.stdout.strip().splitlines()[-8:])
            raise RuntimeError(f"{os.path.basename(argv[0])} exited {done.returncode}:\n{tail}")
        return done.stdout, (time.time() - start) * 1000

    def compile(self, example, name=None, sets=None, kernel=None, flags=()):
        """A bundle of examples/<example>.mlir; a row with its compile time and
        what ptxas reports per kernel."""
        folder = os.path.join(self.folder, "bundles", name or example)
        if self.ctx.reuse("tile-translate", folder):
            ms = None
        else:
            shutil.rmtree(folder, ignore_errors=True)
            argv = [self.ctx.tool("tile-translate"),
                    os.path.join(self.ctx.examples, example + ".mlir"), "--tile-to-bundle", "-o",
                    folder, *flags]
            if sets:
                argv.append("--set=" + ",".join(f"{k}={v}" for k, v in sets.items()))
            if kernel:
                argv.append(f"--kernel={kernel}")
            _, ms = self.run(argv)
        for manifest in sorted(glob.glob(os.path.join(folder, "*.json"))):
            with open(manifest) as f:
                m = json.load(f)
            inspection = m.get("inspection", {})
            label = m["kernel"] + (f" [{name}]" if name else "")
            self.row(what=f"compile {label}", kind="compile",
                     compile_ms=round(ms, 1) if ms is not None else "compiled earlier",
                     registers=inspection.get("registers"),
                     spills=inspection.get("spill_store_bytes", 0),
                     shared_kib=round(m.get("shared_bytes", 0) / 1024, 1),
                     blocks_per_sm=inspection.get("occupancy", {}).get("blocks_per_sm"))
        self.file(folder)
        return folder

    def bench(self, script, bundles, extra=(), ours="TFLOP/s", reference="ref TFLOP/s",
              ratio="vs reference", ref_name="reference", ceiling=None, ceiling_name=None):
        """Runs bench/<script>.py when there is a GPU and takes its best rows."""
        if not self.ctx.gpu_ok:
            self.gpu = "skipped: " + self.ctx.gpu_reason
            return []
        prefix = os.path.join(self.folder, script)
        self.run([sys.executable, os.path.join(ROOT, "bench", script + ".py"), "--bundles",
                  *bundles, "--out", prefix, *extra])
        self.gpu = "ran"
        path = prefix + ("_best.json" if os.path.exists(prefix + "_best.json") else ".json")
        with open(path) as f:
            rows = json.load(f)["rows"]
        self.file(path)
        for r in rows:
            self.row(what=f"{r['kernel']} {r.get('shape', r.get('N', ''))}".strip()
                     + (" causal" if r.get("causal") == "yes" else ""),
                     kind="gpu", correct=r.get("correct", "yes"), ours=r.get(ours),
                     unit=ours, reference=r.get(reference), ref_name=ref_name,
                     ratio=r.get(ratio),
                     ceiling=r.get(ceiling or reference), ceiling_name=ceiling_name or ref_name)
        return rows


class Context:
    def __init__(self, args):
        self.out = os.path.abspath(args.out)
        self.examples = os.path.abspath(args.examples)
        self.bin = os.path.abspath(args.bin)
        self.gpu_ok, self.gpu_reason = detect_gpu()

    def reuse(self, tool, path):
        """On a machine without the compiler (a GPU machine with the
        runtime-only build), what an earlier run compiled into the same
        --out folder is used as it is."""
        if os.access(os.path.join(self.bin, tool), os.X_OK):
            return False
        if os.path.exists(path):
            return True
        raise RuntimeError(f"{tool} is not in {self.bin} and nothing was compiled earlier at "
                           f"{path}: run the tutorial where the compiler is first, then here "
                           "with the same --out")

    def tool(self, name):
        path = os.path.join(self.bin, name)
        if not os.access(path, os.X_OK):
            raise RuntimeError(f"{path} is missing: build first (bash scripts/main.sh builds)")
        return path


def detect_gpu():
    if not shutil.which("nvidia-smi"):
        return False, "no nvidia-smi (no CUDA driver on this machine)"
    probe = subprocess.run([sys.executable, "-c",
                            "import torch, cupy; assert torch.cuda.is_available(); "
                            "print(torch.cuda.get_device_name())"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if probe.returncode:
        return False, "PyTorch with CUDA and CuPy are needed: " + (
            probe.stderr.strip().splitlines() or ["import failed"])[-1]
    return True, probe.stdout.strip()


# --- the sections ----------------------------------------------------------


def section_env(s):
    if os.access(os.path.join(s.ctx.bin, "tile-translate"), os.X_OK):
        version, _ = s.run([s.ctx.tool("tile-translate"), "--version"])
        s.row(what="compiler", value=version.strip().splitlines()[-1])
    else:
        s.row(what="compiler", value=f"not in {s.ctx.bin}: the bundles compiled earlier are run")
    ptxas = shutil.which("ptxas") or ("/usr/local/cuda/bin/ptxas"
                                      if os.path.exists("/usr/local/cuda/bin/ptxas") else None)
    s.row(what="ptxas", value=ptxas or "not found: bundles hold PTX only")
    s.row(what="GPU", value=s.ctx.gpu_reason if s.ctx.gpu_ok else "none: " + s.ctx.gpu_reason)
    if s.ctx.gpu_ok:
        out, _ = s.run([s.ctx.tool("tile-run"), "--check-env"])
        for line in out.splitlines():
            key, _, value = line.partition("  ")
            if value.strip():
                s.row(what=key.strip(), value=value.strip())
        s.gpu = "ran"
    else:
        s.gpu = "skipped: " + s.ctx.gpu_reason


def section_vector_add(s):
    folder = s.compile("vector_add", sets={"N": 1 << 26})
    s.bench("vector_add", [folder], ours="TB/s", reference="torch TB/s", ratio="ratio",
            ref_name="torch.add", ceiling_name="torch.add (a bandwidth-bound copy)")


def section_gemm(s):
    folder = s.compile("gemm", sets={"M": 4096, "N": 4096, "K": 4096})
    s.bench("gemm", [folder], extra=["--no-peers"], ref_name="cuBLAS")


def section_gemm_schedule(s):
    """The schedule sweep: tile shapes and stage counts of one GEMM."""
    folders = []
    for bm, bn, stages in ((128, 128, 3), (128, 256, 3), (256, 128, 3), (256, 128, 4)):
        folders.append(s.compile("gemm", name=f"gemm_{bm}x{bn}_s{stages}", kernel="gemm_f16",
                                 sets={"M": 4096, "N": 4096, "K": 4096, "block_M": bm,
                                       "block_N": bn, "num_stages": stages}))
    s.bench("gemm", folders, extra=["--no-peers"], ref_name="cuBLAS")


def section_epilogue(s):
    shape = {"M": 4096, "N": 4096, "K": 4096}
    plain = s.compile("gemm", sets=shape)
    fused = s.compile("gemm_bias_gelu", sets=shape)
    s.bench("gemm", [plain, fused], ref_name="cuBLAS / eager")
    tensor_core_ceiling(s)


def section_softmax(s):
    folder = s.compile("softmax", sets={"M": 4096, "N": 8192})
    s.bench("softmax", [folder], ours="TB/s", reference="triton TB/s", ratio="vs triton",
            ref_name="Triton", ceiling="copy TB/s", ceiling_name="a copy of the same bytes")


def section_attention(s):
    shape = {"B": 8, "H": 16, "S": 4096, "D": 128}
    plain = s.compile("flash_attention", name="noncausal", sets={**shape, "causal": 0})
    causal = s.compile("flash_attention", name="causal", sets={**shape, "causal": 1})
    s.bench("attention", [plain, causal], ours="TFLOP/s", reference="sdpa TFLOP/s",
            ratio="vs sdpa", ref_name="SDPA")
    tensor_core_ceiling(s)


def tensor_core_ceiling(s):
    """The tensor cores' measured ceiling for a section's rows: cuBLAS's rate
    in the GEMM section of this run."""
    gemm = [r.get("reference") for r in s.ctx.state["sections"].get("gemm", {}).get("rows", [])
            if r.get("kind") == "gpu" and r.get("reference")]
    for r in s.rows:
        if r.get("kind") == "gpu" and gemm:
            r.update(ceiling=max(gemm), ceiling_name="cuBLAS's GEMM rate")


def section_autotune(s):
    """tile-tune over a small space: budget rejections, parallel compile, and
    on a GPU the verified timings."""
    out = os.path.join(s.folder, "tune")
    if not s.ctx.reuse("tile-tune", os.path.join(out, "tune.json")):
        shutil.rmtree(out, ignore_errors=True)
        s.run([s.ctx.tool("tile-tune"), os.path.join(s.ctx.examples, "gemm.mlir"),
               "--references", os.path.join(s.ctx.examples, "gemm_reference.mlir"),
               "--kernel", "gemm_f16", "--set", "M=2048,N=2048,K=2048",
               "--space", "block_M=64,128,256;block_N=128,256;num_stages=2,4",
               "--compile-only", "--no-cache", "-o", out])
    with open(os.path.join(out, "tune.json")) as f:
        tune = json.load(f)
    timings = {}
    if s.ctx.gpu_ok:
        s.run([s.ctx.tool("tile-run"), "--tune", out, "--no-cache"])
        with open(os.path.join(out, "results.json")) as f:
            results = json.load(f)
        timings = {r["config"]: r for r in results.get("rows", [])}
        s.gpu = "ran"
    else:
        s.gpu = "skipped: " + s.ctx.gpu_reason
    for c in tune["candidates"]:
        t = timings.get(c["config"], {})
        registers = None
        for manifest in glob.glob(os.path.join(out, c.get("bundle", "-"), "*.json")):
            with open(manifest) as f:
                registers = json.load(f).get("inspection", {}).get("registers")
        s.row(what=c["config"], kind="candidate", status=t.get("status", c["status"]),
              reason=c.get("reason", t.get("reason", "")), registers=registers,
              ms=t.get("median_ms"), tflops=t.get("tflops"))
    s.file(os.path.join(out, "tune.json"))


def section_debug(s):
    """Device print, the IR after every stage, the PTX, the instruction
    report, ptxas's resources and occupancy, and a profile."""
    ex = os.path.join(s.ctx.examples, "debug_print.mlir")
    folder = s.compile("debug_print")
    ir = os.path.join(s.folder, "ir")
    ptx = os.path.join(s.folder, "debug_print.ptx")
    inspect = os.path.join(s.folder, "inspect_gemm_f16.txt")
    if not s.ctx.reuse("tile-translate", inspect):
        shutil.rmtree(ir, ignore_errors=True)
        s.run([s.ctx.tool("tile-translate"), ex, "--tile-to-ptx", "-o", ptx, "--dump-ir", ir])
        gemm = os.path.join(s.ctx.examples, "gemm.mlir")
        report, _ = s.run([s.ctx.tool("tile-translate"), gemm, "--tile-inspect", "--kernel",
                           "gemm_f16"])
        with open(inspect, "w") as f:
            f.write(report)
    stages = sorted(os.listdir(ir))
    s.row(what="IR after every pass", value=f"{len(stages)} files in {os.path.relpath(ir, s.ctx.out)}")
    s.file(ir)
    s.file(ptx)
    s.file(inspect)
    with open(inspect) as f:
        report = f.read()
    for line in report.splitlines():
        key = line.strip().split(None, 1)
        if len(key) == 2 and key[0] in ("ptxas", "occupancy", "instructions", "schedule", "launch"):
            s.row(what=f"gemm_f16 {key[0]}", value=key[1])
    bundle = s.compile("gemm", name="profile", kernel="gemm_f16")
    if not s.ctx.gpu_ok:
        s.gpu = "skipped: " + s.ctx.gpu_reason
        return
    out, _ = s.run([s.ctx.tool("tile-run"), folder])
    s.row(what="device print", value=f"{len(out.splitlines())} lines (log.txt)")
    profile = os.path.join(s.folder, "gemm_profile.json")
    s.run([s.ctx.tool("tile-run"), bundle, "--bench", "--json", profile])
    with open(s.file(profile)) as f:
        p = json.load(f)
    entry = p.get("kernels", {}).get("gemm_f16", {}) if isinstance(p, dict) else {}
    cublas = [r.get("reference") for r in s.ctx.state["sections"].get("gemm", {}).get("rows", [])
              if r.get("kind") == "gpu" and "gemm_f16" in r.get("what", "")]
    tflops = entry.get("tflop_per_s")
    share = f", {tflops / cublas[0]:.0%} of cuBLAS's measured rate" if tflops and cublas else ""
    s.row(what="gemm_f16 profile (tile-run --bench)",
          value=f"median {entry.get('median_ms', 0):.3f} ms (min {entry.get('min_ms', 0):.3f}), "
                f"{tflops or 0:.0f} TFLOP/s, {entry.get('gb_per_s', 0):.0f} GB/s{share}")
    s.gpu = "ran"


def section_reference(s):
    import reference_card

    path = os.path.join(s.ctx.out, "reference.md")
    if not s.ctx.reuse("tile-opt", path):
        card, ops, attrs = reference_card.build_card(s.ctx.bin)
        with open(path, "w") as f:
            f.write(card)
    s.file(path)
    with open(path) as f:
        card = f.read()
    s.row(what="reference card", value=f"{card.count(chr(10) + '| `tile.')} ops, "
          f"{card.count(chr(10) + '| `#tile.')} attributes")


SECTIONS = [
    ("env", section_env, "Environment"),
    ("vector_add", section_vector_add, "Vector add (vs torch.add)"),
    ("gemm", section_gemm, "Tensor-core GEMM (vs cuBLAS)"),
    ("gemm_schedule", section_gemm_schedule, "GEMM schedule sweep"),
    ("epilogue", section_epilogue, "Fused GEMM + bias + GELU"),
    ("softmax", section_softmax, "Row softmax (vs Triton)"),
    ("attention", section_attention, "FlashAttention forward, causal and non-causal (vs SDPA)"),
    ("autotune", section_autotune, "Autotuning (tile-tune)"),
    ("debug", section_debug, "Debugging and introspection"),
    ("reference", section_reference, "Reference card"),
]


# --- state, report, plots ----------------------------------------------------


def load_state(path):
    try:
        with open(path) as f:
            state = json.load(f)
        if state.get("format") == 1 and isinstance(state.get("sections"), dict):
            return state
    except (OSError, ValueError):
        pass
    return {"format": 1, "sections": {}}


def save_state(path, state):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(state, f, indent=1, default=str)
    os.replace(tmp, path)


def fmt(v):
    if v is None or v == "":
        return ""
    if isinstance(v, float):
        return f"{v:.3g}" if abs(v) < 1000 else f"{v:.0f}"
    return str(v).replace("|", "\\|").replace("\n", " ")


def plots(ctx, state):
    """PNG plots of what was measured; a note instead when matplotlib is
    missing."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return [], "plots skipped: matplotlib is not installed (python3-matplotlib)"
    made = []

    def save(fig, ax, png, title):
        ax.invert_yaxis()  # bars top to bottom in section order
        fig.tight_layout()
        fig.savefig(os.path.join(ctx.out, png), dpi=100)
        plt.close(fig)
        made.append((title, png))
    times = [(r["what"].replace("compile ", f"{name}/"), r["compile_ms"])
             for name, sec in state["sections"].items() for r in sec.get("rows", [])
             if r.get("kind") == "compile" and isinstance(r.get("compile_ms"), (int, float))]
    if times:
        fig, ax = plt.subplots(figsize=(8, 0.3 * len(times) + 1))
        ax.barh([t[0] for t in times], [t[1] for t in times], color="tab:blue")
        ax.set_xlabel("compile time of the bundle, ms (tile-translate, all its kernels, incl. ptxas)")
        save(fig, ax, "compile_times.png", "Compile times")
    tune = state["sections"].get("autotune", {}).get("rows", [])
    if tune:
        # Timed on a GPU: the median time; else what ptxas gave each
        # compiled candidate. Rejected ones are red, with the budget's reason.
        timed = any(r.get("ms") for r in tune)
        metric, label = ("ms", "median ms per launch") if timed else \
            ("registers", "registers per thread (ptxas); not timed: no GPU in this run")
        values = [r.get(metric) or 0 for r in tune]
        top = max(values + [1])
        fig, ax = plt.subplots(figsize=(9, 0.3 * len(tune) + 1.2))
        rejected = [r["status"] == "rejected" for r in tune]
        ax.barh([r["what"] for r in tune], [top if x else v for x, v in zip(rejected, values)],
                color=["tab:red" if x else "tab:green" for x in rejected])
        for i, r in enumerate(tune):
            if rejected[i]:
                ax.text(top * 0.02, i, "rejected: " + r.get("reason", "")[:70], va="center",
                        fontsize=7, color="white")
        ax.set_xlabel(label)
        ax.set_title("tile-tune's candidates (red: rejected by the budgets before code generation)",
                     fontsize=9)
        save(fig, ax, "autotune.png", "Autotuner's candidates")
    gpu = [(f"{name}: {r['what']}", r) for name, sec in state["sections"].items()
           for r in sec.get("rows", []) if r.get("kind") == "gpu" and r.get("ours")]
    if gpu:
        fig, ax = plt.subplots(figsize=(9, 0.35 * len(gpu) + 1))
        ratios = [r.get("ratio") or 0 for _, r in gpu]
        ax.barh([g[0] for g in gpu], ratios,
                color=["tab:green" if x >= 1 else "tab:orange" for x in ratios])
        ax.axvline(1.0, color="black", linewidth=1)
        ax.set_xlabel("ours / reference, throughput (1: the reference's speed)")
        save(fig, ax, "ratios.png", "Throughput against each reference")
        roof = [(n, r) for n, r in gpu if r.get("ceiling")]
        if roof:
            fig, ax = plt.subplots(figsize=(9, 0.35 * len(roof) + 1.2))
            shares = [r["ours"] / r["ceiling"] for _, r in roof]
            ax.barh([f"{n} (of {r['ceiling_name']})" for n, r in roof], shares, color="tab:blue")
            ax.axvline(1.0, color="black", linewidth=1)
            ax.set_xlabel("share of the measured ceiling")
            save(fig, ax, "ceilings.png", "Throughput against the chip's measured ceilings")
    return made, ""


def write_report(ctx, state):
    lines = ["# tile-mlir tutorial report", "",
             f"{datetime.datetime.now().isoformat(timespec='seconds')}, checkout "
             f"{git_commit()}, bundles by {bundle_compiler(ctx)}; GPU: "
             f"{ctx.gpu_reason if ctx.gpu_ok else 'none (' + ctx.gpu_reason + ')'}",
             "", "| section | status | GPU part | seconds |", "|---|---|---|---|"]
    for name, _, title in SECTIONS:
        sec = state["sections"].get(name)
        if not sec:
            lines.append(f"| {title} | not run | | |")
            continue
        lines.append(f"| {title} | {sec['status']} | {fmt(sec.get('gpu'))} | "
                     f"{fmt(sec.get('seconds'))} |")
    for name, _, title in SECTIONS:
        sec = state["sections"].get(name)
        if not sec:
            continue
        lines += ["", f"## {title}", ""]
        if sec.get("error"):
            lines += ["```", sec["error"].strip(), "```", ""]
        rows = sec.get("rows", [])
        if rows:
            keys = [k for k in ("what", "value", "correct", "ours", "unit", "reference", "ref_name",
                                "ratio", "ceiling", "ceiling_name", "status", "reason", "ms", "tflops", "compile_ms",
                                "registers", "spills", "shared_kib", "blocks_per_sm")
                    if any(k in r for r in rows)]
            lines.append("| " + " | ".join(keys) + " |")
            lines.append("|" + "---|" * len(keys))
            for r in rows:
                lines.append("| " + " | ".join(fmt(r.get(k)) for k in keys) + " |")
    try:
        made, note = plots(ctx, state)
    except Exception as e:  # a plot must not cost the report
        made, note = [], f"plots failed: {type(e).__name__}: {e}"
    lines += ["", "## Plots", ""]
    lines += [note] if note else []
    lines += [f"![{title}]({png})" for title, png in made]
    with open(os.path.join(ctx.out, "report.md"), "w") as f:
        f.write("\n".join(lines) + "\n")


def bundle_compiler(ctx):
    """The compiler that wrote the bundles (their manifests say), which on a
    GPU machine is not this checkout's build."""
    for path in sorted(glob.glob(os.path.join(ctx.out, "*", "bundles", "*", "*.json"))):
        with open(path) as f:
            return json.load(f).get("compiler", "unknown")
    return "none yet"


def git_commit():
    done = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"],
                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    return done.stdout.strip() or "unknown"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "out", "tutorial"))
    ap.add_argument("--bin", default=os.path.join(ROOT, "build", "bin"))
    ap.add_argument("--examples", default=os.path.join(ROOT, "examples"),
                    help="the kernel files (a copy, to try a changed one)")
    ap.add_argument("--only", default="", help="comma-separated sections to (re)run")
    ap.add_argument("--force", action="store_true", help="rerun sections already done")
    args = ap.parse_args()
    names = [n for n, _, _ in SECTIONS]
    only = [n for n in args.only.split(",") if n]
    unknown = [n for n in only if n not in names]
    if unknown:
        ap.error(f"unknown section {', '.join(unknown)}; the sections are {', '.join(names)}")
    ctx = Context(args)
    os.makedirs(ctx.out, exist_ok=True)
    state_path = os.path.join(ctx.out, "state.json")
    state = load_state(state_path)
    ctx.state = state
    failed = False
    for name, fn, title in SECTIONS:
        old = state["sections"].get(name, {})
        if only and name not in only:
            continue
        gpu_pending = ctx.gpu_ok and str(old.get("gpu", "")).startswith("skipped")
        if not only and not args.force and old.get("status") == "ok" and not gpu_pending:
            print(f"== {title}: done on {old.get('end')}, skipped (--only {name} reruns it)")
            continue
        print(f"== {title}", flush=True)
        s = Section(ctx, name)
        start = datetime.datetime.now()
        entry = {"title": title, "start": start.isoformat(timespec="seconds")}
        try:
            fn(s)
            entry["status"] = "ok"
        except Exception as e:  # a section's failure is recorded; the run goes on
            entry["status"] = "failed"
            entry["error"] = f"{type(e).__name__}: {e}\n" + "".join(
                traceback.format_exc().splitlines(True)[-4:])
            failed = True
            print(f"   FAILED: {e}", flush=True)
        end = datetime.datetime.now()
        entry.update(end=end.isoformat(timespec="seconds"),
                     seconds=round((end - start).total_seconds(), 2), gpu=s.gpu,
                     rows=s.rows, files=s.files)
        print(f"   {entry['status']} in {entry['seconds']} s; GPU part: {s.gpu}", flush=True)
        state["sections"][name] = entry
        save_state(state_path, state)
    write_report(ctx, state)
    print(f"\nstate: {state_path}\nreport: {os.path.join(ctx.out, 'report.md')}")
    card = os.path.join(ctx.out, "reference.md")
    if os.path.exists(card):
        with open(card) as f:
            print("\n" + f.read())
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
