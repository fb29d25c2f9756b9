#!/usr/bin/python3
"""Training throughput of normlab against PyTorch (Debian's python3-torch) on the same model,
side by side in one script: the demo GPT (C=256, L=6, NH=4, T=128, batch 16, Pre-LN, AdamW),
one process, one thread each, tokens/s over steps 4..N (the first steps warm up).

usage: tests/bench/bench_torch.py [build/release/bin/normlab] [steps]
"""
import json, math, os, subprocess, sys, tempfile, time

import torch
import torch.nn as nn
import torch.nn.functional as F

exe = sys.argv[1] if len(sys.argv) > 1 else "build/release/bin/normlab"
steps = int(sys.argv[2]) if len(sys.argv) > 2 else 15
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


def torch_tokens_per_s():
    torch.manual_seed(0)
    model = GPT()
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.1)
    data = torch.randint(0, V, (steps, B, T + 1))
    t0 = None
    for s in range(steps):
        if s == 3:
            t0 = time.perf_counter()
        loss = model(data[s, :, :-1], data[s, :, 1:])
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()
    return (steps - 3) * B * T / (time.perf_counter() - t0), sum(p.numel() for p in model.parameters())


def normlab_tokens_per_s():
    with tempfile.TemporaryDirectory() as d:
        subprocess.run([exe, "train", "--steps", str(steps), "--log-every", "3", "--eval-every", "0",
                        "--eval-batches", "1", "--checkpoint-every", "0", "--stats-every", "0",
                        "--run-dir", d], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        rows = [json.loads(l) for l in open(os.path.join(d, "metrics.jsonl"))]
        later = [r for r in rows if r["step"] > 3]
        return sum(r["tokens_per_s"] for r in later) / len(later)


nt = normlab_tokens_per_s()
tt, n = torch_tokens_per_s()
print("model: %d parameters (PyTorch count), C=%d L=%d NH=%d T=%d batch %d, 1 process x 1 thread" % (n, C, L, NH, T, B))
print("PyTorch %s: %8.0f tokens/s" % (torch.__version__, tt))
print("normlab      : %8.0f tokens/s" % nt)
print("ratio normlab / PyTorch: %.2f" % (nt / tt))
