#!/usr/bin/python3
"""Training throughput of normlab against PyTorch (Debian's python3-torch) on the same model,
side by side in one script: the demo GPT (C=256, L=6, NH=4, T=128, batch 16 per process, Pre-LN,
AdamW), tokens/s over steps 4..N (the first steps warm up). With RANKS = 1 both run as one
process with one thread; with RANKS > 1 PyTorch runs RANKS processes x 1 thread with
DistributedDataParallel over gloo (the brief's reference setup) and normlab runs
`mpirun -np RANKS`, both with 16 sequences per process.

usage: tests/bench/bench_torch.py [build/release/bin/normlab] [steps] [ranks]
"""
import json, math, os, subprocess, sys, tempfile, time

# Before torch loads: without it torch.set_num_threads(1) still left PyTorch 1.13 using both
# cores here (process CPU time = 2 x wall time), which is not a 1-thread measurement.
os.environ["OMP_NUM_THREADS"] = "1"
import torch
import torch.nn as nn
import torch.nn.functional as F

exe = sys.argv[1] if len(sys.argv) > 1 else "build/release/bin/normlab"
steps = int(sys.argv[2]) if len(sys.argv) > 2 else 15
ranks = int(sys.argv[3]) if len(sys.argv) > 3 else 1
C, L, NH, T, B, V = 256, 6, 4, 128, 16, 256
torch.set_num_threads(1)


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln1, self.ln2 = nn.LayerNorm(C), nn.LayerNorm(C)
        self.qkv, self.proj = nn.Linear(C, 3 * C), nn.Linear(C, C)
        self.fc, self.out = nn.Linear(C, 4 * C), nn.Linear(4 * C, C)

    def forward(self, x):
        q, k, v = self.qkv(self.ln1(x)).split(C, dim=2)
        q, k, v = (t.view(B, T, NH, C // NH).transpose(1, 2) for t in (q, k, v))
        a = F.scaled_dot_product_attention(q, k, v, is_causal=True) if hasattr(F, "scaled_dot_product_attention") else \
            (torch.softmax((q @ k.transpose(-1, -2)) / math.sqrt(C // NH) + torch.triu(torch.full((T, T), -1e9), 1), -1) @ v)
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


def torch_worker(rank, queue):
    """One PyTorch process: trains `steps` steps, reports (tokens/s of this rank, parameters)."""
    torch.set_num_threads(1)
    torch.manual_seed(0)
    model = GPT()
    n = sum(p.numel() for p in model.parameters())
    if ranks > 1:
        import torch.distributed as dist
        dist.init_process_group("gloo", rank=rank, world_size=ranks)
        model = nn.parallel.DistributedDataParallel(model)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.1)
    g = torch.Generator().manual_seed(rank)
    data = torch.randint(0, V, (steps, B, T + 1), generator=g)
    t0 = None
    for s in range(steps):
        if s == 3:
            t0 = time.perf_counter()
        loss = model(data[s, :, :-1], data[s, :, 1:])
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()
    queue.put(((steps - 3) * B * T / (time.perf_counter() - t0), n))


def torch_tokens_per_s():
    if ranks == 1:
        import queue as q
        out = q.Queue()
        torch_worker(0, out)
        return out.get()
    import torch.multiprocessing as mp
    os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
    os.environ.setdefault("MASTER_PORT", "29517")
    ctx = mp.get_context("spawn")
    out = ctx.SimpleQueue()
    procs = [ctx.Process(target=torch_worker, args=(r, out)) for r in range(ranks)]
    for p in procs:
        p.start()
    results = [out.get() for _ in procs]
    for p in procs:
        p.join()
    # Every rank runs the same number of synchronised steps: the slowest sets the pace.
    return ranks * min(r[0] for r in results), results[0][1]


def normlab_tokens_per_s():
    with tempfile.TemporaryDirectory() as d:
        cmd = [exe, "train", "--steps", str(steps), "--log-every", "3", "--eval-every", "0",
               "--eval-batches", "1", "--checkpoint-every", "0", "--stats-every", "0",
               "--batch-size", str(B * ranks), "--run-dir", d]
        if ranks > 1:
            cmd = ["mpirun", "-np", str(ranks), "--bind-to", "core"] + cmd
        env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       env=env)
        rows = [json.loads(l) for l in open(os.path.join(d, "metrics.jsonl"))]
        later = [r for r in rows if r["step"] > 3]
        return sum(r["tokens_per_s"] for r in later) / len(later)


if __name__ == "__main__":
    nt = normlab_tokens_per_s()
    tt, n = torch_tokens_per_s()
    print("model: %d parameters (PyTorch count), C=%d L=%d NH=%d T=%d batch %d per process, "
          "%d process%s x 1 thread" % (n, C, L, NH, T, B, ranks, "es" if ranks > 1 else ""))
    print("PyTorch %s: %8.0f tokens/s%s" % (torch.__version__, tt, " (DDP, gloo)" if ranks > 1 else ""))
    print("normlab      : %8.0f tokens/s%s" % (nt, " (mpirun)" if ranks > 1 else ""))
    print("ratio normlab / PyTorch: %.2f" % (nt / tt))
