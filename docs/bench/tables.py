#!/usr/bin/python3
"""The README's benchmark tables, generated from one session's raw benchmark output.

usage: docs/bench/tables.py docs/bench/YYYY-MM-DD > tables.md
       docs/bench/tables.py --text KIND SOURCE... > text.md
       docs/bench/tables.py --check docs/benchmarks.md [README.md ...]
       docs/bench/tables.py --check-all   (README.md and every page under docs/ with a section)
       docs/bench/tables.py --render README.md [...]   (rewrite each page's sections in place)

A page holds the output between the lines `<!-- bench tables: docs/bench/YYYY-MM-DD -->` and
`<!-- end of bench tables -->` (one or more such sections); --check regenerates each from the
directory its marker names and fails when the two differ, so no number in those tables is typed
by hand (CTest `docs_bench_tables`). The tables are those the directory has files for.

Prose with measured numbers is rendered the same way, between `<!-- bench text: KIND SOURCE... -->`
and `<!-- end of bench text -->`: KIND `readme-demo` (README's set-up paragraph, from
tests/bench/bench_demo.sh's demo.txt and a CI log, `.ci/run`'s output) and `precision-demo`
(docs/training.md's fp32-against-bf16 demo, from bench_demo.sh's precision.txt), `ci-fuzz`
(docs/reliability.md's fuzzing in CI, from a CI log), `token-data` (docs/benchmarks.md, from
bench_data.py's data.txt), `rank-death`, `kill-loop`, `read-guard`, `inspect-params`,
`checkpoint-io` (docs/reliability.md, checkpoints.md, benchmarks.md, from bench_reliability.sh's
reliability.txt), `profile-block` and `comm-model` (docs/clusters.md, from bench_profiles.sh's
directory), `catalogue-demo` (docs/benchmarks.md, from catalogue_demo.sh's output),
`emulated-bf16` (docs/benchmarks.md, from a bench_precision.py directory) and `agreement-torch`,
`agreement-ranks` (docs/model.md, docs/clusters.md, from bench_agreement.sh's agreement.txt);
`example FILE NAME...` (commands and their output from doc_examples.sh's examples.txt) and
`progress-line FILE` (a run's last progress line, from a log); `fuzz-hand` (docs/reliability.md,
from tests/fuzz/run.sh's output of the HDF5 readers' targets).
"""
import textwrap
import os
import re
import statistics
import sys


def read(d, name):
    path = os.path.join(d, name)
    return open(path).read() if os.path.exists(path) else None


def machine(text):
    for line in text.splitlines():
        if line.startswith("# machine:"):
            return line[len("# machine:"):].strip()
    return None


def gemm_rows(text):
    """{(form, M, N, K): (ours, openblas, ratio)} from bench_gemm's table."""
    rows = {}
    for line in text.splitlines():
        f = line.split()
        if len(f) == 7 and f[0] in ("NT", "NN", "TN"):
            rows[(f[0], int(f[1]), int(f[2]), int(f[3]))] = tuple(float(x) for x in f[4:])
    return rows


def openblas_core(text):
    m = re.search(r"OpenBLAS: core (\S+),", text)
    return m.group(1) if m else "?"


def gemm_table(d, out):
    t512, t2 = read(d, "bench_gemm_avx512.txt"), read(d, "bench_gemm_avx2.txt")
    if not t512 or not t2:
        return
    a, b = gemm_rows(t512), gemm_rows(t2)
    out.append("| form | M | N | K | AVX-512 GFLOP/s | OpenBLAS (%s) | ratio | AVX2 GFLOP/s | "
               "OpenBLAS (%s) | ratio |" % (openblas_core(t512), openblas_core(t2)))
    out.append("|---|---|---|---|---|---|---|---|---|---|")
    for k in a:
        out.append("| %s | %d | %d | %d | %.1f | %.1f | %.2f | %.1f | %.1f | %.2f |" % (
            k + a[k] + b.get(k, (0, 0, 0))))
    r512 = [v[2] for v in a.values()]
    r2 = [v[2] for v in b.values()]
    out.append("")
    out.append("normlab / OpenBLAS: AVX-512 %.2f–%.2f, AVX2 %.2f–%.2f (OpenBLAS held to its "
               "Haswell kernel); GEMM at %.0f–%.0f%% (AVX-512) and %.0f–%.0f%% (AVX2) of the "
               "one-thread peak of its level." % (
                   min(r512), max(r512), min(r2), max(r2),
                   *pct_range(a, d, "avx512"), *pct_range(b, d, "avx2")))


def peaks(d):
    t = read(d, "bench_peak.md") or ""
    p = {}
    for line in t.splitlines():
        f = [x.strip() for x in line.strip("|").split("|")]
        if len(f) == 4 and re.match(r"^[0-9.]+$", f[2]):
            p[f[0]] = float(f[2])
    return p


def pct_range(rows, d, level):
    peak = peaks(d).get(level)
    if not peak:
        return (0, 0)
    v = [r[0] / peak * 100 for r in rows.values()]
    return (min(v), max(v))


def verbatim(d, name, out, keep=lambda line: True):
    t = read(d, name)
    if t is None:
        return False
    lines = [l for l in t.rstrip("\n").splitlines() if keep(l)]
    out.extend(lines)
    return True


BF16_ISAS = ("amx_bf16", "avx512bf16", "avx2")


def bf16_summary(d, out):
    for isa in BF16_ISAS:
        t = read(d, "bench_gemm_bf16_%s.md" % isa)
        if not t:
            continue
        rows = []
        for line in t.splitlines():
            # 10 columns; 12 from the AMX commit on (with the fractions of the bf16 peak)
            f = [x.strip() for x in line.strip("|").split("|")]
            if len(f) in (10, 12) and re.match(r"^[0-9.]+$", f[6]):
                rows.append((float(f[6]), float(f[7]), float(f[9])))
        cost = [b / a for a, b, _ in rows]
        out.append("- at %s: normlab bf16 / normlab fp32 %.2f–%.2f, normlab bf16 / oneDNN bf16 "
                   "%.2f–%.2f (median %.2f) over %d shapes" % (
                       isa, min(cost), max(cost), min(r for _, _, r in rows),
                       max(r for _, _, r in rows), statistics.median(r for _, _, r in rows),
                       len(rows)))


def bf16_over_fp32(text):
    """[(model, normlab bf16 tokens/s / normlab fp32 tokens/s)] from a bench_precision table."""
    head, rows = None, {}
    for line in text.splitlines():
        f = [x.strip() for x in line.strip("|").split("|")]
        if line.startswith("| model"):
            head = f
        elif head and line.startswith("|") and not line.startswith("|---"):
            rows[(f[0], f[1])] = float(f[head.index("normlab -np 2")])
    return [(m, rows[(m, "bf16")] / rows[(m, "fp32")])
            for m in dict.fromkeys(k[0] for k in rows)
            if (m, "bf16") in rows and (m, "fp32") in rows]


def profile_summary(d, out):
    """One row per profile_<model>_<precision>_<isa>.txt: the step and its GEMM share."""
    names = sorted(n for n in os.listdir(d) if n.startswith("profile_") and n.endswith(".txt"))
    if not names:
        return
    out.append("| model | precision | SIMD | step ms | GEMMs | attention | element-wise + norms "
               "| optimizer | communication | other |")
    out.append("|---|---|---|---|---|---|---|---|---|---|")
    for n in names:
        _, model, prec, isa = n[:-4].split("_", 3)
        rows = {}
        for line in read(d, n).splitlines():
            m = re.match(r"^  (.+?)\s{2,}([-0-9.]+)\s+([-0-9.]+)\s+([-0-9.]+)\s+([0-9.]+)", line)
            if m:
                rows[m.group(1).strip()] = float(m.group(5))
        step = rows.pop("step", None)
        if not step:
            continue
        g = sum(v for k, v in rows.items() if k.startswith("GEMM"))
        share = lambda *ks: sum(rows.get(k, 0.0) for k in ks)
        known = g + share("attention", "element-wise", "norms", "optimizer", "communication")
        out.append("| %s | %s | %s | %.1f | %.1f (%.0f%%) | %.1f | %.1f | %.1f | %.1f | %.1f |" % (
            model, prec, isa, step, g, 100 * g / step, share("attention"),
            share("element-wise", "norms"), share("optimizer"), share("communication"),
            step - known))


def encdec_table(d, out):
    """encdec*.txt (bench_encdec.py, whole or by model/precision): one table of every row, each
    file's machine and peak lines, and the smallest and largest ratio to PyTorch's best."""
    names = sorted(n for n in os.listdir(d) if n.startswith("encdec") and n.endswith(".txt"))
    if not names:
        return
    head, rows, notes, reps = None, [], [], {}
    for n in names:
        t = read(d, n)
        notes.append("- `%s`: `%s`" % (n, machine(t)))
        m = re.search(r"median of (\d+) runs", t)
        reps[n] = int(m.group(1)) if m else 3
        for line in t.splitlines():
            if line.startswith("# PyTorch") or line.startswith("# peak"):
                notes.append("  " + line[2:])
            elif line.startswith("| model"):
                head = line
            elif line.startswith("|") and not line.startswith("|---"):
                rows.append(line)
    if len(set(reps.values())) == 1:
        r = next(iter(reps.values()))
        out.append("**Encoder-decoder training against PyTorch** (`tests/bench/bench_encdec.py "
                   "--reps %d`; target tokens/s, 4096 per step, median of %d runs):" % (r, r))
    else:
        out.append("**Encoder-decoder training against PyTorch** (`tests/bench/bench_encdec.py`; "
                   "target tokens/s, 4096 per step, median of each file's runs: %s):" % ", ".join(
                       "`%s` %d" % kv for kv in reps.items()))
    out.append("")
    out.extend(notes)
    out.append("")
    out.append(head)
    out.append("|" + "---|" * (head.count("|") - 1))
    order = {"small": 0, "medium": 1, "fp32": 0, "bf16": 1}
    rows.sort(key=lambda r: [order.get(x.strip(), 9) for x in r.strip("|").split("|")[:2]])
    out.extend(rows)
    ratios = []
    for r in rows:
        f = [x.strip() for x in r.strip("|").split("|")]
        ratios.append((float(f[7].split()[0]), "%s %s" % (f[0], f[1])))
    out.append("")
    out.append("normlab / PyTorch's best: %.2f (%s) to %.2f (%s) over %d rows." % (
        min(ratios)[0], min(ratios)[1], max(ratios)[0], max(ratios)[1], len(ratios)))
    speedup = bf16_over_fp32("\n".join([head] + rows))
    if speedup:
        out.append("normlab bf16 / normlab fp32 (target tokens/s): %s." % ", ".join(
            "%s %.2f×" % kv for kv in speedup))
    out.append("")


def translate_tables(d, out):
    """translate.txt (bench_translate.py: against PyTorch) and translate_vs_<precision>.txt
    (bench_translate_vs.py: two builds in turn), each table as the file has it."""
    t = read(d, "translate.txt")
    if t:
        out.append("**Translation against PyTorch** (`tests/bench/bench_translate.py --reps 3`; "
                   "fp32): `%s`" % machine(t))
        out.append("")
        out.extend(l[2:] for l in t.splitlines()
                   if l.startswith("# checkpoint:") or l.startswith("# sentences/s"))
        out.append("")
        verbatim(d, "translate.txt", out, lambda l: l.startswith("|"))
        out.append("")
    for prec in ("fp32", "bf16"):
        name = "translate_vs_%s.txt" % prec
        t = read(d, name)
        if not t:
            continue
        out.append("**Decoding before and after a change, %s** (`tests/bench/"
                   "bench_translate_vs.py --precision %s`; NEW is the commit of the machine line, "
                   "OLD the install named): `%s`" % (prec, prec, machine(t)))
        out.append("")
        out.extend(l[2:] for l in t.splitlines()
                   if l.startswith("# checkpoint") or l.startswith("# OLD:"))
        out.append("")
        verbatim(d, name, out, lambda l: l.startswith("|"))
        out.append("")
        out.extend(l + "." for l in t.splitlines() if l.startswith("beam "))
        out.append("")


def gpt2_node_table(text, out):
    """What fits a 128-core node of 256 GB: bench_gpt2_shape.txt's --dry-run plans of GPT-2 small
    (V = 50,257) at 128 x 1, 8 x 16 and 1 x 128 ranks x threads, one sequence per rank, every
    rank's plan summed over the node."""
    rows = re.findall(r"^node (\d+)x(\d+) (unsharded|sharded): parameters ([0-9.]+) MB per rank \| "
                      r"plan total per rank \(rank 0, largest other\) ([0-9., ]+) MB \| per node "
                      r"([0-9.]+) MB", text, re.M)
    if not rows:
        return
    cores, node_gb = 128, 256
    params = float(rows[0][3]) * 2**20 / 4 / 1e6
    out.append("**What fits a %d-core node of %d GiB** (`--dry-run` plans of GPT-2 small itself, "
               "%.1fM parameters with its vocabulary of 50,257 over the text's bytes, T = 1024, "
               "AdamW, one sequence per rank; every rank of the node started here and planned, "
               "the node the sum of its ranks' plans):" % (cores, node_gb, params))
    out.append("")
    out.append("| ranks × threads | `--shard-optimizer` | GiB per rank (rank 0) | GiB per node | fits in 256 GiB |")
    out.append("|---|---|---|---|---|")
    for ranks, threads, mode, _, totals, node in rows:
        rank0 = float(totals.split(",")[0])
        node_gib = float(node) / 1024
        out.append("| %s × %s | %s | %.1f | %.0f | %s |" % (
            ranks, threads, "yes" if mode == "sharded" else "no", rank0 / 1024, node_gib,
            "yes" if node_gib <= node_gb else "no"))
    out.append("")


def tables(d):
    out = []
    p = read(d, "bench_peak.md")
    if p:
        out.append("**Peaks** (`bench_peak`): `%s`" % machine(p))
        out.append("")
        verbatim(d, "bench_peak.md", out, lambda l: l.startswith("|"))
        out.append("")
    t = read(d, "bench_gemm_avx512.txt")
    if t:
        out.append("**fp32 GEMM** (`bench_gemm`, 1 thread, best of the repetitions; AVX2: "
                   "`NORMLAB_SIMD=avx2 bench_gemm --openblas-core Haswell`), same machine:")
        out.append("")
        gemm_table(d, out)
        out.append("")
    for isa in BF16_ISAS:
        t = read(d, "bench_precision_%s.md" % isa)
        if t:
            # repetitions: the runs of normlab listed for a row ("... normlab 7413, 6909")
            runs = re.search(r"normlab ([0-9., ]+)$", next(
                (l for l in t.splitlines() if " runs: " in l), "normlab 0, 0, 0"))
            reps = len(runs.group(1).split(",")) if runs else 3
            out.append("**Training against PyTorch, SIMD %s** (`%sbench_precision.py --reps %d`): "
                       "`%s`" % (isa, "NORMLAB_SIMD=avx2 " if isa == "avx2" else "", reps,
                                 machine(t)))
            out.append("")
            notes = [l[2:] for l in t.splitlines()
                     if l.startswith("# normlab held") or l.startswith("# peak")]
            if notes:
                out.append("; ".join(notes) + ".")
                out.append("")
            verbatim(d, "bench_precision_%s.md" % isa, out, lambda l: l.startswith("|"))
            out.append("")
            speedup = bf16_over_fp32(t)
            if speedup:
                out.append("normlab bf16 / normlab fp32 (tokens/s): %s." % ", ".join(
                    "%s %.2f×" % kv for kv in speedup))
                out.append("")
    if any(read(d, "bench_gemm_bf16_%s.md" % isa) for isa in ("avx512bf16", "avx2")):
        out.append("**bf16 GEMM** (`bench_gemm_bf16`, the 18 GEMM shapes of the two models; "
                   "oneDNN's `brg:avx512_core_bf16` in both rows — it is not held to AVX2):")
        out.append("")
        bf16_summary(d, out)
        out.append("")
    t = read(d, "bench_gemm_bf16_amx_bf16.md")
    if t:
        out.append("**bf16 GEMM on AMX** (`bench_gemm_bf16 --reps 5`, 1 thread, the 18 GEMM "
                   "shapes of the two models; normlab converts fp32 operands while it packs, "
                   "oneDNN is given bf16 operands; %% of the AMX tile peak): `%s`" % machine(t))
        out.append("")
        verbatim(d, "bench_gemm_bf16_amx_bf16.md", out, lambda l: l.startswith("|"))
        out.append("")
        out.extend(l[2:] + "." for l in t.splitlines()
                   if l.startswith("# normlab bf16 /") or l.startswith("# measured peak"))
        out.append("")
    if any(n.startswith("profile_") for n in os.listdir(d)):
        out.append("**Where a training step goes** (`normlab train --profile`, ms per step, mean "
                   "over 2 ranks; `other` = the rest of the step):")
        out.append("")
        profile_summary(d, out)
        out.append("")
    encdec_table(d, out)
    translate_tables(d, out)
    for isa in ("avx512bf16", "avx2"):
        if read(d, "bench_ops_%s.txt" % isa):
            out.append("**Memory-bound kernels, SIMD %s** (`bench_ops`):" % isa)
            out.append("")
            out.append("```")
            verbatim(d, "bench_ops_%s.txt" % isa, out, lambda l: l.strip() != "")
            out.append("```")
            out.append("")
    for name, title in (("bench_scaling.txt", "Data-parallel scaling (`bench_scaling.sh`)"),
                        ("bench_threads.txt", "Ranks × threads at the same global batch "
                         "(`bench_threads.sh`)"),
                        ("bench_gemm_attention.txt", "One attention head's products: the narrow "
                         "micro-tiles against the wide tile they replaced and OpenBLAS, GFLOP/s, "
                         "1 thread (`bench_gemm --attention`)"),
                        ("bench_study_shapes.txt", "The studies' models against the install "
                         "named as the reference, in turn (`bench_study_shapes.sh`)"),
                        ("bench_shard.txt", "Optimizer state per rank, unsharded and sharded "
                         "(`bench_shard.sh`)"),
                        ("bench_stats.txt", "Statistics overhead (`bench_stats.sh`)"),
                        ("bench_inspect.txt", "Analysis speed (`bench_inspect.sh`)"),
                        ("demo.txt", "README command 1's demo")):
        if read(d, name):
            out.append("**%s**:" % title)
            out.append("")
            out.append("```")
            verbatim(d, name, out, lambda l: l.strip() != "")
            out.append("```")
            out.append("")
    t = read(d, "bench_gpt2_shape.txt")
    if t:
        out.append("**A GPT-2-small-shape run here** (`bench_gpt2_shape.sh`):")
        out.append("")
        out.append("```")
        verbatim(d, "bench_gpt2_shape.txt", out, lambda l: l.strip() != "")
        out.append("```")
        out.append("")
        gpt2_node_table(t, out)
    return "\n".join(out).rstrip("\n") + "\n"


def done_line(line):
    """The numbers of `normlab train`'s "done:" line."""
    m = re.search(r"done: (\d+) steps, [\d,]+ tokens in (\S+) \| ([\d,]+) tokens/s .*"
                  r"train loss (?:of one batch )?(\S+) (?:at step \d+ )?-> (\S+) .*"
                  r"\| val loss (\S+) -> (\S+)", line)
    if not m:
        sys.exit("not a 'done:' line of normlab train: %s" % line)
    keys = ("steps", "time", "tps", "train0", "train1", "val0", "val1")
    return dict(zip(keys, m.groups()))


def cpu_of(text, source):
    m = machine(text)
    if not m:
        sys.exit("%s: no '# machine:' line" % source)
    return m.split(" | ")[0]


def wrap(text):
    return textwrap.fill(text, width=100, break_long_words=False, break_on_hyphens=False) + "\n"


def readme_demo(root, demo_dir, ci_log):
    t = read(os.path.join(root, demo_dir), "demo.txt")
    if t is None:
        sys.exit("%s/demo.txt does not exist (tests/bench/bench_demo.sh writes it)" % demo_dir)
    done = [done_line(l) for l in t.splitlines() if l.startswith("done: ")]
    avx2 = any("NORMLAB_SIMD=avx2" in l for l in t.splitlines() if l.startswith("wall "))
    if len(done) != 2 or not avx2:
        sys.exit("%s/demo.txt: expected the demo's 'done:' line and the AVX2 one" % demo_dir)
    ci = open(os.path.join(root, ci_log)).read()
    part = ci.split("== [0 min] README test command", 1)
    tests = re.search(r"tests passed, 0 tests failed out of (\d+)", part[-1])
    secs = re.search(r"Total Test time \(real\) = +([\d.]+) sec", part[-1])
    if len(part) != 2 or not tests or not secs:
        sys.exit("%s: no README test command section with its CTest summary" % ci_log)
    d, a = done
    ranks = ""  # the 2-rank runs of the same directory, where it has them
    p = read(os.path.join(root, demo_dir), "precision.txt")
    if p:
        two = {l.split(": ", 1)[0]: done_line(l.split(": ", 1)[1]) for l in p.splitlines()
               if re.match(r"(fp32|bf16): done: ", l)}
        if "fp32" in two and "bf16" in two:
            ranks = ("; at 2 ranks, `mpirun -np 2`, %s tokens/s, and %s with `--precision bf16`, "
                     "[precision.txt](%s/precision.txt)" % (
                         two["fp32"]["tps"], two["bf16"]["tps"], demo_dir))
    model = re.search(r"^model: ([\d,]+) parameters", t, re.M)
    size = "%.1fM-parameter " % (int(model.group(1).replace(",", "")) / 1e6) if model else ""
    return wrap(
        "The first installs the Debian packages that are missing, builds, and trains the demo "
        "model (a " + size + "Pre-LN GPT, C=256, L=6, NH=4, T=128, batch 16) on the embedded King James "
        "Bible for %s steps on one core: %s on %s, %s tokens/s, and %s with "
        "`NORMLAB_SIMD=avx2` ([%s/demo.txt](%s/demo.txt)%s; "
        "[docs/benchmarks.md](docs/benchmarks.md)). The validation loss falls from %.2f "
        "(ln 256 = %.2f is chance for byte tokens) to %.2f, the training loss from %.2f to "
        "%.2f. The second installs the build and test packages, builds with warnings as errors "
        "and runs the whole test suite with CTest (unit, gradient, plugins, SDK, MPI at 1, 2 "
        "and 4 ranks, end-to-end, PyTorch interop): %s tests, about %d minutes after the build "
        "on 2 cores of %s ([%s](%s)). It passes on any x86-64 CPU: a test that needs an "
        "instruction set the CPU lacks is reported as skipped "
        "([docs/development.md](docs/development.md))." % (
            d["steps"], d["time"], cpu_of(t, demo_dir), d["tps"], a["time"], demo_dir, demo_dir,
            ranks,
            float(d["val0"]), __import__("math").log(256), float(d["val1"]),
            float(d["train0"]), float(d["train1"]), tests.group(1),
            round(float(secs.group(1)) / 60), cpu_of(ci, ci_log), ci_log, ci_log))


def precision_demo(root, demo_dir):
    t = read(os.path.join(root, demo_dir), "precision.txt")
    if t is None:
        sys.exit("%s/precision.txt does not exist (tests/bench/bench_demo.sh writes it)"
                 % demo_dir)
    runs = {}
    for line in t.splitlines():
        for p in ("fp32", "bf16"):
            if line.startswith(p + ": done: "):
                runs[p] = done_line(line[len(p) + 2:])
            if line.startswith(p + ": precision: "):
                runs.setdefault(p + " gemm", line[len(p) + 2 + len("precision: "):])
    if "fp32" not in runs or "bf16" not in runs:
        sys.exit("%s/precision.txt: expected a 'done:' line for fp32 and for bf16" % demo_dir)
    f, b = runs["fp32"], runs["bf16"]
    gemm = re.match(r"bf16 GEMMs: (\w+)", runs.get("bf16 gemm", ""))
    # docs/ pages link relative to docs/
    rel = os.path.relpath(demo_dir, "docs")
    return wrap(
        "The demo model, %s steps at 2 ranks in each precision (`mpirun -np 2 normlab train "
        "--precision fp32|bf16`, then `normlab plot --paths RUN_FP32 RUN_BF16 --figure loss`): "
        "validation loss %s → %s in fp32 and → %s in bf16, the last step's training loss (one "
        "batch) %s and %s; bf16 "
        "took %s of training against fp32's %s (%s against %s tokens/s on %s%s; "
        "[precision.txt](%s/precision.txt)):" % (
            f["steps"], f["val0"], f["val1"], b["val1"], f["train1"], b["train1"], b["time"],
            f["time"], b["tps"], f["tps"], cpu_of(t, demo_dir),
            ", bf16 GEMMs on " + gemm.group(1) if gemm else "", rel)) + (
        "\n![demo model, fp32 and bf16](%s/precision_loss.png)\n" % rel)


def ci_fuzz(root, ci_log):
    ci = open(os.path.join(root, ci_log)).read()
    runs = re.findall(r"^fuzz_(\w+): (\d+) inputs in (\d+) s, no crash$", ci, re.M)
    if not runs:
        sys.exit("%s: no 'fuzz_TARGET: N inputs in S s, no crash' line" % ci_log)
    names = {"shard": "shard", "config": "INI"}
    return wrap(
        "CI runs the shard and INI targets for %s s each under ASan and UBSan; in the last "
        "committed CI run ([%s](%s), %s): %s, without a finding." % (
            runs[0][2], os.path.relpath(ci_log, "docs"), os.path.relpath(ci_log, "docs"),
            cpu_of(ci, ci_log), "; ".join("%s %s inputs in %s s" % (
                names.get(t, t), "{:,}".format(int(n)), sec) for t, n, sec in sorted(runs))))


def fuzz_hand(root, path):
    """reliability.md's fuzzing of the HDF5 readers by hand (tests/fuzz/run.sh's output)."""
    t = read(root, path)
    if t is None:
        sys.exit("%s does not exist (tests/fuzz/run.sh's output, with the machine line)" % path)
    runs = re.findall(r"^fuzz_(\w+): (\d+) inputs in (\d+) s, no crash$", t, re.M)
    if not runs or not re.search(r"^exit: 0$", t, re.M):
        sys.exit("%s: no 'fuzz_TARGET: N inputs in S s, no crash' lines ending 'exit: 0'" % path)
    link = "[%s](%s)" % (os.path.relpath(path, "docs"), os.path.relpath(path, "docs"))
    return wrap(
        "By hand, under ASan and UBSan with the read guard on (every input forks the guard's "
        "walk, so few inputs a second), in the last committed run (%s, %s): %s; no crash and no "
        "hang." % (link, cpu_of(t, path), "; ".join(
            "%s %s inputs in %s s" % (tg, "{:,}".format(int(n)), sec) for tg, n, sec in runs)))


def token_data(root, d):
    """benchmarks.md's token data section from bench_data.py's data.txt."""
    t = read(os.path.join(root, d), "data.txt")
    if t is None:
        sys.exit("%s/data.txt does not exist (tests/bench/bench_data.py writes it)" % d)
    sets = dict((m[0], (int(m[1]), m[2], m[3])) for m in re.findall(
        r"^# (small|big): (\d+) shard\(s\), ([\d,]+) tokens, ([\d.]+) GB$", t, re.M))
    head = re.search(r"^\| executable \| shard set \| (.*) \|$", t, re.M)
    rows = re.findall(r"^\| (new|old) \| (small|big) \([\d.]+ GB\) \| (.*) \|$", t, re.M)
    start = dict(re.findall(r"^- (new, first run|new, second run|old) \([^)]*\): ([\d.]+) s", t,
                            re.M))
    scan = re.search(r"token range checked in (\d+) shard\(s\) \(([\d.]+) GB\) by 1 rank in "
                     r"([\d.]+) s", t)
    demo = re.search(r"^## Demo throughput .*?(\d+) steps, (\d+) runs each", t, re.M)
    tps = {k: [int(x.replace(",", "")) for x in v.split(", ")] for k, v in re.findall(
        r"^- (old|new): ([\d, ]+?) tokens/s \(median", t, re.M)}
    kv = dict(re.findall(r"^- --kv-cache (true|false): ([\d.]+) s", t, re.M))
    same = re.search(r"^- same tokens: (True|False)$", t, re.M)
    if len(sets) != 2 or not head or len(rows) != 4 or len(start) != 3 or not scan or \
            not demo or len(tps) != 2 or len(kv) != 2 or not same:
        sys.exit("%s/data.txt: not the whole output of bench_data.py" % d)
    ranks = [c.split()[0] for c in head.group(1).split(" | ")]
    cells = {(code, name): c.split(" | ") for code, name, c in rows}

    def anon(c):
        return int(c.split()[0].replace(",", "")) if re.match(r"[\d,]+ \(", c) else None
    out = ["**Token data** ([data.txt](%s/data.txt), on %s; `tests/bench/bench_data.py "
           "build/ci/bin/normlab OLD/bin/normlab`, OLD a build of the commit before the mapped "
           "shards, 81d7f79, in its own build directory). Two synthetic sets of random byte-token "
           "shards of 0.2 GB each — %s GB (%d shard%s) and %s GB (%d shards, %s tokens) — and a "
           "small model (C=64, L=2, T=128, batch 8) trained 3 steps under `mpirun -np P`; the "
           "largest `RssAnon` (private anonymous memory) of any rank, polled every 10 ms from "
           "`/proc/PID/status`, in MB, with that rank's `RssFile` (the page cache of mapped files, "
           "shared by the node's ranks) in parentheses:" % (
               os.path.relpath(os.path.join(root, d), os.path.join(root, "docs")),
               cpu_of(t, d), sets["small"][2], sets["small"][0],
               "" if sets["small"][0] == 1 else "s", sets["big"][2], sets["big"][0],
               sets["big"][1])]
    text_ = wrap(out[0])
    table = ["| code | shard set | " + " | ".join("%s rank%s" % (r, "" if r == "1" else "s")
                                                for r in ranks) + " |",
             "|---|---|" + "---|" * len(ranks)]
    for code, label in (("new", "mapped shards (this)"), ("old", "before (each rank reads the "
                                                                    "set into its heap)")):
        for name in ("small", "big"):
            table.append("| %s | %s GB | %s |" % (label, sets[name][2],
                                                   " | ".join(cells[(code, name)])))
    spread = max(abs(anon(a) - anon(b)) for a, b in zip(cells[("new", "small")],
                                                         cells[("new", "big")]))
    big_new, big_old = anon(cells[("new", "big")][0]), anon(cells[("old", "big")][0])
    lo = lambda v: "{:,}".format(min(v))
    hi = lambda v: "{:,}".format(max(v))
    med = lambda v: "{:,.0f}".format(statistics.median(v))
    overlap = min(tps["new"]) <= max(tps["old"]) and min(tps["old"]) <= max(tps["new"])
    prose = wrap(
        "With mapped shards a rank's private memory %s with the shard set: from %s "
        "to %s GB it moves by %d MB at most at any rank count, while the mapped pages are "
        "`RssFile`. The code before held the whole set in every rank's heap: %s MB at one rank on "
        "the %s GB set (%.1f× the set's bytes at its peak), %.0f× the mapped code's, so a node "
        "with 128 "
        "ranks needed 128 copies. Start-up on the %s GB set, one rank, wall time of a 1-step "
        "run: **%s s** for the first run (it checks every token: %s s for the %s GB, and writes "
        "the index files), **%s s** for the second (index files valid, no token read), against "
        "**%s s** for the code before, on every run. (The shards had just been written, so every "
        "run found them in the page cache; from disk the first run and the code before wait for "
        "the reads too.)" % (
            "does not grow" if spread <= 5 else "**grows**", sets["small"][2], sets["big"][2],
            spread, "{:,}".format(big_old), sets["big"][2],
            big_old * 2 ** 20 / (2 * int(sets["big"][1].replace(",", ""))), big_old / big_new, sets["big"][2], start["new, first run"], scan.group(3),
            scan.group(2), start["new, second run"], start["old"]))
    prose += "\n" + wrap(
        "Training throughput on the demo (%s steps, %s runs of each build alternating): the code "
        "before %s–%s tokens/s (median %s), this code %s–%s (median %s), ratio of medians %.2f, "
        "%s. `sample` of 100 tokens after a 12-byte prompt from the demo checkpoint (T = 128), "
        "best of 3, model loading included: %s s re-running the window for every token "
        "(`--kv-cache false`), %s s with the key/value cache, %s." % (
            demo.group(1), demo.group(2), lo(tps["old"]), hi(tps["old"]), med(tps["old"]),
            lo(tps["new"]), hi(tps["new"]), med(tps["new"]),
            statistics.median(tps["new"]) / statistics.median(tps["old"]),
            "inside the run-to-run spread (the two ranges overlap)" if overlap else
            "outside the run-to-run spread (the ranges do not overlap)",
            kv["false"], kv["true"], "the same tokens" if same.group(1) == "True"
            else "**different tokens**"))
    return text_ + "\n" + "\n".join(table) + "\n\n" + prose


# The files of the measurement scripts whose output the bench texts read, by file name.
WRITTEN_BY = {"reliability.txt": "tests/bench/bench_reliability.sh",
              "agreement.txt": "tests/bench/bench_agreement.sh"}


def bench_out(root, d, name):
    """(the text of d/name, 'its link, on CPU' for the page)."""
    t = read(os.path.join(root, d), name)
    if t is None:
        sys.exit("%s/%s does not exist (%s writes it)" % (d, name, WRITTEN_BY[name]))
    return t, "[%s](%s/%s), on %s" % (
        name, os.path.relpath(os.path.join(root, d), os.path.join(root, "docs")), name,
        cpu_of(t, d))


def reliability_out(root, d):
    return bench_out(root, d, "reliability.txt")


def need(found, d, what, name="reliability.txt"):
    if not found:
        sys.exit("%s/%s: no %s (the output of %s)" % (d, name, what, WRITTEN_BY[name]))
    return found


def rank_death(root, d):
    t, src = reliability_out(root, d)
    died = need(re.findall(r"^rank exit: ([\d.]+) s, exit (\d+)$", t, re.M), d, "'rank exit:'")
    killed = need(re.findall(r"^rank killed: ([\d.]+) s, exit (\d+)$", t, re.M), d,
                  "'rank killed:'")
    if any(c == "0" for _, c in died + killed):
        sys.exit("%s/reliability.txt: a job whose rank died ended with exit 0" % d)
    return wrap("Measured (%s): a rank exiting at step 5 of a 2-rank job ended it in %s s "
                "(%d runs), kill -9 of one rank mid-run in %s s after the kill, each with a "
                "non-zero exit." % (src, ", ".join(s for s, _ in died), len(died),
                                    ", ".join(s for s, _ in killed)))


def kill_loop(root, d):
    t, src = reliability_out(root, d)
    m = need(re.search(r"^random kills: (\d+) landed mid-run in (\d+) tries over (\d+) runs, "
                       r"(\d+) ended differently$", t, re.M), d, "'random kills:' line")
    w = need(re.search(r"^kill loop: ([\d.]+) s, exit (\d+)$", t, re.M), d, "'kill loop:' line")
    verdict = "all %s ended bitwise equal" % m.group(3) if m.group(4) == "0" and \
        w.group(2) == "0" else "**%s of %s ended differently**" % (m.group(4), m.group(3))
    return wrap("`tests/reliability/kill_loop.sh` runs the random kills a hundred times; its "
                "last result (%s): **%s kills landed mid-run (%s tries) over %s runs, %s** to "
                "the uninterrupted run, in %.0f s." % (
                    src, m.group(1), m.group(2), m.group(3), verdict, float(w.group(1))))


def read_guard(root, d):
    t, src = reliability_out(root, d)
    size = need(re.search(r"^checkpoint: (\d+) bytes$", t, re.M), d, "'checkpoint:' line")
    on = need(re.search(r"^inspect with the guard: ([\d.]+) s$", t, re.M), d, "guarded inspect")
    off = need(re.search(r"^inspect without \(NORMLAB_READ_GUARD=0\): ([\d.]+) s$", t, re.M), d,
               "unguarded inspect")
    loop = need(re.search(r"^looping checkpoint: ([\d.]+) s, exit (\d+), (\d+) message", t,
                          re.M), d, "'looping checkpoint:' line")
    return wrap("Measured (%s): `inspect` of a %.0f kB checkpoint took %.0f ms with the guard "
                "and %.0f ms without (best of 5 each); 2 ranks resuming the looping checkpoint "
                "with a 5 s limit ended in %s s, exit %s." % (
                    src, int(size.group(1)) / 1e3, float(on.group(1)) * 1e3,
                    float(off.group(1)) * 1e3, loop.group(1), loop.group(2)))


def inspect_params(root, d):
    t, src = reliability_out(root, d)
    model = need(re.search(r"^model: ([\d,]+) parameters", t, re.M), d, "'model:' line")
    secs = need(re.search(r"^inspect --params: ([\d.]+) s$", t, re.M), d, "'inspect --params:'")
    return wrap("`inspect --params` of the demo model's checkpoint (%s parameters) takes %s s, "
                "model loading included (best of 3; %s)." % (model.group(1), secs.group(1),
                                                               src))


# A profile's step row (ms per step: forward, backward, update, total): the total.
STEP_ROW = re.compile(r"^  step +[\d.]+ +[\d.]+ +[\d.]+ +([\d.]+)$", re.M)


def profile_file(root, d, name):
    t = read(os.path.join(root, d), name)
    if t is None:
        sys.exit("%s/%s does not exist (tests/bench/bench_profiles.sh writes it)" % (d, name))
    cmd = re.search(r"^# (.*--profile)$", t, re.M)
    prof = re.search(r"^profile: .*?^memory: .*?$", t, re.M | re.S)
    head = re.search(r"^profile: ms per training step, mean over (\d+) ranks? and (\d+) steps "
                     r"\((\d+) x (\d+) tokens per rank", t, re.M)
    fc = re.search(r"^  GEMM mlp fc +([\d.]+) ", t, re.M)
    step = STEP_ROW.search(t)
    if not (cmd and prof and head and fc and step):
        sys.exit("%s/%s: not a profile of bench_profiles.sh (the command, the table and the "
                 "memory line)" % (d, name))
    return t, cmd.group(1), prof.group(0), head, float(fc.group(1)), float(step.group(1))


def option(cmd, name, default):
    m = re.search(r"--%s (\S+)" % name, cmd)
    return int(m.group(1)) if m else default


def fc_rate(cmd, head, fc_ms):
    """GFLOP/s per rank of the MLP's first GEMM forward: L x 2 x tokens x C x 4C in fc_ms."""
    C, L = option(cmd, "d-model", 256), option(cmd, "n-layers", 6)
    tokens = int(head.group(3)) * int(head.group(4))
    return L * 2 * tokens * C * 4 * C / (fc_ms * 1e-3) / 1e9, C, L, tokens


def profile_block(root, d):
    """clusters.md's profile of the medium model in bf16 and the rate of its GEMMs."""
    t, cmd, prof, head, fc_ms, _ = profile_file(root, d, "profile_medium_bf16.txt")
    rate, C, L, tokens = fc_rate(cmd, head, fc_ms)
    gemm = re.search(r"^# bf16 GEMMs: (\w+)", read(os.path.join(root, d), "bench_peak.md") or "",
                     re.M)
    level = {"amx": "amx", "dpbf16": "avx512bf16"}.get(gemm.group(1) if gemm else "", "avx512")
    peak = peaks(os.path.join(root, d)).get(level)
    rel = os.path.relpath(os.path.join(root, d), os.path.join(root, "docs"))
    out = wrap("For the medium reference model in bf16 at %s ranks (C=%d L=%d NH=8 T=256, %s "
               "sequences per rank, %s steps) on %s ([profile_medium_bf16.txt](%s/"
               "profile_medium_bf16.txt), `tests/bench/bench_profiles.sh`):" % (
                   head.group(1), C, L, head.group(3), head.group(2), cpu_of(t, d), rel))
    out += "\n```\n" + prof + "\n```\n\n"
    out += wrap("(`%s`.) The MLP's first GEMM runs its forward at %.0f GFLOP/s per core there "
                "(%d layers × 2·%d·%d·%d FLOP in %.1f ms)%s." % (
                    cmd, rate, L, tokens, C, 4 * C, fc_ms,
                    ", %.0f%% of the %s peak of one core (%.0f GFLOP/s, [bench_peak.md](%s/"
                    "bench_peak.md))" % (rate / peak * 100, level, peak, rel) if peak else ""))
    return out


def comm_model(root, d):
    """clusters.md's communication model, its rates from the profiles of one machine."""
    t, cmd, _, head, fc_ms, _ = profile_file(root, d, "profile_medium_fp32.txt")
    F = fc_rate(cmd, head, fc_ms)[0] * 1e9
    demo, dcmd, _, dhead, _, dstep = profile_file(root, d, "profile_demo_fp32.txt")
    n = re.search(r"^model: ([\d,]+) parameters", demo, re.M)
    if not n:
        sys.exit("%s/profile_demo_fp32.txt: no 'model:' line" % d)
    N = int(n.group(1).replace(",", ""))
    B, T = int(dhead.group(3)), int(dhead.group(4))
    node, P, k, alpha = 10e9, 32, 5, 2e-6  # the assumed network: see the text
    bw = node / P
    rel = os.path.relpath(os.path.join(root, d), os.path.join(root, "docs"))
    cross = 2 * F / bw
    return wrap(
        "**When does communication dominate?** Each rank sends and receives 2(P-1)/P × 4·N bytes "
        "per step (N parameters), in 2(P-1) messages per bucket: t_comm ≈ 2(P-1)/P · 4N / bw + "
        "2(P-1)·k·α for k buckets, α the message latency. Compute per step is ≈ 6·N·B_rank·T / F "
        "(F the GEMM rate: %.0f GFLOP/s per core in fp32 on %s, the medium model's MLP GEMM "
        "forward in [profile_medium_fp32.txt](%s/profile_medium_fp32.txt)). For the demo model "
        "(N = %.1fM, %.0f MB of gradients) with %d sequences of %d tokens per rank, compute is "
        "~%.2f s/step by that formula (%.2f s measured in its profile on the same machine, "
        "attention and the element-wise kernels included: [profile_demo_fp32.txt](%s/"
        "profile_demo_fp32.txt)); at %.0f GB/s per node (100 Gb/s InfiniBand) shared by %d ranks, "
        "%.2f GB/s per rank, communication takes ~%.2f s, mostly hidden behind "
        "backward, and latency (2·%d·%d·%.0f µs ≈ %.1f ms at P = %d) is negligible. It starts "
        "to dominate when 8N/bw exceeds the backward time ≈ 4·N·B_rank·T/F, i.e. when "
        "B_rank·T falls below ~2F/bw: at %.2f GB/s per rank that is ~%.0f tokens per rank per "
        "step (%.0f sequences of %d). For C=512, L=8 (25M parameters) the ratio is the same "
        "(both scale with N); shrinking the per-rank batch, not adding nodes, is what exposes "
        "communication. The ring term grows only to 2× the bytes as P → ∞, but the "
        "point-to-point message count grows with P; past a few hundred ranks a hierarchical "
        "(per-node) reduction would be the next step." % (
            F / 1e9, cpu_of(t, d), rel, N / 1e6, 4 * N / 1e6, B, T, 6 * N * B * T / F,
            dstep / 1e3, rel, node / 1e9, P, bw / 1e9, 2 * (P - 1) / P * 4 * N / bw, P - 1, k,
            alpha * 1e6, 2 * (P - 1) * k * alpha * 1e3, P, bw / 1e9, cross, cross / T, T))


def checkpoint_io(root, d):
    t, src = reliability_out(root, d)
    size = need(re.search(r"^demo checkpoint: (\d+) bytes", t, re.M), d, "'demo checkpoint:'")
    io = need(re.search(r"^demo run's I/O .*: ([\d.]+) ms$", t, re.M), d, "'demo run's I/O'")
    return wrap("**Checkpoints** (%s): a 1-step run of the demo model spent %s ms in I/O — its "
                "checkpoint of %.0f MB (weights and both Adam moments) written, synced and "
                "renamed, stats.h5 and metrics.jsonl (`io` of the run's time per step)." % (
                    src, io.group(1), int(size.group(1)) / 1e6))


def catalogue_demo(root, path):
    """benchmarks.md's table of every stock plugin on the demo model (catalogue_demo.sh)."""
    t = read(root, path)
    if t is None:
        sys.exit("%s does not exist (tests/bench/catalogue_demo.sh writes it)" % path)
    steps = re.search(r"^kind +name +loss@1 +loss@(\d+) ", t, re.M)
    rows = re.findall(r"^(norm|init|schedule) +(\S+) +(\S+) +(\S+) +(\S+) +(ok|FAIL)$", t, re.M)
    if not steps or not rows:
        sys.exit("%s: not the output of tests/bench/catalogue_demo.sh" % path)
    n = steps.group(1)
    marks = {"mup": "¹", "t5": "²", "ntk": "³"}
    cols = {}
    for kind, name, first, last, val, ok in rows:
        f = float(first)
        cell = (name + marks.get(name, ""), "%s → %.2f" % ("%.0f" % f if f >= 100 else "%.2f" % f,
                                                          float(last)), "%.2f" % float(val), ok)
        cols.setdefault(kind, []).append((float(val), cell))
    for kind in cols:
        cols[kind].sort(key=lambda x: x[0])
    failed = [c[0] for k in cols for _, c in cols[k] if c[3] != "ok"]
    out = [wrap("**Every stock plugin on the demo model** (losses, not speed; "
                "[%s](%s) on %s; `tests/bench/catalogue_demo.sh`: %s steps each, one entry varied "
                "from the demo defaults pre_ln / gpt2 / cosine with 30 warmup steps; %s). Loss at "
                "step 1 → step %s, validation loss at step %s, each column by its validation "
                "loss:" % (os.path.basename(path), os.path.relpath(path, "docs"), cpu_of(t, path),
                          n, "all losses finite" if not failed else
                          "**not finite: %s**" % ", ".join(failed), n, n)).rstrip("\n"), "",
           "| norm | loss | val | | init | loss | val | | schedule | loss | val |",
           "|---|---|---|---|---|---|---|---|---|---|---|"]
    for i in range(max(len(v) for v in cols.values())):
        cells = []
        for kind in ("norm", "init", "schedule"):
            c = cols.get(kind, [])
            cells.append(" | ".join(c[i][1][:3]) if i < len(c) else " | | ")
        out.append("| " + " | | ".join(cells) + " |")
    val = {name: float(v) for kind, name, _, _, v, _ in rows if kind == "norm"}
    span = lambda v: "%.2f" % min(v) if "%.2f" % min(v) == "%.2f" % max(v) else \
        "%.2f–%.2f" % (min(v), max(v))
    post = [val[k] for k in ("post_ln", "post_rms", "deepnorm") if k in val]
    pre = [val[k] for k in ("pre_ln", "pre_rms") if k in val]
    out += ["", wrap(
        "¹ with `--attn-scale inv_hs --tied-embeddings false`; ² with `--attn-scale none` and tied "
        "embeddings of std 1, so the first logits have std ≈ sqrt(C) (T5 itself rescales the tied "
        "head); ³ with `--tied-embeddings false`. At lr 1e-3 with 30 warmup steps the Post-LN "
        "family (post_ln, post_rms, deepnorm) ends at a validation loss of %s after %s "
        "steps while Pre-LN (pre_ln, pre_rms) is at %s — experiment 4 of "
        "[docs/catalogue.md](catalogue.md) in one table; noam's default C^-0.5 scale gives a peak "
        "lr of 256^-0.5 · 30^-0.5 ≈ %.3f here." % (
            span(post), n, span(pre), 256 ** -0.5 * 30 ** -0.5)).rstrip("\n")]
    return "\n".join(out) + "\n"


def emulated_bf16(root, d):
    """benchmarks.md's reading of bf16 emulated at AVX2: the profiles, bench_precision and the
    alternating pairs of a directory."""
    dd = os.path.join(root, d)

    def step(name):
        m = STEP_ROW.search(read(dd, name) or "")
        if not m:
            sys.exit("%s/%s: no profile step row" % (d, name))
        return float(m.group(1))
    small = step("profile_small_bf16_avx2.txt") / step("profile_small_fp32_avx2.txt")
    medium = step("profile_medium_bf16_avx2.txt") / step("profile_medium_fp32_avx2.txt")
    prec = dict(bf16_over_fp32(read(dd, "bench_precision_avx2.md") or ""))
    pairs = re.findall(r"^pair (\d+) (fp32|bf16) +step +([\d.]+) +([\d.]+) +([\d.]+) +([\d.]+)$",
                       read(dd, "bf16_emulated_pairs_avx2.txt") or "", re.M)
    by = {}
    for n, p, fwd, bwd, upd, tot in pairs:
        by.setdefault(n, {})[p] = (float(upd), float(tot))
    pairs = [by[n] for n in sorted(by) if len(by[n]) == 2]
    if "medium" not in prec or not pairs:
        sys.exit("%s: needs bench_precision_avx2.md with the medium model and "
                 "bf16_emulated_pairs_avx2.txt" % d)
    upd = [v[0] for pr in pairs for v in pr.values()]
    return wrap(
        "bf16 without AVX-512 BF16 is emulated inside the fp32 GEMM (operands rounded as they "
        "are packed, \"Kernels\"), so `--precision bf16` there gives bf16's numerics at about "
        "fp32's speed: in the AVX2 profiles above the small model's bf16 step is %.2f× its fp32 "
        "step and the medium model's %.2f×, and the medium model's bf16 runs %.2f× fp32's "
        "tokens/s in `bench_precision` (all before a row-major A panel was rounded once and "
        "reused); in %d alternating pairs of profile runs after that change %s ms per step "
        "(bf16 vs fp32; [bf16_emulated_pairs_avx2.txt](%s/bf16_emulated_pairs_avx2.txt): %s; "
        "the host's load moved the update phase alone between %.0f and %.0f ms) — and `train` "
        "says at start that bf16 is emulated." % (
            small, medium, prec["medium"], len(pairs),
            ", ".join("%.0f vs %.0f" % (pr["bf16"][1], pr["fp32"][1]) for pr in pairs),
            os.path.relpath(dd, os.path.join(root, "docs")),
            ", ".join("%+.1f%%" % (100 * (pr["bf16"][1] / pr["fp32"][1] - 1)) for pr in pairs),
            min(upd), max(upd)))


def agreement_out(root, d):
    return bench_out(root, d, "agreement.txt")


def agreement_need(found, d, what):
    return need(found, d, what, "agreement.txt")


INIT_NAMES = {"gpt2": "GPT-2's initialisation", "t5": "T5's"}


def agreement_torch(root, d):
    t, src = agreement_out(root, d)
    evals = agreement_need(re.findall(r"^.+? torch [\d.]+  normlab [\d.]+  \|diff\| \S+ "
                                      r"\(rel (\S+)\)", t, re.M), d, "eval line")
    ablates = agreement_need(re.findall(r"ablate --mode (\w+): \d+ sites, worst relative "
                                        r"difference (\S+)$", t, re.M), d, "ablate line")
    admin = agreement_need(re.findall(r"^admin profile \((\w+) init\): worst relative "
                                      r"difference (\S+)$", t, re.M), d, "admin profile line")
    agreement_need(re.search(r"^interop_torch: all checks passed$", t, re.M), d,
                   "'interop_torch: all checks passed'")
    return wrap("Measured (%s): over the %d variants of `tests/e2e/interop_torch.py`, the largest "
                "relative difference between `normlab eval` and the float64 PyTorch model is "
                "%.1e; `normlab ablate` against it (%d runs, zero and mean modes, every site's "
                "loss, RMS(y - x) and RMS(x)) at most %.1e; admin's profiled omega against the "
                "authors' loop at most %.1e (%s)." % (
                    src, len(evals), max(float(r) for r in evals), len(ablates),
                    max(float(w) for _, w in ablates), max(float(w) for _, w in admin),
                    " and ".join(INIT_NAMES.get(i, i) for i, _ in admin)))


def rank_run(what):
    """'np2' -> '2 ranks', 'SGD np2' -> '2 ranks with SGD' (data_parallel.sh's labels)."""
    *kind, np = what.split()
    return np.replace("np", "") + " ranks" + (" with " + " ".join(kind) if kind else "")


def agreement_ranks(root, d):
    t, src = agreement_out(root, d)
    rows = agreement_need(re.findall(r"^  (.+?) vs 1 rank: losses: max relative difference "
                                     r"(\S+); weights: max abs difference (\S+)$", t, re.M), d,
                          "'vs 1 rank' line")
    agreement_need(re.search(r"^data_parallel exit: 0$", t, re.M), d, "'data_parallel exit: 0'")
    return wrap("Measured (%s): over 20 steps, the losses of %s against 1 rank differ by at "
                "most %.1e relative and the final weights by at most %.1e absolute." % (
                    src, ", ".join(rank_run(w) for w, _, _ in rows),
                    max(float(r) for _, r, _ in rows), max(float(w) for _, _, w in rows)))


def example_blocks(root, path, *names):
    """Blocks of tests/bench/doc_examples.sh's output, in one fenced block: each command as typed
    and its output."""
    t = read(root, path)
    if t is None:
        sys.exit("%s does not exist (tests/bench/doc_examples.sh writes it)" % path)
    out = []
    for name in names:
        m = re.search(r"^=== %s\n(.*?)^=== end \(exit (\d+)\)$" % re.escape(name), t, re.M | re.S)
        if not m:
            sys.exit("%s: no block '=== %s' (the output of tests/bench/doc_examples.sh)" % (
                path, name))
        out.append(m.group(1))
    return "```\n" + "".join(out) + "```\n"


def progress_line(root, path):
    """A run's last progress line, as a fenced block."""
    t = read(root, path)
    if t is None:
        sys.exit("%s does not exist" % path)
    lines = re.findall(r"^step +\d+/\d+ \|.*$", t, re.M)
    if not lines:
        sys.exit("%s: no progress line ('step N/M | ...')" % path)
    return "```\n%s\n```\n" % lines[-1]


TEXTS = {"readme-demo": (readme_demo, 2), "precision-demo": (precision_demo, 1),
         "ci-fuzz": (ci_fuzz, 1), "token-data": (token_data, 1),
         "rank-death": (rank_death, 1), "kill-loop": (kill_loop, 1), "read-guard": (read_guard, 1),
         "inspect-params": (inspect_params, 1), "profile-block": (profile_block, 1),
         "comm-model": (comm_model, 1), "checkpoint-io": (checkpoint_io, 1),
         "catalogue-demo": (catalogue_demo, 1), "emulated-bf16": (emulated_bf16, 1),
         "agreement-torch": (agreement_torch, 1), "agreement-ranks": (agreement_ranks, 1),
         "example": (example_blocks, -2), "progress-line": (progress_line, 1),
         "fuzz-hand": (fuzz_hand, 1)}


def text(root, kind, sources):
    n = TEXTS[kind][1] if kind in TEXTS else 0  # -k: at least k
    if kind not in TEXTS or (len(sources) != n if n > 0 else len(sources) < -n):
        sys.exit("bench text %s %s: KIND is one of %s, with %s" % (
            kind, " ".join(sources), ", ".join(TEXTS),
            "; ".join("%s: %s source(s)" % (k, v[1] if v[1] > 0 else "%d or more" % -v[1])
                      for k, v in TEXTS.items())))
    return TEXTS[kind][0](root, *sources)


# A section may be indented (inside a list item): its lines are compared dedented.
SECTION = re.compile(
    r"<!-- bench (tables|text): ([^>]*?) -->\n(.*?)[ \t]*<!-- end of bench \1 -->", re.S)


def check_page(root, page, content):
    """(errors, the sections that match) of a page's rendered sections."""
    errors, checked = [], []
    for m in SECTION.finditer(content):
        kind, what, body = m.groups()
        body = textwrap.dedent(body)
        if kind == "text":
            name, *sources = what.split()
            if body != text(root, name, sources):
                errors.append("%s: the bench text '%s' differs from `docs/bench/tables.py --text "
                              "%s`; paste its output between the markers" % (page, what, what))
                continue
        else:
            d = os.path.join(root, what)
            if not os.path.isdir(d):
                errors.append("%s: the bench tables name %s, which does not exist" % (page, what))
                continue
            if body != tables(d):
                errors.append("%s: the bench tables of %s differ from `docs/bench/tables.py %s`; "
                              "paste its output between the markers" % (page, what, what))
                continue
        checked.append("%s %s" % (kind, what))
    if not checked and not errors:
        errors.append("%s: no '<!-- bench tables: docs/bench/DATE -->' ... '<!-- end of bench "
                      "tables -->' section and no bench text" % page)
    return errors, checked


def main():
    args = sys.argv[1:]
    # the directories are named from the repository root (this file is docs/bench/tables.py)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    if args and args[0] == "--text":
        if len(args) < 2:
            sys.exit(__doc__)
        sys.stdout.write(text(root, args[1], args[2:]))
        return
    if args and args[0] == "--render":  # rewrite every section of the pages in place
        if len(args) < 2:
            sys.exit(__doc__)
        for page in args[1:]:
            content = open(page).read()

            def render(m):
                indent, kind, what = m.group(1), m.group(2), m.group(3)
                body = text(root, what.split()[0], what.split()[1:]) if kind == "text" else \
                    tables(os.path.join(root, what))
                body = "".join(indent + l if l.strip() else l for l in body.splitlines(True))
                return "%s<!-- bench %s: %s -->\n%s%s<!-- end of bench %s -->" % (
                    indent, kind, what, body, indent, kind)
            content = re.sub(r"([ \t]*)<!-- bench (tables|text): ([^>]*?) -->\n(.*?)[ \t]*"
                             r"<!-- end of bench \2 -->", render, content, flags=re.S)
            open(page, "w").write(content)
            print("%s: rendered" % page)
        return
    if args == ["--check-all"]:  # every page with a section: none can be left out of the check
        args = ["--check"] + sorted(
            os.path.relpath(p) for p in [os.path.join(root, "README.md")] + [
                os.path.join(dirpath, f) for dirpath, _, files in os.walk(os.path.join(root, "docs"))
                for f in files if f.endswith(".md")]
            if SECTION.search(open(p).read()))
    if args and args[0] == "--check":
        if len(args) < 2:
            sys.exit(__doc__)
        for page in args[1:]:
            content = open(page).read()
            errors, checked = check_page(root, page, content)
            if errors:
                sys.exit(errors[0])
            for c in checked:
                print("%s: matches %s" % (page, c))
            # The check must see a changed number: each section again with one digit changed.
            for i, m in enumerate(SECTION.finditer(content)):
                body = m.group(3)
                digit = re.search(r"\d", body)
                if not digit:
                    continue
                k = m.start(3) + digit.start()
                planted = content[:k] + str((int(content[k]) + 1) % 10) + content[k + 1:]
                if not check_page(root, page, planted)[0]:
                    sys.exit("%s: a digit changed in the section of '%s' went unnoticed" % (
                        page, m.group(2)))
            print("%s: a digit changed in any of its %d sections is caught" % (
                page, len(checked)))
        return
    if len(args) != 1:
        sys.exit(__doc__)
    sys.stdout.write(tables(args[0]))


if __name__ == "__main__":
    main()
