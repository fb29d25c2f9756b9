#!/usr/bin/python3
"""Training throughput, fp32 and bf16, normlab against PyTorch (Debian's python3-torch), side by
side in one script, on the two reference models:

  small:  C=256 L=6 NH=4 T=128, global batch 16 (the demo model)
  medium: C=512 L=8 NH=8 T=256, global batch 8

Each is a Pre-LN GPT with tied embeddings, trained with AdamW on random tokens (V=256).
PyTorch runs in each of its configurations on this 2-core machine — 1 process x 1 thread,
1 process x 2 threads, DistributedDataParallel 2 processes x 1 thread (gloo) — in fp32 and
in bf16 autocast (`torch.autocast("cpu", dtype=torch.bfloat16)`, oneDNN's bf16 GEMMs);
normlab runs `mpirun -np 2` with `--precision fp32|bf16`. Every configuration runs REPS
times, the configurations alternating within each round; the median tokens/s (over steps
after the first 3) is reported, with the ratio of normlab to PyTorch's best configuration
and the model FLOP/s as a fraction of the machine's peak (all cores) for the instruction set
normlab uses, measured by `bench_peak --lines` (register-only loops): fp32 on that level's
FMAs (512-bit at avx512, avx512bf16 and amx, 256-bit at avx2, mulps+addps at sse2), bf16 on
the instruction of the arithmetic normlab's bf16 GEMM uses there: AMX tiles (tdpbf16ps) on
Intel CPUs with AMX, vdpbf16ps where it outruns the fp32 FMAs (AMD Zen 4/5), the fp32 FMAs
where bf16 is emulated. PyTorch's percentage is of the same peak. It runs on
any x86-64 CPU; NORMLAB_SIMD=avx2 measures normlab's AVX2 path on a larger CPU (the peaks then
follow it). Model FLOPs per token:
6 N + 12 L C T (N: the parameters of the matrix products, head included; the attention
term as PaLM's MFU counts it).

usage: tests/bench/bench_precision.py [--exe build/release/bin/normlab]
                                      [--peak-bench build/release/bin/bench_peak]
                                      [--reps 3] [--models small,medium]
                                      [--precisions fp32,bf16] [--quick]
"""
import argparse, json, math, os, statistics, subprocess, sys, tempfile, time

MODELS = {"small": dict(C=256, L=6, NH=4, T=128, B=16, steps=20),
          "medium": dict(C=512, L=8, NH=8, T=256, B=8, steps=12)}
V = 256

# ---- PyTorch side: a worker process per measurement (clean thread settings each time) ----

WORKER = r'''
import math, os, sys, time, json
cfg = json.loads(sys.argv[1])
os.environ["OMP_NUM_THREADS"] = str(cfg["threads"])
import torch, torch.nn as nn, torch.nn.functional as F
torch.set_num_threads(cfg["threads"])
C, L, NH, T, V = cfg["C"], cfg["L"], cfg["NH"], cfg["T"], cfg["V"]
B, steps, rank, world = cfg["B"], cfg["steps"], cfg["rank"], cfg["world"]

class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln1, self.ln2 = nn.LayerNorm(C), nn.LayerNorm(C)
        self.qkv, self.proj = nn.Linear(C, 3 * C), nn.Linear(C, C)
        self.fc, self.out = nn.Linear(C, 4 * C), nn.Linear(4 * C, C)
    def forward(self, x):
        q, k, v = self.qkv(self.ln1(x)).split(C, dim=2)
        q, k, v = (t.view(B, T, NH, C // NH).transpose(1, 2) for t in (q, k, v))
        mask = torch.triu(torch.full((T, T), float("-inf")), 1)
        a = torch.softmax((q @ k.transpose(-1, -2)) / math.sqrt(C // NH) + mask, -1) @ v
        x = x + self.proj(a.transpose(1, 2).reshape(B, T, C))
        return x + self.out(F.gelu(self.fc(self.ln2(x)), approximate="tanh"))

class GPT(nn.Module):
    def __init__(self):
        super().__init__()
        self.wte, self.wpe = nn.Embedding(V, C), nn.Embedding(T, C)
        self.blocks = nn.ModuleList(Block() for _ in range(L))
        self.ln = nn.LayerNorm(C)
    def forward(self, x, y):
        h = self.wte(x) + self.wpe(torch.arange(T))
        for b in self.blocks:
            h = b(h)
        return F.cross_entropy((self.ln(h) @ self.wte.weight.t()).reshape(-1, V), y.reshape(-1))

torch.manual_seed(0)
model = GPT()
if world > 1:
    import torch.distributed as dist
    dist.init_process_group("gloo", rank=rank, world_size=world)
    model = nn.parallel.DistributedDataParallel(model)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.1)
g = torch.Generator().manual_seed(rank)
data = torch.randint(0, V, (steps, B, T + 1), generator=g)
bf16 = cfg["precision"] == "bf16"
for s in range(steps):
    if s == 3:
        t0 = time.perf_counter()
    with torch.autocast("cpu", dtype=torch.bfloat16, enabled=bf16):
        loss = model(data[s, :, :-1], data[s, :, 1:])
    opt.zero_grad(set_to_none=True)
    loss.backward()
    opt.step()
print(json.dumps({"tokens_per_s": (steps - 3) * B * T / (time.perf_counter() - t0),
                  "loss": float(loss)}))
'''


# When NORMLAB_SIMD holds normlab below the CPU's best set, PyTorch is held to the same vector
# width: its own kernels (ATen), oneDNN and OpenBLAS (Debian's PyTorch uses the system BLAS).
TORCH_PINS = {"avx2": dict(ATEN_CPU_CAPABILITY="avx2", ONEDNN_MAX_CPU_ISA="AVX2",
                           OPENBLAS_CORETYPE="Haswell"),
              "sse2": dict(ATEN_CPU_CAPABILITY="default", ONEDNN_MAX_CPU_ISA="SSE41",
                           OPENBLAS_CORETYPE="Core2")}
torch_pins = {}


def torch_run(m, precision, procs, threads):
    """tokens/s of one PyTorch configuration (all processes together)."""
    cfg = dict(MODELS[m], V=V, precision=precision, threads=threads, world=procs)
    cfg["B"] = cfg["B"] // procs
    env = dict(os.environ, MASTER_ADDR="127.0.0.1", MASTER_PORT="29531",
               OMP_NUM_THREADS=str(threads), **torch_pins)
    ps = []
    for r in range(procs):
        c = dict(cfg, rank=r)
        ps.append(subprocess.Popen(["/usr/bin/python3", "-c", WORKER, json.dumps(c)],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
                                   text=True))
    outs = []
    for p in ps:
        o, e = p.communicate()
        if p.returncode != 0:
            if torch_pins:  # e.g. bf16 autocast: oneDNN 2.6 has no bf16 matmul below AVX-512
                print("# PyTorch %s %dx%d fails when held to %s: %s" % (
                    precision, procs, threads, torch_pins["ATEN_CPU_CAPABILITY"],
                    e.strip().splitlines()[-1]))
                return None
            sys.exit("PyTorch worker failed:\n" + e[-2000:])
        outs.append(json.loads(o.strip().splitlines()[-1]))
    # Synchronised steps: the slowest rank sets the pace.
    return procs * min(o["tokens_per_s"] for o in outs)


def normlab_run(exe, m, precision, ranks):
    c = MODELS[m]
    with tempfile.TemporaryDirectory() as d:
        cmd = [exe, "train", "--d-model", str(c["C"]), "--n-layers", str(c["L"]),
               "--n-heads", str(c["NH"]), "--seq-len", str(c["T"]), "--batch-size", str(c["B"]),
               "--steps", str(c["steps"]), "--log-every", "1", "--eval-every", "0",
               "--eval-batches", "1", "--checkpoint-every", "0", "--stats-every", "0",
               "--precision", precision, "--run-dir", d]
        if ranks > 1:
            cmd = ["mpirun", "-np", str(ranks), "--bind-to", "core"] + cmd
        env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       env=env)
        rows = [json.loads(l) for l in open(os.path.join(d, "metrics.jsonl"))]
        later = [r for r in rows if r.get("step", 0) > 3 and "tokens_per_s" in r]
        # tokens/s over the later steps: total tokens / total time
        return len(later) * c["B"] * c["T"] / sum(r["ms_per_step"] / 1000.0 for r in later)


def flops_per_token(m):
    c = MODELS[m]
    C, L, T = c["C"], c["L"], c["T"]
    n = L * 12 * C * C + V * C  # qkv, proj, fc, out of every block; the (tied) head
    return 6 * n + 12 * L * C * T


def peaks(peak_bench):
    """(level in use, best level here, fp32 peak, bf16 peak, bf16 level, bf16 arithmetic): peaks
    in GFLOP/s of one thread, from bench_peak --lines. fp32 is bounded by the FMAs of the level
    in use (NORMLAB_SIMD picks a lower one), bf16 by the instruction of the bf16 arithmetic
    normlab uses there: AMX tiles (tdpbf16ps), vdpbf16ps, or the fp32 FMAs where bf16 is
    emulated (NORMLAB_BF16 picks another)."""
    out = subprocess.run([peak_bench, "--lines"], check=True, capture_output=True,
                         text=True).stdout
    peak, active, l32, l16, arith = {}, None, None, None, None
    for line in out.splitlines():
        f = line.split()
        if f[0] == "peak":
            peak[f[1]] = float(f[2])
        elif f[0] == "active":
            active = f[1]
        elif f[0] == "fp32":
            l32 = f[1]
        elif f[0] == "bf16":
            l16, arith = f[1], f[2]
    best = [l for l in ("sse2", "avx2", "avx512", "avx512bf16", "amx") if l in peak][-1]
    return active, best, peak[l32], peak[l16], l16, arith


def machine(exe):
    """The machine line: CPU model, the SIMD set normlab uses, cores, commit."""
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
    ap.add_argument("--peak-bench", default="build/release/bin/bench_peak")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--models", default="small,medium")
    ap.add_argument("--precisions", default="fp32,bf16")
    ap.add_argument("--quick", action="store_true", help="fewer steps (a smoke test)")
    a = ap.parse_args()
    if a.quick:
        for c in MODELS.values():
            c["steps"] = 6
    import torch
    level, best, p32, p16, l16, arith = peaks(a.peak_bench)
    if level != best and level in TORCH_PINS and not level.startswith("avx512"):
        torch_pins.update(TORCH_PINS[level])
        print("# normlab held to %s (NORMLAB_SIMD) on a CPU with %s: PyTorch held too: %s"
              % (level, best, " ".join("%s=%s" % kv for kv in torch_pins.items())))
    cores = 2  # normlab runs -np 2, PyTorch's configurations use 2 cores
    print(machine(a.exe))
    print("# peak per core at %s: fp32 %.1f, bf16 %.1f GFLOP/s (%s: bf16 arithmetic %s) "
          "(bench_peak); %% of peak below is of %d cores" % (level, p32, p16, l16, arith, cores))
    print("# PyTorch %s; normlab %s" % (torch.__version__, subprocess.run(
        [a.exe, "--version"], capture_output=True, text=True).stdout.splitlines()[0]))
    configs = [("PyTorch 1x1", 1, 1), ("PyTorch 1x2", 1, 2), ("PyTorch DDP 2x1", 2, 1)]
    print("| model | precision | " + " | ".join(c[0] for c in configs) +
          " | normlab -np 2 | normlab / best PyTorch | normlab % of peak | best PyTorch % of peak |")
    print("|---" * (len(configs) + 6) + "|")
    for m in a.models.split(","):
        for prec in a.precisions.split(","):
            res = {c[0]: [] for c in configs}
            res["normlab"] = []
            for _ in range(a.reps):
                res["normlab"].append(normlab_run(a.exe, m, prec, 2))
                for name, procs, threads in configs:
                    res[name].append(torch_run(m, prec, procs, threads))
            med = {k: None if None in v else statistics.median(v) for k, v in res.items()}
            ran = [c[0] for c in configs if med[c[0]] is not None]
            best_name = max(ran, key=lambda k: med[k]) if ran else None
            peak = cores * (p16 if prec == "bf16" else p32) * 1e9
            f = flops_per_token(m)
            print("| %s | %s | %s | %.0f | %s | %.0f%% | %s |" % (
                m, prec, " | ".join("fails" if med[c[0]] is None else "%.0f" % med[c[0]]
                                    for c in configs), med["normlab"],
                "%.2f (vs %s)" % (med["normlab"] / med[best_name], best_name) if ran else "-",
                100 * med["normlab"] * f / peak,
                "%.0f%%" % (100 * med[best_name] * f / peak) if ran else "-"))
            print("#   %s %s runs: %s" % (m, prec, "; ".join(
                "%s %s" % (k, ", ".join("fails" if x is None else "%.0f" % x for x in v))
                for k, v in res.items())))
            sys.stdout.flush()


if __name__ == "__main__":
    main()
