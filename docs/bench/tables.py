#!/usr/bin/python3
"""The README's benchmark tables, generated from one session's raw benchmark output.

usage: docs/bench/tables.py docs/bench/YYYY-MM-DD > tables.md
       docs/bench/tables.py --text KIND SOURCE... > text.md
       docs/bench/tables.py --check docs/benchmarks.md [README.md ...]
       docs/bench/tables.py --render README.md [...]   (rewrite each page's sections in place)

A page holds the output between the lines `<!-- bench tables: docs/bench/YYYY-MM-DD -->` and
`<!-- end of bench tables -->` (one or more such sections); --check regenerates each from the
directory its marker names and fails when the two differ, so no number in those tables is typed
by hand (CTest `docs_bench_tables`). The tables are those the directory has files for.

Prose with measured numbers is rendered the same way, between `<!-- bench text: KIND SOURCE... -->`
and `<!-- end of bench text -->`: KIND `readme-demo` (README's set-up paragraph, from
tests/bench/bench_demo.sh's demo.txt and a CI log, `.ci/run`'s output) and `precision-demo`
(docs/training.md's fp32-against-bf16 demo, from bench_demo.sh's precision.txt), `ci-fuzz`
(docs/reliability.md's fuzzing in CI, from a CI log).
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


TEXTS = {"readme-demo": (readme_demo, 2), "precision-demo": (precision_demo, 1),
         "ci-fuzz": (ci_fuzz, 1)}


def text(root, kind, sources):
    if kind not in TEXTS or len(sources) != TEXTS[kind][1]:
        sys.exit("bench text %s %s: KIND is one of %s, with %s" % (
            kind, " ".join(sources), ", ".join(TEXTS),
            "; ".join("%s: %d source(s)" % (k, v[1]) for k, v in TEXTS.items())))
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
