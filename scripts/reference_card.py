#!/usr/bin/env python3
"""The programming reference card: the tile dialect's ops and attributes
(from ODS, through llvm-tblgen's JSON dump of the .td files), the passes and
the named pipeline with their options, the tools and their flags (from each
tool's own --help), and the environment variables the code reads (found in
the sources). Generated, so it cannot drift from what the tools do.

    python3 scripts/reference_card.py [--bin build/bin] [-o out/tutorial/reference.md]
"""

import argparse
import glob
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LLVM_BIN = "/usr/lib/llvm-22/bin"
# tile-opt is mlir-opt with the tile dialect: its flags are upstream's and
# the passes above.
TOOLS = ("tile-translate", "tile-run", "tile-tune")


def tblgen_records(td):
    out = subprocess.run([os.path.join(LLVM_BIN, "llvm-tblgen"), "--dump-json",
                          "-I", os.path.join(ROOT, "include"), "-I", "/usr/lib/llvm-22/include", td],
                         check=True, stdout=subprocess.PIPE, text=True).stdout
    return json.loads(out)


def one_line(text):
    return " ".join((text or "").split())


def first_example(description):
    """The first line of the first ```mlir block of an ODS description."""
    m = re.search(r"```mlir\s*\n(.*?)\n", description or "")
    return m.group(1).strip() if m else ""


def syntax(fmt):
    """An ODS assemblyFormat as a reader would write it: $x as %x, literals
    unquoted, attr-dict dropped."""
    s = re.sub(r"`([^`]*)`", r"\1", fmt or "")
    s = s.replace("attr-dict-with-keyword", "").replace("attr-dict", "")
    s = re.sub(r"type\(\$(\w+)\)", r"type(\1)", s)
    s = re.sub(r"\$(\w+)", r"%\1", s)
    s = one_line(s)
    s = re.sub(r"([(\[])\s+", r"\1", s)
    s = re.sub(r"\s+([)\],])", r"\1", s)
    return s


def ops_and_attrs():
    """Every op and attribute of the tile dialect, by name."""
    ops, attrs = {}, {}
    for td in sorted(glob.glob(os.path.join(ROOT, "include", "tile", "Dialect", "Tile", "IR", "*.td"))):
        j = tblgen_records(td)
        for name in j["!instanceof"].get("Op", []):
            r = j[name]
            dialect = j[r["opDialect"]["def"]]["name"]
            if dialect != "tile":
                continue
            op = f"tile.{r['opName']}"
            fmt = r.get("assemblyFormat")
            ops[op] = (one_line(r.get("summary")),
                       f"{op} {syntax(fmt)}".strip() if fmt else first_example(r.get("description")))
        for name in j["!instanceof"].get("AttrDef", []):
            r = j[name]
            mnemonic = r.get("mnemonic")
            if not mnemonic:
                continue
            params = r.get("parameters", {}).get("args", [])
            names = [p[1] for p in params if isinstance(p, list) and len(p) > 1]
            attrs[f"#tile.{mnemonic}"] = (one_line(r.get("summary")),
                                          ", ".join(str(n) for n in names if n))
        for name in j["!instanceof"].get("EnumAttr", []) + j["!instanceof"].get("EnumAttrInfo", []):
            r = j[name]
            if r.get("mnemonic") and name.startswith("Tile_"):
                attrs.setdefault(f"#tile.{r['mnemonic']}", (one_line(r.get("summary")), ""))
    return ops, attrs


def help_options(tool_path, argv=("--help",)):
    """(option, description, nested) from a tool's --help: top-level options
    and, under a pass, its options (more indented)."""
    out = subprocess.run([tool_path, *argv], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         text=True).stdout
    rows = []
    for line in out.splitlines():
        # A pass's line has "-   " before its summary, an option's "- ".
        m = re.match(r"^(\s+)(--?[\w-][\w=<>.:-]*)\s+- (\s*)(.*)$", line)
        if m:
            rows.append((m.group(2), one_line(m.group(4)), len(m.group(1)), len(m.group(3)) >= 2))
    return out, rows


def passes(tile_opt):
    """The tile passes and pipelines tile-opt registers, with their options."""
    _, rows = help_options(tile_opt)
    result, current = {}, None
    for flag, desc, _, is_pass in rows:
        name = flag.lstrip("-").split("=")[0]
        if not is_pass:
            if current is not None:
                result[current][1].append((flag, desc))
            continue
        current = None
        if name.startswith("tile-") or name == "convert-tile-to-gpu":
            current = name
            result[name] = (desc, [])
    return result


def tool_flags(path):
    _, rows = help_options(path)
    skip = {"--help", "--help-list", "--version", "-h"}
    flags = [(f, d) for f, d, _, _ in rows if f.split("=")[0] not in skip]
    if flags:
        return flags
    # tile-run's handwritten usage text: "  --flag VALUE   description".
    out = subprocess.run([path, "--help"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         text=True).stdout
    for line in out.splitlines():
        m = re.match(r"^  (--[\w-]+(?: [A-Z=_]+)*)\s{2,}(.*)$", line)
        if m:
            flags.append((m.group(1), m.group(2).strip()))
        elif flags and re.match(r"^\s{10,}\S", line):
            flags[-1] = (flags[-1][0], flags[-1][1] + " " + line.strip())
    return flags


def environment():
    """Environment variables the sources read, with where."""
    found = {}
    patterns = [r'getenv\("([A-Z_][A-Z0-9_]*)"\)', r'env\("([A-Z_][A-Z0-9_]*)"\)',
                r'os\.environ(?:\.get)?[\[(]"([A-Z_][A-Z0-9_]*)"']
    for folder in ("lib", "tools", "python", "scripts", "bench"):
        for path in glob.glob(os.path.join(ROOT, folder, "**", "*.*"), recursive=True):
            if not path.endswith((".cpp", ".h", ".py", ".sh")):
                continue
            with open(path, errors="replace") as f:
                text = f.read()
            for p in patterns:
                for name in re.findall(p, text):
                    found.setdefault(name, set()).add(os.path.relpath(path, ROOT))
    return {k: sorted(v) for k, v in sorted(found.items())}


def table(rows, headers):
    esc = lambda s: str(s).replace("|", "\\|")
    lines = ["| " + " | ".join(headers) + " |", "|" + "---|" * len(headers)]
    lines += ["| " + " | ".join(esc(c) for c in r) + " |" for r in rows]
    return "\n".join(lines)


def build_card(bin_dir):
    ops, attrs = ops_and_attrs()
    parts = ["# tile-mlir reference card", "",
             "Generated by `scripts/reference_card.py` from the dialect's ODS and the tools' "
             "own option tables.", "", "## Ops", "",
             table([(f"`{n}`", s, f"`{x}`" if x else "") for n, (s, x) in sorted(ops.items())],
                   ["op", "what", "syntax"]),
             "", "## Attributes and layouts", "",
             table([(f"`{n}`", s, p) for n, (s, p) in sorted(attrs.items())],
                   ["attribute", "what", "parameters"]),
             "", "## Passes and the pipeline", ""]
    for name, (desc, options) in sorted(passes(os.path.join(bin_dir, "tile-opt")).items()):
        parts.append(f"- `--{name}`: {desc}")
        for flag, d in options:
            parts.append(f"  - `{flag}`: {d}")
    parts += ["", "## Tools", "",
              "`tile-opt` is `mlir-opt` with the tile dialect and the passes above "
              "(`tile-opt --help` lists upstream's too).", ""]
    for tool in TOOLS:
        parts += [f"### {tool}", "",
                  table([(f"`{f}`", d) for f, d in tool_flags(os.path.join(bin_dir, tool))],
                        ["flag", "what"]), ""]
    parts += ["## Environment variables", "",
              table([(f"`{n}`", ", ".join(f"`{w}`" for w in where))
                     for n, where in environment().items()], ["variable", "read in"]), ""]
    return "\n".join(parts), ops, attrs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", default=os.path.join(ROOT, "build", "bin"))
    ap.add_argument("-o", "--out", default=os.path.join(ROOT, "out", "tutorial", "reference.md"))
    args = ap.parse_args()
    card, ops, attrs = build_card(args.bin)
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w") as f:
        f.write(card)
    print(f"reference card: {len(ops)} ops, {len(attrs)} attributes -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
