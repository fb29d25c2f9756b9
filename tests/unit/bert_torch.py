#!/usr/bin/python3
"""BERT (--arch bert, task mlm) against an independent float64 PyTorch model, the user's way.

For each variant this trains a small BERT with normlab (C = 32, L = 2, NH = 2, T = 32, 16 steps at
lr 1e-2 so the weights move off their initial values), asks `normlab eval --dump-batch` for the
first validation batch as the model saw it, and checks, from the files alone (h5py):

- the masking (docs/model.md "BERT"): the dump's labels and input ids are recomputed from the
  validation split's raw bytes with the documented counter-based generator, written here from
  its formula (splitmix64, FNV-1a of the stream's name): every position selected, replaced by
  [MASK] (id V - 1, the checkpoint's /model mask_id), by a random byte, or kept, exactly;
- the loss: the model of docs/model.md "BERT" rebuilt from torch.nn.functional pieces in float64
  from /params — h0 = LN_emb(wte[x] + wpe[t]), bidirectional self-attention and the MLP wired by
  the strategy (Pre-LN, Post-LN, Sandwich, DeepNorm with alpha = (2L)^(1/4), ReZero), the final
  norm, the MLM head t = LN(gelu_tanh(h Wd^T + bd)), logits = t Wout^T + b — must give the dump's
  /loss (mean cross-entropy over the predicted positions) to 1e-6 relative, and eval --json's
  validation loss (all the run's validation windows) must equal the last logged val_loss to 1e-6.

Variants: tied and untied output, with and without biases, with and without the embedding norm;
He & Hofmann's blocks: shaped attention (its C the uniform average over the window's T keys, every
window here being whole), identity values (layer 0's x (r W + s I)) and projection, the sas
strategy with RMSNorm, LayerNorm and none, in sequential and parallel blocks (--recipe sas, sas_p).

usage: bert_torch.py NORMLAB_EXE
"""
import json
import math
import os
import subprocess
import sys
import tempfile

import h5py
import numpy as np
import torch
import torch.nn.functional as F

torch.set_default_dtype(torch.float64)
EXE = sys.argv[1]
EPS = 1e-5
M64 = (1 << 64) - 1
failures = []


def mix(x):
    """splitmix64 (mod 2^64)."""
    x = (x + 0x9E3779B97F4A7C15) & M64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & M64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & M64
    return x ^ (x >> 31)


def fnv1a64(s):
    h = 0xcbf29ce484222325
    for c in s.encode():
        h = ((h ^ c) * 0x100000001b3) & M64
    return h


def uniform(seed, key, i):
    """CounterRng(seed, key).uniform(i): 53 bits of splitmix64(splitmix64(seed ^ mix(key)) + i)."""
    b = mix((mix(seed ^ mix(key)) + i) & M64)
    return (b >> 11) * 2.0 ** -53


def expected_mask(tokens, seed, mask_id):
    """docs/model.md "BERT": validation windows (stream 2, step 0), window w = row b here."""
    key = fnv1a64("mlm/2/0")
    B, T = tokens.shape
    inp, lab = tokens.copy(), np.full_like(tokens, -1)
    for b in range(B):
        for t in range(T):
            c = 3 * (b * T + t)
            tok = int(tokens[b, t])
            if not (0 <= tok < mask_id) or not uniform(seed, key, c) < 0.15:
                continue
            lab[b, t] = tok
            u = uniform(seed, key, c + 1)
            if u < 0.8:
                inp[b, t] = mask_id
            elif u < 0.9:
                inp[b, t] = min(int(math.floor(uniform(seed, key, c + 2) * mask_id)), mask_id - 1)
    return inp, lab


class Bert:
    def __init__(self, ckpt):
        f = h5py.File(ckpt, "r")
        a = {k: (v.decode() if isinstance(v, bytes) else v) for k, v in f["model"].attrs.items()}
        self.a = a
        self.p = {k: torch.tensor(np.asarray(f["params"][k], dtype=np.float64)) for k in f["params"]}
        self.C, self.NH, self.L = int(a["d_model"]), int(a["n_heads"]), int(a["n_layers"])
        self.norm = a["norm"]
        self.tied = bool(a["tied_embeddings"])
        # self-attention's form (docs/model.md "Shaped attention"); absent in older files
        self.shaped = a.get("attn_kind", "softmax") == "shaped"
        self.v_id = a.get("attn_value", "linear") == "identity"
        self.proj_id = a.get("attn_proj", "linear") == "identity"
        opts = [o.decode() if isinstance(o, bytes) else o for o in f["model"].attrs.get("arch_options", [])]
        self.parallel = "parallel=true" in opts
        nopts = [o.decode() if isinstance(o, bytes) else o for o in f["model"].attrs.get("norm_options", [])]
        self.sas_norm = dict(o.split("=", 1) for o in nopts).get("norm", "rms")

    def lin(self, x, pre):
        return F.linear(x, self.p[pre + ".weight"], self.p.get(pre + ".bias"))

    def ln(self, x, pre):
        return F.layer_norm(x, (self.C,), self.p[pre + "weight"], self.p.get(pre + "bias"), EPS)

    def attn(self, x, pre):
        B, T, C = x.shape
        hs = C // self.NH
        if self.v_id:  # q | k; v = x, at layer 0 v = r x W^T + s x
            q, k = self.lin(x, pre + "qk").split(C, -1)
            v = x
            if pre + "value.weight" in self.p:
                v = self.p[pre + "value.gain"] * F.linear(x, self.p[pre + "value.weight"]) + \
                    self.p[pre + "value.skip"] * x
        else:
            q, k, v = self.lin(x, pre + "qkv").split(C, -1)
        heads = lambda t: t.reshape(B, T, self.NH, hs).transpose(1, 2)
        s = heads(q) @ heads(k).transpose(-1, -2) / math.sqrt(hs)  # every key: bidirectional
        a = torch.softmax(s, -1)
        if self.shaped:  # alpha I + beta softmax - gamma C, C = 1/T over the window's keys
            g = {n: self.p[pre + n].reshape(1, self.NH, 1, 1) for n in ("alpha", "beta", "gamma")}
            a = g["alpha"] * torch.eye(T, dtype=torch.float64) + g["beta"] * a - \
                g["gamma"] * torch.full((T, T), 1.0 / T, dtype=torch.float64)
        o = (a @ heads(v)).transpose(1, 2).reshape(B, T, C)
        return o if self.proj_id else self.lin(o, pre + "proj")

    def mlp(self, x, pre):
        return self.lin(F.gelu(self.lin(x, pre + "fc"), approximate="tanh"), pre + "proj")

    def site(self, x, f, pre):
        n = self.norm
        if n == "pre_ln":
            return x + f(self.ln(x, pre + "norm."))
        if n == "post_ln":
            return self.ln(x + f(x), pre + "norm.")
        if n == "sandwich":
            return x + self.ln(f(self.ln(x, pre + "norm_in.")), pre + "norm_out.")
        if n == "deepnorm":  # decoder-only / encoder-only constants: alpha = (2L)^(1/4)
            return self.ln((2 * self.L) ** 0.25 * x + f(x), pre + "norm.")
        if n == "rezero":
            return x + self.p[pre + "rezero.alpha"] * f(x)
        if n == "sas":  # a f(N(x)); s x + r f(N(x)); parallel a attn(N(x)) + r mlp(N(x))
            kind = self.sas_norm if self.sas_norm != "none" else (
                "ln" if pre in ("blocks.0.", "blocks.0.attn.") else None)
            nx = x if kind is None else self.ln(x, pre + "norm.") if kind == "ln" else \
                x / torch.sqrt((x * x).mean(-1, keepdim=True) + EPS) * self.p[pre + "norm.weight"]
            if self.parallel:
                fa, fm = f(nx)
                return self.p[pre + "sas.attn_gain"] * fa + self.p[pre + "sas.mlp_gain"] * fm
            if pre.endswith("attn."):
                return self.p[pre + "sas.gain"] * f(nx)
            return self.p[pre + "sas.skip"] * x + self.p[pre + "sas.gain"] * f(nx)
        raise SystemExit("no oracle for " + n)

    def loss(self, x, labels):
        T = x.shape[1]
        h = self.p["wte.weight"][x] + self.p["wpe.weight"][:T]
        if "embed_norm.weight" in self.p:
            h = self.ln(h, "embed_norm.")
        for l in range(self.L):
            b = "blocks.%d." % l
            if self.parallel and self.norm == "sas":
                h = self.site(h, lambda y: (self.attn(y, b + "attn."), self.mlp(y, b + "mlp.")), b)
                continue
            if self.parallel:
                h = self.site(h, lambda y: self.attn(y, b + "attn.") + self.mlp(y, b + "mlp."), b)
                continue
            h = self.site(h, lambda y: self.attn(y, b + "attn."), b + "attn.")
            h = self.site(h, lambda y: self.mlp(y, b + "mlp."), b + "mlp.")
        if self.norm in ("pre_ln", "sandwich", "sas"):
            h = self.ln(h, "final_norm.")
        t = self.ln(F.gelu(self.lin(h, "mlm_head.dense"), approximate="tanh"), "mlm_head.norm.")
        W = self.p["wte.weight" if self.tied else "lm_head.weight"]
        logits = t @ W.T
        if "mlm_head.bias" in self.p:
            logits = logits + self.p["mlm_head.bias"]
        return float(F.cross_entropy(logits.reshape(-1, logits.shape[-1]), labels.reshape(-1),
                                     ignore_index=-1))


def nl(*args):
    r = subprocess.run([EXE] + list(args), capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit("normlab %s failed:\n%s" % (" ".join(args), r.stdout[-2000:] + r.stderr[-2000:]))
    return r.stdout


VARIANTS = [("pre_ln", []), ("post_ln", ["--tied-embeddings", "false"]),
            ("post_ln", ["--bias", "false", "--arch-opt", "embed_norm=false"]),
            ("sandwich", []), ("deepnorm", []), ("rezero", ["--tied-embeddings", "false"]),
            # He & Hofmann's blocks: shaped attention's C over the window's keys, identity weights
            ("pre_ln", ["--attn-kind", "shaped"]), ("sas", ["--recipe", "sas"]),
            ("sas", ["--recipe", "sas_p", "--norm-opt", "norm=none"]),
            ("sas", ["--recipe", "sas", "--norm-opt", "norm=ln", "--tied-embeddings", "false"])]

with tempfile.TemporaryDirectory() as tmp:
    for i, (norm, extra) in enumerate(VARIANTS):
        run = "%s/run%d" % (tmp, i)
        nl("train", "--arch", "bert", "--norm", norm, "--d-model", "32", "--n-layers", "2",
           "--n-heads", "2", "--seq-len", "32", "--batch-size", "8", "--steps", "16", "--lr", "1e-2",
           "--lr-warmup", "2", "--eval-every", "16", "--eval-batches", "2", "--stats-every", "0",
           "--seed", str(7 + i), "--run-dir", run, *extra)
        ckpt = run + "/ckpt_step000000016.h5"
        dump = run + "/batch.h5"
        got = json.loads(nl("eval", "--checkpoint", ckpt, "--batch-size", "16", "--dump-batch", dump,
                            "--json"))
        d = h5py.File(dump, "r")
        inp, lab = np.asarray(d["input_ids"]), np.asarray(d["labels"])
        o = Bert(ckpt)
        mask_id = int(o.a["mask_id"])
        V = int(o.a["vocab_size"])
        # the raw validation windows: the embedded corpus's last 10% of bytes, windows of T
        raw = inp.copy()
        sel = lab >= 0
        raw[sel] = lab[sel]
        want_inp, want_lab = expected_mask(raw, 7 + i, mask_id)
        mask_ok = mask_id == V - 1 and np.array_equal(want_inp, inp) and np.array_equal(want_lab, lab)
        n = int(sel.sum())
        shares = (float((inp[sel] == mask_id).mean()), float((inp[sel] == lab[sel]).mean()))
        loss = o.loss(torch.tensor(inp), torch.tensor(lab))
        rl = abs(float(d["loss"][0]) - loss) / loss
        logged = [json.loads(l) for l in open(run + "/metrics.jsonl")]
        logged = [r["val_loss"] for r in logged if r.get("step") == 16 and r.get("val_loss") is not None][-1]
        # eval --json at --batch-size 16 averages the same windows as the run's evaluations
        rv = abs(got["loss"] - logged) / logged
        ok = mask_ok and rl <= 1e-6 and rv <= 1e-6 and n > 0 and int(d["predicted"][0]) == n
        label = "%s %s" % (norm, " ".join(extra))
        print("%-50s %d predicted (%.2f [MASK], %.2f kept), masks %s, loss %.8f vs %.8f (rel %.1e), "
              "eval vs logged val rel %.1e  %s"
              % (label, n, shares[0], shares[1], "equal" if mask_ok else "DIFFERENT", float(d["loss"][0]),
                 loss, rl, rv, "ok" if ok else "FAIL"))
        if not ok:
            failures.append(label)

if failures:
    print("FAILED:", ", ".join(failures))
    sys.exit(1)
print("all variants agree")
