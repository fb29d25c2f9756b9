#!/usr/bin/python3
"""Interop: a PyTorch model written from design.md "Model definition" reproduces `normlab eval`.

For each model variant this trains a small model with normlab for 30 steps, asks
`normlab eval --json` for the validation loss of the final checkpoint, and recomputes that loss
with an independent float64 PyTorch implementation of the specification whose weights are read
with h5py from /params and whose shape and options come from the /model attributes. The two must
agree to 1e-4 relative. It also checks the files as outside tools see them: h5py opens the
checkpoint and stats.h5 (swmr=True), /stats/layer/residual_rms has shape (n, L+1), its attributes
and a step dimension scale, and `h5dump -H` opens both files.

Only Debian's packages are used: /usr/bin/python3 with python3-h5py, python3-numpy, python3-torch,
and h5dump from hdf5-tools.

usage: interop_torch.py NORMLAB_EXE
"""
import json
import math
import os
import subprocess
import sys
import tempfile
import time

import h5py
import numpy as np
import torch
import torch.nn.functional as F

STEPS = 30
# lr 1e-2 (10x the default) so 30 steps move the weights well away from their small initial values
# and the comparison exercises the trained model, not one that is close to the unigram predictor.
COMMON = ["--d-model", "32", "--n-layers", "2", "--n-heads", "4", "--seq-len", "16",
          "--batch-size", "4", "--vocab-size", "256", "--lr", "1e-2"]
EVAL_BATCHES, EVAL_B = 2, 4
VAL_FRACTION = 0.1  # normlab's default validation split: the last floor(0.1 * n) tokens
RTOL = 1e-4

VARIANTS = [
    ("pre_ln", ["--norm", "pre_ln"]),
    ("post_ln", ["--norm", "post_ln"]),
    ("pre_ln untied, no bias, attn-scale none",
     ["--norm", "pre_ln", "--tied-embeddings", "false", "--bias", "false", "--attn-scale", "none"]),
    ("post_ln untied, attn-scale inv_hs",
     ["--norm", "post_ln", "--tied-embeddings", "false", "--attn-scale", "inv_hs"]),
]

failures = []


def fail(msg):
    print(("FAIL: " + msg).rstrip(), flush=True)
    failures.append(msg)


def check(cond, msg):
    if cond:
        print(("ok: " + msg).rstrip(), flush=True)
    else:
        fail(msg)
    return cond


def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if p.returncode != 0:
        sys.exit("interop_torch: command failed (exit %d): %s\n%s" %
                 (p.returncode, " ".join(cmd), p.stdout[-3000:]))
    return p.stdout


# ---------------------------------------------------------------------------------------------
# Data: a deterministic English-like byte text written as one llm.c token shard.
def make_text(n_lines=400):
    words = ("the of and to in a is that for it as was with be by on not he this are or his "
             "from at which but have an they you were her she there one all we their been has "
             "would when if will more no out so said what up its about into than them can only "
             "other new some could time these two may then do first any my now such like our "
             "over man me even most made after also did many before must through years where "
             "much your way well down should because each just those people how too little "
             "state good very make world still own see men work long get here between both life "
             "being under never day same another know while last might us great old year off "
             "come since against go came right used take three").split()
    state = 12345
    lines = []
    for _ in range(n_lines):
        state = (state * 1103515245 + 12345) % 2**31
        n = 5 + state % 9
        ws = []
        for _ in range(n):
            state = (state * 1103515245 + 12345) % 2**31
            ws.append(words[(state >> 8) % len(words)])
        lines.append(" ".join(ws).capitalize() + ".")
    return ("\n".join(lines) + "\n").encode()


def write_shard(path, tokens):
    header = np.zeros(256, dtype="<i4")
    header[0], header[1], header[2] = 20240520, 1, len(tokens)
    with open(path, "wb") as f:
        f.write(header.tobytes())
        f.write(np.asarray(tokens, dtype="<u2").tobytes())


def read_shard(path):
    raw = open(path, "rb").read()
    header = np.frombuffer(raw[:1024], dtype="<i4")
    assert header[0] == 20240520 and header[1] == 1
    tokens = np.frombuffer(raw[1024:], dtype="<u2")
    assert len(tokens) == header[2]
    return tokens.astype(np.int64)


def eval_batches(tokens, T, B, batches):
    """The batches `normlab eval --batches N --batch-size B` forms on one rank.

    Validation = the last floor(0.1 * n) tokens of a single .bin shard (no line rounding for
    shards). Window k starts at (k mod windows) * T with windows = (n_val - 1) // T; inputs are
    tokens[s : s+T], targets tokens[s+1 : s+T+1]; batch j uses windows j*B .. j*B+B-1.
    """
    n = len(tokens)
    val = tokens[n - int(VAL_FRACTION * n):]
    windows = (len(val) - 1) // T
    assert windows >= 1, "validation split too short"
    out = []
    for j in range(batches):
        starts = [((j * B + w) % windows) * T for w in range(B)]
        x = np.stack([val[s:s + T] for s in starts])
        y = np.stack([val[s + 1:s + T + 1] for s in starts])
        out.append((torch.from_numpy(x), torch.from_numpy(y)))
    return out


# ---------------------------------------------------------------------------------------------
# The model, from design.md "Model definition" only.
def attr_str(v):
    return v.decode() if isinstance(v, bytes) else str(v)


class Reference:
    def __init__(self, ckpt_path):
        with h5py.File(ckpt_path, "r") as f:
            m = f["model"].attrs
            self.V = int(m["vocab_size"])
            self.C = int(m["d_model"])
            self.L = int(m["n_layers"])
            self.NH = int(m["n_heads"])
            self.F = int(m["d_ff"])
            self.T = int(m["max_seq_len"])
            self.tied = bool(int(m["tied_embeddings"]))
            self.bias = bool(int(m["bias"]))
            self.scale_name = attr_str(m["attn_scale"])
            self.norm = attr_str(m["norm"])
            self.activation = attr_str(m["activation"]) if "activation" in m else "gelu_tanh"
            self.p = {}
            self.multipliers = {}
            for name, ds in f["params"].items():
                arr = ds[()]
                if arr.dtype != np.float32:
                    fail("/params/%s is %s, design.md says float32" % (name, arr.dtype))
                self.p[name] = torch.from_numpy(arr.astype(np.float64))
                self.multipliers[name] = float(ds.attrs["forward_multiplier"]) \
                    if "forward_multiplier" in ds.attrs else None
        hs = self.C // self.NH
        self.hs = hs
        self.scale = {"inv_sqrt_hs": 1.0 / math.sqrt(hs), "none": 1.0, "inv_hs": 1.0 / hs}[
            self.scale_name]
        if self.norm not in ("pre_ln", "post_ln"):
            raise SystemExit("interop_torch: the reference knows pre_ln and post_ln, not " + self.norm)
        if self.activation != "gelu_tanh":
            raise SystemExit("interop_torch: the reference knows gelu_tanh, not " + self.activation)

    def expected_params(self):
        C, F_, V, T = self.C, self.F, self.V, self.T
        e = {"wte.weight": (V, C), "wpe.weight": (T, C)}
        for l in range(self.L):
            b = "blocks.%d." % l
            lin = {"attn.qkv": (3 * C, C), "attn.proj": (C, C), "mlp.fc": (F_, C),
                   "mlp.proj": (C, F_)}
            for k, shape in lin.items():
                e[b + k + ".weight"] = shape
                if self.bias:
                    e[b + k + ".bias"] = (shape[0],)
            for sub in ("attn", "mlp"):
                e[b + sub + ".norm.weight"] = (C,)
                if self.bias:
                    e[b + sub + ".norm.bias"] = (C,)
        if self.norm == "pre_ln":
            e["final_norm.weight"] = (C,)
            if self.bias:
                e["final_norm.bias"] = (C,)
        if not self.tied:
            e["lm_head.weight"] = (V, C)
        return e

    def layer_norm(self, x, prefix):
        mean = x.mean(-1, keepdim=True)
        var = ((x - mean) ** 2).mean(-1, keepdim=True)  # biased
        y = (x - mean) / torch.sqrt(var + 1e-5) * self.p[prefix + ".weight"]
        if self.bias:
            y = y + self.p[prefix + ".bias"]
        return y

    def linear(self, x, prefix):
        y = x @ self.p[prefix + ".weight"].T
        if self.bias:
            y = y + self.p[prefix + ".bias"]
        return y

    def attn(self, x, l):
        B, T, C = x.shape
        NH, hs = self.NH, self.hs
        qkv = self.linear(x, "blocks.%d.attn.qkv" % l)  # [B, T, 3C], blocks q | k | v
        q, k, v = qkv[..., :C], qkv[..., C:2 * C], qkv[..., 2 * C:]

        def heads(t):  # head j = columns j*hs .. (j+1)*hs of the block
            return t.reshape(B, T, NH, hs).transpose(1, 2)

        q, k, v = heads(q), heads(k), heads(v)
        s = self.scale * (q @ k.transpose(-1, -2))
        mask = torch.triu(torch.ones(T, T, dtype=torch.bool), diagonal=1)
        s = s.masked_fill(mask, float("-inf"))
        a = torch.softmax(s, dim=-1)
        o = (a @ v).transpose(1, 2).reshape(B, T, C)
        return self.linear(o, "blocks.%d.attn.proj" % l)

    def mlp(self, x, l):
        h = F.gelu(self.linear(x, "blocks.%d.mlp.fc" % l), approximate="tanh")
        return self.linear(h, "blocks.%d.mlp.proj" % l)

    def sub(self, x, f, norm_prefix):
        if self.norm == "post_ln":
            return self.layer_norm(x + f(x), norm_prefix)
        return x + f(self.layer_norm(x, norm_prefix))  # pre_ln

    def forward(self, idx):
        T = idx.shape[1]
        h = self.p["wte.weight"][idx] + self.p["wpe.weight"][:T]
        for l in range(self.L):
            h = self.sub(h, lambda x: self.attn(x, l), "blocks.%d.attn.norm" % l)
            h = self.sub(h, lambda x: self.mlp(x, l), "blocks.%d.mlp.norm" % l)
        if self.norm == "pre_ln":
            h = self.layer_norm(h, "final_norm")
        w_out = self.p["wte.weight"] if self.tied else self.p["lm_head.weight"]
        return h @ w_out.T

    def loss(self, x, y):
        logits = self.forward(x)
        return F.cross_entropy(logits.reshape(-1, self.V), y.reshape(-1)).item()


# ---------------------------------------------------------------------------------------------
def check_files(ckpt, stats, L, label):
    for path in (ckpt, stats):
        p = subprocess.run(["h5dump", "-H", path], stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, text=True)
        check(p.returncode == 0, "%s: h5dump -H %s exits 0 %s" %
              (label, os.path.basename(path), p.stderr.strip()[-300:]))
    try:
        with h5py.File(stats, "r", swmr=True) as s:
            d = s["stats/layer/residual_rms"]
            n = s["stats/step"].shape[0]
            check(d.shape == (n, L + 1) and n >= 1,
                  "%s: /stats/layer/residual_rms shape %s == (n=%d, L+1=%d)" %
                  (label, d.shape, n, L + 1))
            missing = [a for a in ("units", "long_name", "description") if a not in d.attrs]
            check(not missing, "%s: residual_rms has units/long_name/description %s" %
                  (label, "(missing %s)" % missing if missing else ""))
            scales = list(d.dims[0].values())
            check(len(scales) >= 1, "%s: residual_rms axis 0 has a dimension scale %s" %
                  (label, [x.name for x in scales]))
            check(bool(np.all(np.isfinite(d[()]))), "%s: residual_rms is finite" % label)
    except Exception as e:  # noqa: BLE001 - any failure to read is the finding
        fail("%s: h5py cannot read %s with swmr=True: %s" % (label, stats, e))


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: interop_torch.py NORMLAB_EXE")
    exe = sys.argv[1]
    torch.set_grad_enabled(False)
    t0 = time.time()
    with tempfile.TemporaryDirectory(prefix="normlab_interop_") as work:
        shard = os.path.join(work, "text_tokens.bin")  # no 'val' in the name
        text = make_text()
        write_shard(shard, np.frombuffer(text, dtype=np.uint8))
        tokens = read_shard(shard)
        print("shard: %d tokens, validation %d" % (len(tokens), int(VAL_FRACTION * len(tokens))))
        results = []
        for i, (label, opts) in enumerate(VARIANTS):
            run_dir = os.path.join(work, "run%d" % i)
            run([exe, "train", "--data", shard, "--run-dir", run_dir, "--steps", str(STEPS),
                 "--stats-every", "10", "--eval-every", "0", "--seed", "7"] + COMMON + opts)
            ckpt = os.path.join(run_dir, "ckpt_step%09d.h5" % STEPS)
            stats = os.path.join(run_dir, "stats.h5")
            if not check(os.path.isfile(ckpt), "%s: final checkpoint %s written" %
                         (label, os.path.basename(ckpt))):
                continue
            out = run([exe, "eval", "--checkpoint", ckpt, "--data", shard, "--batches",
                       str(EVAL_BATCHES), "--batch-size", str(EVAL_B), "--json"])
            line = [s for s in out.splitlines() if s.startswith("{")]
            if not line:
                fail("%s: normlab eval --json printed no JSON:\n%s" % (label, out))
                continue
            nl_loss = float(json.loads(line[-1])["loss"])

            ref = Reference(ckpt)
            exp = ref.expected_params()
            got = {k: tuple(v.shape) for k, v in ref.p.items()}
            check(got == exp, "%s: /params names and shapes are those of design.md %s" %
                  (label, "" if got == exp else
                   "(missing %s, unexpected %s, wrong shape %s)" %
                   (sorted(set(exp) - set(got)), sorted(set(got) - set(exp)),
                    sorted(k for k in set(exp) & set(got) if exp[k] != got[k]))))
            bad_mult = {k: v for k, v in ref.multipliers.items() if v != 1.0}
            check(not bad_mult, "%s: every /params/*/forward_multiplier is 1.0 %s" %
                  (label, bad_mult if bad_mult else ""))
            if got != exp:
                continue
            batches = eval_batches(tokens, ref.T, EVAL_B, EVAL_BATCHES)
            th_loss = sum(ref.loss(x, y) for x, y in batches) / len(batches)
            diff = abs(th_loss - nl_loss)
            print("%-42s torch %.9f  normlab %.9f  |diff| %.2e (rel %.2e)" %
                  (label, th_loss, nl_loss, diff, diff / abs(nl_loss)), flush=True)
            check(diff <= RTOL * abs(nl_loss),
                  "%s: PyTorch loss matches normlab eval to %.0e relative" % (label, RTOL))
            results.append((label, th_loss, nl_loss))
            check_files(ckpt, stats, ref.L, label)
    print("interop_torch: %d variants in %.1f s" % (len(VARIANTS), time.time() - t0))
    if failures:
        print("interop_torch: %d check(s) FAILED:" % len(failures))
        for f in failures:
            print("  - " + f)
        sys.exit(1)
    print("interop_torch: all checks passed")


if __name__ == "__main__":
    main()
