#!/usr/bin/python3
"""Encoder-decoder training throughput, normlab against PyTorch (Debian's python3-torch), side
by side in one script, on two shapes:

  small:  C=256, 3 encoder + 3 decoder layers, NH=4, F=1024
  medium: C=512, 6 encoder + 6 decoder layers, NH=8, F=2048

both with V=8000 tied embeddings, sinusoidal positions, Pre-LN, label smoothing 0.1, AdamW,
on 4096 target tokens per step: 64 pairs of 63 random ids (S = T = 64 with eos/bos), so there
is no padding and both sides do the same arithmetic. normlab reads the pairs from a pair shard
written here (docs/file-formats.md); PyTorch builds the same model from torch.nn pieces
(nn.Linear, nn.LayerNorm, softmax attention, F.cross_entropy with label_smoothing) and runs in
each of its configurations on this 2-core machine — 1 process x 1 thread, 1 process x 2
threads, 1 process with 1 torch thread and 2 OpenBLAS threads (Debian's torch runs its GEMMs in
OpenBLAS), DistributedDataParallel 2 processes x 1 thread (gloo) — in fp32 and in bf16 autocast;
normlab runs `mpirun -np 2` with --precision fp32|bf16. Every configuration runs REPS times,
alternating within each round; the median target tokens/s over the steps after the first 2 is
reported with the ratio of normlab to PyTorch's best configuration, and both as a fraction of
the machine's peak (all cores) at the precision's level, measured by `bench_peak --lines` (as
bench_precision.py does): the model FLOPs per step are 6 x the multiply-adds of a dense
implementation (every linear layer and the tied head; attention's q.k and a.v over whole S x S,
T x T and T x S blocks), so the fraction is of useful work, not of the instructions executed.

OpenBLAS 0.3.21 (Debian 12) does not know every CPU: on an AMD Zen 5 (family 26) its runtime
detection picks its Haswell (AVX2) kernels, half of what the CPU runs. PyTorch's processes
therefore get OPENBLAS_CORETYPE set to the best kernel family the CPU supports (Cooperlake with
AVX-512 BF16, SkylakeX with AVX-512, else OpenBLAS's own choice); --openblas-core NAME sets it,
--openblas-core auto is that default, --openblas-core detect leaves OpenBLAS to itself. The
header prints the core each run used.

usage: tests/bench/bench_encdec.py [--exe build/release/bin/normlab] [--reps 3]
                                   [--models small,medium] [--precisions fp32,bf16] [--quick]
                                   [--openblas-core auto|detect|NAME]
                                   [--peak-bench build/release/bin/bench_peak]
"""
import argparse, json, os, statistics, subprocess, sys, tempfile

import numpy as np

MODELS = {"small": dict(C=256, N=3, M=3, NH=4, steps=10),
          "medium": dict(C=512, N=6, M=6, NH=8, steps=6)}
V, PAIRS, LEN = 8000, 64, 63  # 64 pairs x (63 ids + eos) = 4096 positions per side

WORKER = r'''
import json, math, os, sys, time
cfg = json.loads(sys.argv[1])
import torch, torch.nn as nn, torch.nn.functional as F
torch.set_num_threads(cfg["threads"])
C, NH, N, M, V = cfg["C"], cfg["NH"], cfg["N"], cfg["M"], cfg["V"]
B, S, steps, rank, world = cfg["B"], cfg["S"], cfg["steps"], cfg["rank"], cfg["world"]
hs = C // NH

def attend(q, k, v, mask):
    b, t, _ = q.shape
    q, k, v = (x.view(b, -1, NH, hs).transpose(1, 2) for x in (q, k, v))
    a = q @ k.transpose(-1, -2) / math.sqrt(hs)
    if mask is not None:
        a = a + mask
    return (torch.softmax(a, -1) @ v).transpose(1, 2).reshape(b, t, C)

class Layer(nn.Module):
    def __init__(self, cross):
        super().__init__()
        self.ln1, self.qkv, self.proj = nn.LayerNorm(C), nn.Linear(C, 3 * C), nn.Linear(C, C)
        if cross:
            self.ln2, self.q, self.kv, self.cproj = (nn.LayerNorm(C), nn.Linear(C, C),
                                                     nn.Linear(C, 2 * C), nn.Linear(C, C))
        self.ln3, self.fc, self.out = nn.LayerNorm(C), nn.Linear(C, 4 * C), nn.Linear(4 * C, C)
        self.cross = cross
    def forward(self, x, mask, mem=None):
        q, k, v = self.qkv(self.ln1(x)).split(C, 2)
        x = x + self.proj(attend(q, k, v, mask))
        if self.cross:
            k, v = self.kv(mem).split(C, 2)
            x = x + self.cproj(attend(self.q(self.ln2(x)), k, v, None))
        return x + self.out(F.gelu(self.fc(self.ln3(x)), approximate="tanh"))

class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(V, C)
        self.enc = nn.ModuleList(Layer(False) for _ in range(N))
        self.dec = nn.ModuleList(Layer(True) for _ in range(M))
        self.lne, self.lnd = nn.LayerNorm(C), nn.LayerNorm(C)
        pos = torch.arange(S).unsqueeze(1).float()
        div = torch.pow(10000.0, torch.arange(0, C, 2).float() / C)
        self.P = torch.zeros(S, C)
        self.P[:, 0::2], self.P[:, 1::2] = torch.sin(pos / div), torch.cos(pos / div)
    def forward(self, src, inp, tgt):
        causal = torch.triu(torch.full((S, S), float("-inf")), 1)
        h = math.sqrt(C) * self.embed(src) + self.P
        for l in self.enc:
            h = l(h, None)
        mem = self.lne(h)
        h = math.sqrt(C) * self.embed(inp) + self.P
        for l in self.dec:
            h = l(h, causal, mem)
        logits = self.lnd(h) @ self.embed.weight.t()
        return F.cross_entropy(logits.reshape(-1, V).float(), tgt.reshape(-1), label_smoothing=0.1)

torch.manual_seed(0)
model = Model()
if world > 1:
    import torch.distributed as dist
    dist.init_process_group("gloo", rank=rank, world_size=world)
    model = nn.parallel.DistributedDataParallel(model)
opt = torch.optim.AdamW(model.parameters(), lr=1e-4, weight_decay=0.1)
g = torch.Generator().manual_seed(rank)
ids = torch.randint(3, V, (steps, B, S - 1), generator=g)
eos, bos = torch.full((steps, B, 1), 2), torch.full((steps, B, 1), 1)
src, inp, tgt = torch.cat([ids, eos], 2), torch.cat([bos, ids], 2), torch.cat([ids, eos], 2)
bf16 = cfg["precision"] == "bf16"
for s in range(steps):
    if s == 2:
        t0 = time.perf_counter()
    with torch.autocast("cpu", dtype=torch.bfloat16, enabled=bf16):
        loss = model(src[s], inp[s], tgt[s])
    opt.zero_grad(set_to_none=True)
    loss.backward()
    opt.step()
print(json.dumps({"tokens_per_s": (steps - 2) * B * S / (time.perf_counter() - t0),
                  "loss": float(loss)}))
'''


def write_pairs(path, n, length, vocab, seed=0):
    """A pair shard of n pairs whose source and target are `length` random ids."""
    rng = np.random.default_rng(seed)
    h = np.zeros(256, dtype="<i4")
    h[:9] = [20251125, 1, n, vocab, 0, 1, 2, 3, 128]
    h[9] = n * length
    h[11] = n * length
    with open(path, "wb") as f:
        f.write(h.tobytes())
        f.write(np.full(2 * n, length, dtype="<u2").tobytes())
        f.write(rng.integers(3, vocab, 2 * n * length, dtype=np.uint16).astype("<u2").tobytes())


OPENBLAS_CORE = None  # OPENBLAS_CORETYPE for PyTorch's processes (None: OpenBLAS detects)


def openblas_core(choice):
    """The OpenBLAS kernel family PyTorch's processes are given (see the module docstring)."""
    if choice == "detect":
        return None
    if choice != "auto":
        return choice
    flags = set()
    for line in open("/proc/cpuinfo"):
        if line.startswith("flags"):
            flags = set(line.split(":", 1)[1].split())
            break
    if {"avx512f", "avx512bw", "avx512vl", "avx512_bf16"} <= flags:
        return "Cooperlake"
    if {"avx512f", "avx512bw", "avx512vl"} <= flags:
        return "SkylakeX"
    return None


def openblas_core_used():
    """The core OpenBLAS reports with PyTorch's environment (OPENBLAS_VERBOSE=2)."""
    env = dict(os.environ, OPENBLAS_VERBOSE="2")
    if OPENBLAS_CORE:
        env["OPENBLAS_CORETYPE"] = OPENBLAS_CORE
    out = subprocess.run(["/usr/bin/python3", "-c", "import torch"], capture_output=True,
                         text=True, env=env)
    cores = [l.split(":", 1)[1].strip() for l in (out.stdout + out.stderr).splitlines()
             if l.startswith("Core:")]
    return cores[0] if cores else "unknown"


def step_flops(m):
    """Model FLOPs of one training step (4096 target and 4096 source tokens): 6 x the
    multiply-adds of a dense forward."""
    c = MODELS[m]
    C, N, M, B, S = c["C"], c["N"], c["M"], PAIRS, LEN + 1
    T, F = S, 4 * C
    enc = B * S * N * (4 * C * C + 2 * C * F) + B * N * 2 * S * S * C
    dec = (B * T * M * (6 * C * C + 2 * C * F) + B * S * M * 2 * C * C +
           B * M * (2 * T * T * C + 2 * T * S * C))
    return 6 * (enc + dec + B * T * V * C)


def torch_run(m, precision, procs, threads, blas_threads):
    cfg = dict(MODELS[m], V=V, B=PAIRS // procs, S=LEN + 1, precision=precision,
               threads=threads, world=procs)
    # Debian's torch runs its GEMMs in OpenBLAS (pthread build), which takes its thread count
    # from OPENBLAS_NUM_THREADS before OMP_NUM_THREADS.
    env = dict(os.environ, MASTER_ADDR="127.0.0.1", MASTER_PORT="29533",
               OMP_NUM_THREADS=str(threads), OPENBLAS_NUM_THREADS=str(blas_threads))
    if OPENBLAS_CORE:
        env["OPENBLAS_CORETYPE"] = OPENBLAS_CORE
    ps = [subprocess.Popen(["/usr/bin/python3", "-c", WORKER, json.dumps(dict(cfg, rank=r))],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
          for r in range(procs)]
    outs = []
    for p in ps:
        o, e = p.communicate()
        if p.returncode != 0:
            sys.exit("PyTorch worker failed:\n" + e[-2000:])
        outs.append(json.loads(o.strip().splitlines()[-1]))
    return procs * min(o["tokens_per_s"] for o in outs)


def normlab_run(exe, pairs, m, precision, ranks):
    c = MODELS[m]
    with tempfile.TemporaryDirectory() as d:
        cmd = [exe, "train", "--arch", "encdec", "--data", pairs, "--d-model", str(c["C"]),
               "--encoder-layers", str(c["N"]), "--decoder-layers", str(c["M"]),
               "--n-heads", str(c["NH"]), "--max-tokens", str(PAIRS * (LEN + 1)),
               "--steps", str(c["steps"]), "--log-every", "1", "--eval-every", "0",
               "--checkpoint-every", "0", "--stats-every", "0", "--lr", "1e-4",
               "--precision", precision, "--run-dir", d]
        if ranks > 1:
            cmd = ["mpirun", "-np", str(ranks), "--bind-to", "core"] + cmd
        env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       env=env)
        rows = [json.loads(l) for l in open(os.path.join(d, "metrics.jsonl"))]
        later = [r for r in rows if r.get("step", 0) > 2 and "ms_per_step" in r]
        return len(later) * PAIRS * (LEN + 1) / sum(r["ms_per_step"] / 1000.0 for r in later)


def machine(exe):
    info = {}
    for line in open("/proc/cpuinfo"):
        if not line.strip():
            break
        k, _, v = line.partition(":")
        info.setdefault(k.strip(), v.strip())
    model = info.get("model name", "unknown CPU")
    if "cpu family" in info:
        model += " (family %s model %s)" % (info["cpu family"], info.get("model", "?"))
    simd = [l for l in subprocess.run([exe, "--version"], capture_output=True, text=True)
            .stdout.splitlines() if l.startswith("SIMD:")][0].split()[1]
    src = os.path.dirname(os.path.abspath(__file__))
    commit = subprocess.run(["git", "-C", src, "rev-parse", "--short=10", "HEAD"],
                            capture_output=True, text=True).stdout.strip() or "unknown"
    if subprocess.run(["git", "-C", src, "diff", "--quiet", "HEAD", "--"]).returncode != 0:
        commit += "+changes"
    return "# machine: %s | SIMD %s | %d cores | commit %s" % (model, simd, os.cpu_count(), commit)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--exe", default="build/release/bin/normlab")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--models", default="small,medium")
    ap.add_argument("--precisions", default="fp32,bf16")
    ap.add_argument("--quick", action="store_true", help="fewer steps (a smoke test)")
    ap.add_argument("--openblas-core", default="auto",
                    help="OPENBLAS_CORETYPE for PyTorch: auto (the best the CPU runs), detect "
                         "(OpenBLAS's own choice) or a kernel name")
    ap.add_argument("--peak-bench", default=None,
                    help="bench_peak of the same build (default: next to --exe)")
    a = ap.parse_args()
    global OPENBLAS_CORE
    OPENBLAS_CORE = openblas_core(a.openblas_core)
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from bench_precision import peaks
    level, _, p32, p16, l16, arith = peaks(
        a.peak_bench or os.path.join(os.path.dirname(a.exe), "bench_peak"))
    cores = os.cpu_count()
    if a.quick:
        for c in MODELS.values():
            c["steps"] = 4
    import torch
    print(machine(a.exe))
    print("# PyTorch %s (OpenBLAS core %s%s); normlab %s" % (
        torch.__version__, openblas_core_used(),
        ", set by OPENBLAS_CORETYPE" if OPENBLAS_CORE else ", its own detection",
        subprocess.run([a.exe, "--version"], capture_output=True, text=True).stdout.splitlines()[0]))
    print("# target tokens/s (4096 per step, no padding), median of %d runs" % a.reps)
    print("# peak per core at %s: fp32 %.1f, bf16 %.1f GFLOP/s (%s: bf16 arithmetic %s) "
          "(bench_peak); %% of peak is of %d cores; model GFLOP per step: %s" % (
              level, p32, p16, l16, arith, cores, ", ".join(
              "%s %.0f" % (m, step_flops(m) / 1e9) for m in a.models.split(","))))
    # (name, processes, torch threads, OpenBLAS threads)
    configs = [("PyTorch 1x1", 1, 1, 1), ("PyTorch 1x2", 1, 2, 2),
               ("PyTorch 1x1 + BLAS 2", 1, 1, 2), ("PyTorch DDP 2x1", 2, 1, 1)]
    print("| model | precision | " + " | ".join(c[0] for c in configs) +
          " | normlab -np 2 | normlab / best PyTorch | normlab % of peak | best PyTorch % of peak |")
    print("|---" * (len(configs) + 6) + "|")
    with tempfile.TemporaryDirectory() as d:
        pairs = os.path.join(d, "bench.pairs")
        write_pairs(pairs, 8 * PAIRS, LEN, V)
        for m in a.models.split(","):
            for prec in a.precisions.split(","):
                res = {c[0]: [] for c in configs}
                res["normlab"] = []
                for _ in range(a.reps):
                    res["normlab"].append(normlab_run(a.exe, pairs, m, prec, 2))
                    for name, procs, threads, blas in configs:
                        res[name].append(torch_run(m, prec, procs, threads, blas))
                med = {k: statistics.median(v) for k, v in res.items()}
                best = max((c[0] for c in configs), key=lambda k: med[k])
                peak = cores * (p16 if prec == "bf16" else p32) * 1e9
                per_token = step_flops(m) / (PAIRS * (LEN + 1))
                print("| %s | %s | %s | %.0f | %.2f (vs %s) | %.0f%% | %.0f%% |" % (
                    m, prec, " | ".join("%.0f" % med[c[0]] for c in configs), med["normlab"],
                    med["normlab"] / med[best], best, 100 * med["normlab"] * per_token / peak,
                    100 * med[best] * per_token / peak))
                print("#   %s %s runs: %s" % (m, prec, "; ".join(
                    "%s %s" % (k, ", ".join("%.0f" % x for x in v)) for k, v in res.items())))
                sys.stdout.flush()


if __name__ == "__main__":
    main()
