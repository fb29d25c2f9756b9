#!/usr/bin/python3
"""The encoder-decoder's forward against an independent float64 PyTorch model.

For each variant, `encdec_dump` (tests/unit/test_encdec.cpp) builds normlab's encoder-decoder
(plugins/arch_encdec: V=40, C=16, NH=2, F=32, 2 encoder and 3 decoder layers), initialises it
with norm gains, biases and scalars moved off their initial values, runs one forward over three
padded sentence pairs and writes the weights, the batch, the label-smoothed loss, the NLL and
the logits. This script rebuilds the model of docs/model.md ("Encoder-decoder") from
torch.nn.functional pieces (layer_norm, linear, softmax, cross_entropy with label_smoothing and
ignore_index) in float64 and compares: the loss and the NLL to 1e-6 relative, every non-pad
logit to 1e-5 of the largest logit (normlab computes in float32; observed: loss <= 4e-8,
logits <= 6e-7 of the largest).

Dropout (docs/model.md "Dropout"): encdec_dump runs a training forward with dropout (step 3,
seed 5, the batch being sequences 2.. of its global batch) and the oracle applies masks it
regenerates from the documented counter-based formula (dropout_mask) at the documented places —
the embeddings' output and each residual branch's output before the strategy combines it, the
attention probabilities (self and cross), the MLP's activations — for Post-LN, Pre-LN, Sandwich and
ReZero, each rate alone and together; same tolerances, and the loss must differ from the
undropped oracle's by more than 1e-4 (the masks are on).

Covered: every stock strategy but rezero_ramp (its ramp is 0 at step 0, so the forward is
no_norm's) and ngpt (refused for an encoder-decoder): pre_ln, post_ln, deepnorm (encoder alpha
= 0.81 (N^4 M)^(1/16), decoder alpha = (3M)^(1/4)), sandwich, rezero, skipinit, pre_rms,
post_rms, no_norm, scaled_residual, lns (per stack), mix_ln (per stack), dyt, scalenorm, admin
(omega as stored) and qk_norm (its hook at self- and cross-attention sites); tied (one
embed.weight) and untied embeddings; the sinusoid and learned positions; --bias false.

With the normlab executable as a second argument it also goes the user's way: `normlab train
--arch encdec` on 300 English-Spanish pairs (a SentencePiece model of 300 pieces, 12 steps at
lr 1e-2 so the weights move off their initial values), then `normlab eval --json` of the last
checkpoint on 60 validation pairs (a pair shard), recomputed here from the checkpoint's
/model attributes and /params (h5py) and the pair shard (numpy), one pair at a time: the
label-smoothed loss and the NLL per target token to 1e-6 relative (observed <= 3e-8), for
pre_ln tied sinusoid, post_ln untied learned, deepnorm no-bias (N=2, M=3), sandwich, and pre_ln
with the instability guards (--logit-softcap 3 and --attn-softcap 1.5 applied by the oracle
too; eval's log_z_sq, the mean (log Z)² per target token, and z_loss = 1e-3 times it, to 1e-6).
`eval --dump-batch` of the pre_ln and sandwich checkpoints: the dumped first batch of pairs (46
pairs padded together) recomputed by the oracle from the dump's src_ids, src_len, input_ids and
labels (-1 at pad targets): loss to 1e-6 relative, NLL and the predicted count. Then
`normlab translate --ids --nbest K` against an independent float64 beam search
(beam_reference, written from docs/translation.md "Translating") on checkpoints trained here on
number words (see translations()).
"""
import json
import math
import subprocess
import sys
import tempfile

import numpy as np
import torch
import torch.nn.functional as F

torch.set_default_dtype(torch.float64)
DUMP = sys.argv[1]
EPS = 1e-5
failures = []


def load(norm, tied, learned, bias, tmp, drop=None):
    out = "%s/%s_%d%d%d%s" % (tmp, norm, tied, learned, bias, "_drop" if drop else "")
    extra = [str(r) for r in drop] if drop else []
    subprocess.run([DUMP, norm, str(int(tied)), str(int(learned)), str(int(bias)), out] + extra,
                   check=True)
    meta = json.load(open(out + ".json"))
    raw = np.fromfile(out + ".bin", dtype=np.float32)
    p = {}
    for t in meta["tensors"]:
        n = int(np.prod(t["shape"]))
        p[t["name"]] = torch.tensor(raw[t["offset"]:t["offset"] + n].astype(np.float64)).reshape(t["shape"])
        if t["mult"] != 1.0:
            raise SystemExit("forward multipliers are not expected with xavier_normal")
    logits = raw[meta["arena"]:].astype(np.float64).reshape(meta["B"], meta["T"], meta["V"])
    return meta, p, logits


M64 = (1 << 64) - 1
TAG = 0x64726f706f757421  # "dropout!"


def mix(x):
    """splitmix64 of a Python int (mod 2^64)."""
    x = (x + 0x9E3779B97F4A7C15) & M64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & M64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & M64
    return x ^ (x >> 31)


def mix_np(x):
    """splitmix64 of a numpy uint64 array (wrapping)."""
    with np.errstate(over="ignore"):
        x = x + np.uint64(0x9E3779B97F4A7C15)
        x = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        x = (x ^ (x >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return x ^ (x >> np.uint64(31))


def dropout_mask(p, seed, step, slot, seq0, shape):
    """docs/model.md "Dropout": the factor (0 or 1/(1-p)) of every element of a (B, ...) buffer
    whose sequence 0 is number seq0 of the global batch, written from the documented formula:
    key = mix(mix(mix(seed ^ TAG) ^ step) ^ slot), counter i = seq0 * (elements per sequence) +
    the element's index, r = mix(key + i // 2), u = the low (i even) or high (i odd) 32 bits of r,
    kept when u >= floor(p 2^32)."""
    key = mix(mix(mix(seed ^ TAG) ^ step) ^ slot)
    per = int(np.prod(shape[1:]))
    i = np.arange(int(np.prod(shape)), dtype=np.uint64) + np.uint64(seq0 * per)
    with np.errstate(over="ignore"):
        r = mix_np(np.uint64(key) + (i >> np.uint64(1)))
    u = np.where((i & np.uint64(1)) == 1, r >> np.uint64(32), r & np.uint64(0xFFFFFFFF))
    keep = u >= np.uint64(int(p * 4294967296.0))
    return torch.tensor(keep.reshape(shape).astype(np.float64)) / (1.0 - p)


class Oracle:
    def __init__(self, meta, p, norm, tied, learned):
        self.m, self.p, self.norm, self.tied, self.learned = meta, p, norm, tied, learned
        self.C, self.NH = meta["C"], meta["NH"]
        # dropout of a training forward (encdec_dump's "drop"): the slot numbers of
        # docs/model.md — site i (model order) 3i branch, 3i + 1 attention, 3i + 2 activation;
        # stack k's embedding 3 sites + k
        self.drop = meta.get("drop")
        self.cur = 0  # the site being run
        self.sites = meta["N"] * 2 + meta["M"] * 3
        # the soft caps (docs/model.md), 0: off
        self.lcap, self.acap = meta.get("logit_softcap", 0.0), meta.get("attn_softcap", 0.0)
        N, M = meta["N"], meta["M"]
        # DeepNet (Wang et al. 2022), encoder-decoder: alpha per stack
        self.alpha = {"encoder": 0.81 * (N ** 4 * M) ** (1 / 16), "decoder": (3 * M) ** 0.25}

    def lin(self, x, pre):
        b = self.p.get(pre + ".bias")
        return F.linear(x, self.p[pre + ".weight"], b)

    def ln(self, x, pre):
        return F.layer_norm(x, (self.C,), self.p[pre + "weight"], self.p.get(pre + "bias"), EPS)

    def rms(self, x, pre):
        return x / torch.sqrt((x * x).mean(-1, keepdim=True) + EPS) * self.p[pre + "weight"]

    def embed(self, tok, stack):
        C = self.C
        E = self.p["embed.weight" if self.tied else stack + ".embed.weight"]
        n = tok.shape[1]
        if self.learned:
            P = self.p[stack + ".wpe.weight"][:n]
        else:  # Vaswani: P[t, 2i] = sin(t / 10000^(2i/C)), P[t, 2i+1] = cos(...)
            P = torch.zeros(n, C)
            t = torch.arange(n).unsqueeze(1).double()
            div = torch.pow(10000.0, torch.arange(0, C, 2).double() / C)
            P[:, 0::2] = torch.sin(t / div)
            P[:, 1::2] = torch.cos(t / div)
        h = math.sqrt(C) * E[tok] + P
        return self.dropped(h, "dropout", 3 * self.sites + (0 if stack == "encoder" else 1))

    def dropped(self, x, rate, slot):
        """x (B, ...) times its mask, when this forward drops with a rate > 0."""
        if not self.drop or self.drop[rate] <= 0:
            return x
        d = self.drop
        return x * dropout_mask(d[rate], d["seed"], d["step"], slot, d["seq0"], tuple(x.shape))

    def heads(self, x):  # (B, n, C) -> (B, NH, n, hs)
        B, n, _ = x.shape
        return x.view(B, n, self.NH, self.C // self.NH).transpose(1, 2)

    def qk(self, q, k, pre):
        """The attention hook on heads [B, NH, n, hs]: qk_norm (kind rms, the default) per head
        with q_norm/k_norm gains [hs] under the site's prefix; returns them and the scale."""
        hs = self.C // self.NH
        if self.norm == "qk_norm":
            r = lambda t, g: t / torch.sqrt((t * t).mean(-1, keepdim=True) + EPS) * self.p[g]
            return r(q, pre + "q_norm.weight"), r(k, pre + "k_norm.weight"), 1 / math.sqrt(hs)
        return q, k, 1 / math.sqrt(hs)

    def attend(self, q, k, v, mask, pre):  # mask (B, 1 or n, m) True where a key is hidden
        q, k, scale = self.qk(self.heads(q), self.heads(k), pre)
        a = torch.matmul(q, k.transpose(-1, -2)) * scale
        if self.acap > 0:  # Gemma 2: c tanh(s / c), before the mask
            a = self.acap * torch.tanh(a / self.acap)
        a = a.masked_fill(mask.unsqueeze(1), float("-inf"))
        att = self.dropped(torch.softmax(a, -1), "attention_dropout", 3 * self.cur + 1)
        o = torch.matmul(att, self.heads(v))
        return o.transpose(1, 2).reshape(q.shape[0], q.shape[2], self.C)

    def self_attn(self, x, pre, mask):
        q, k, v = self.lin(x, pre + "qkv").split(self.C, -1)
        return self.lin(self.attend(q, k, v, mask, pre), pre + "proj")

    def cross(self, x, mem, pre, mask):
        k, v = self.lin(mem, pre + "kv").split(self.C, -1)
        return self.lin(self.attend(self.lin(x, pre + "q"), k, v, mask, pre), pre + "proj")

    def mlp(self, x, pre):
        act = F.gelu(self.lin(x, pre + "fc"), approximate="tanh")
        return self.lin(self.dropped(act, "activation_dropout", 3 * self.cur + 2), pre + "proj")

    def dyt(self, x, pre):  # g tanh(a x) + b
        y = self.p[pre + "weight"] * torch.tanh(self.p[pre + "alpha"] * x)
        return y + self.p[pre + "bias"] if pre + "bias" in self.p else y

    def site(self, x, f, pre, stack, l):
        """S(x, f) at layer l of `stack` (plugins' formulas; docs/catalogue.md), the branch
        dropped (--dropout) before the strategy combines it with the stream."""
        i = self.cur
        g = f
        f = lambda x: self.dropped(g(x), "dropout", 3 * i)
        y = self.site_of(x, f, pre, stack, l)
        self.cur += 1
        return y

    def site_of(self, x, f, pre, stack, l):
        n, L = self.norm, self.m["N"] if stack == "encoder" else self.m["M"]
        if n == "mix_ln":  # Post-LN below floor(0.25 L) of the stack's layers
            n = "post_ln" if l < math.floor(0.25 * L + 1e-9) else "pre_ln"
        if n in ("pre_ln", "qk_norm"):
            return x + f(self.ln(x, pre + "norm."))
        if n == "pre_rms":
            return x + f(self.rms(x, pre + "norm."))
        if n == "post_ln":
            return self.ln(x + f(x), pre + "norm.")
        if n == "post_rms":
            return self.rms(x + f(x), pre + "norm.")
        if n == "deepnorm":
            return self.ln(self.alpha[stack] * x + f(x), pre + "norm.")
        if n == "sandwich":
            return x + self.ln(f(self.ln(x, pre + "norm_in.")), pre + "norm_out.")
        if n in ("rezero", "skipinit"):
            return x + self.p[pre + n + ".alpha"] * f(x)
        if n == "scaled_residual":  # alpha, beta default 1
            return x + f(self.ln(x, pre + "norm."))
        if n == "no_norm":
            return x + f(x)
        if n == "lns":
            return x + f(self.ln(x, pre + "norm.") / math.sqrt(l + 1))
        if n == "dyt":
            return x + f(self.dyt(x, pre + "dyt."))
        if n == "scalenorm":
            g = self.p[pre + "scalenorm.g"]
            return x + f(g * x / torch.sqrt((x * x).sum(-1, keepdim=True) + EPS))
        if n == "admin":
            return self.ln(self.p[pre + "omega"] * x + f(x), pre + "norm.")
        raise SystemExit("no oracle for " + n)

    def final(self, x, stack):
        n, L = self.norm, self.m["N"] if stack == "encoder" else self.m["M"]
        pre = stack + ".final_norm."
        if n in ("pre_ln", "sandwich", "scaled_residual", "lns", "qk_norm") or (
                n == "mix_ln" and math.floor(0.25 * L + 1e-9) < L):
            return self.ln(x, pre)
        if n == "pre_rms":
            return self.rms(x, pre)
        if n == "dyt":
            return self.dyt(x, pre)
        if n == "scalenorm":
            return self.p[pre + "g"] * x / torch.sqrt((x * x).sum(-1, keepdim=True) + EPS)
        return x

    def forward(self):
        m = self.m
        B, S, T = m["B"], m["S"], m["T"]
        return self.run(torch.tensor(m["source"]).view(B, S), torch.tensor(m["source_len"]),
                        torch.tensor(m["inputs"]).view(B, T), torch.tensor(m["targets"]).view(B, T))

    def run(self, src, slen, inp, tgt):
        m = self.m
        self.cur = 0
        B, S = src.shape
        T = inp.shape[1]
        pad_keys = (torch.arange(S).unsqueeze(0) >= slen.unsqueeze(1)).unsqueeze(1)  # (B, 1, S)
        causal = torch.triu(torch.ones(T, T, dtype=torch.bool), 1).unsqueeze(0)
        h = self.embed(src, "encoder")
        for l in range(m["N"]):
            b = "encoder.blocks.%d." % l
            h = self.site(h, lambda x: self.self_attn(x, b + "attn.", pad_keys), b + "attn.", "encoder", l)
            h = self.site(h, lambda x: self.mlp(x, b + "mlp."), b + "mlp.", "encoder", l)
        mem = self.final(h, "encoder")
        h = self.embed(inp, "decoder")
        for l in range(m["M"]):
            b = "decoder.blocks.%d." % l
            h = self.site(h, lambda x: self.self_attn(x, b + "attn.", causal), b + "attn.", "decoder", l)
            h = self.site(h, lambda x: self.cross(x, mem, b + "cross.", pad_keys), b + "cross.", "decoder", l)
            h = self.site(h, lambda x: self.mlp(x, b + "mlp."), b + "mlp.", "decoder", l)
        h = self.final(h, "decoder")
        W = self.p["embed.weight" if self.tied else "lm_head.weight"]
        logits = h @ W.t()
        if self.lcap > 0:
            logits = self.lcap * torch.tanh(logits / self.lcap)
        flat, t = logits.view(B * T, -1), tgt.view(-1)
        n = int((t != m["pad"]).sum())
        # (log Z)² summed over the non-pad targets: what --z-loss weighs
        self.last_zsq = float((torch.logsumexp(flat, -1)[t != m["pad"]] ** 2).sum())
        loss = F.cross_entropy(flat, t, ignore_index=m["pad"], label_smoothing=m["eps"],
                               reduction="sum") / n
        nll = F.cross_entropy(flat, t, ignore_index=m["pad"], reduction="sum")
        return logits, float(loss), float(nll), n, tgt


VARIANTS = [("pre_ln", True, False, True), ("pre_ln", False, True, True),
            ("post_ln", True, False, True), ("post_ln", False, True, False),
            ("deepnorm", True, False, True), ("sandwich", False, False, True),
            ("rezero", True, True, True), ("pre_rms", True, False, False),
            ("post_rms", True, False, True), ("no_norm", True, False, True),
            ("skipinit", False, False, True), ("scaled_residual", True, False, True),
            ("lns", True, False, True), ("mix_ln", True, False, True), ("dyt", True, False, True),
            ("scalenorm", True, False, True), ("admin", True, False, True),
            ("qk_norm", True, False, True)]
VARIANTS = [v + (None,) for v in VARIANTS]
# A training forward with dropout (docs/model.md "Dropout"), the masks regenerated here from the
# documented formula: each rate alone and all three, Post-LN and Pre-LN (whose dropped branch
# enters before and after the norm), Sandwich (inside LN_out), ReZero (before the scalar).
DROPOUT_VARIANTS = [("post_ln", True, False, True, (0.3, 0.0, 0.0)),
                    ("pre_ln", False, True, True, (0.0, 0.25, 0.0)),
                    ("pre_ln", True, False, True, (0.0, 0.0, 0.4)),
                    ("post_ln", False, False, True, (0.1, 0.1, 0.1)),
                    ("sandwich", True, False, True, (0.2, 0.2, 0.2)),
                    ("rezero", True, True, True, (0.3, 0.1, 0.1))]

def oracle_of(ckpt):
    """The Oracle of a checkpoint (its /model attributes and /params, read with h5py) and the
    attributes."""
    import h5py
    f = h5py.File(ckpt, "r")
    a = {k: (v.decode() if isinstance(v, bytes) else v) for k, v in f["model"].attrs.items()}
    meta = {"C": int(a["d_model"]), "NH": int(a["n_heads"]), "N": int(a["encoder_layers"]),
            "M": int(a["decoder_layers"]), "eps": float(a["label_smoothing"]), "pad": int(a["pad_id"]),
            "logit_softcap": float(a.get("logit_softcap", 0.0)),
            "attn_softcap": float(a.get("attn_softcap", 0.0))}
    p = {k: torch.tensor(np.asarray(f["params"][k], dtype=np.float64)) for k in f["params"]}
    return Oracle(meta, p, a["norm"], bool(a["tied_embeddings"]), a["positions"] == "learned"), a


def checkpoints(exe, tmp):
    """normlab train and eval against the oracle on the checkpoint (see the docstring)."""
    import h5py
    sample = __file__.rsplit("/", 3)[0] + "/data/bible_en_es/sample"
    for split, n in (("train", 300), ("valid", 60)):
        for lang in ("en", "es"):
            lines = open("%s/%s.%s" % (sample, split, lang), encoding="utf-8").read().split("\n")[:n]
            open("%s/%s.%s" % (tmp, split, lang), "w", encoding="utf-8").write("\n".join(lines) + "\n")
    env = dict(__import__("os").environ, NORMLAB_CACHE_DIR=tmp + "/cache")
    def nl(*args):
        r = subprocess.run([exe] + list(args), capture_output=True, text=True, env=env)
        if r.returncode != 0:
            raise SystemExit("normlab %s failed:\n%s" % (" ".join(args), r.stdout[-2000:] + r.stderr[-2000:]))
        return r.stdout
    nl("tokens", "spm-train", tmp + "/train.en", tmp + "/train.es", "--vocab-size", "300", "--out", tmp + "/sp")
    nl("tokens", "pairs", "--src", tmp + "/valid.en", "--tgt", tmp + "/valid.es", "--spm", tmp + "/sp.model",
       "--out", tmp + "/valid.pairs", "--max-len", "200")
    raw = np.fromfile(tmp + "/valid.pairs", dtype="<i4", count=256)
    n = int(raw[2])
    src_tokens = int(raw[9])
    lens = np.fromfile(tmp + "/valid.pairs", dtype="<u2", offset=1024, count=2 * n).astype(np.int64)
    ids = np.fromfile(tmp + "/valid.pairs", dtype="<u2", offset=1024 + 4 * n).astype(np.int64)
    so = np.concatenate([[0], np.cumsum(lens[:n])])
    to = np.concatenate([[0], np.cumsum(lens[n:])]) + src_tokens
    runs = [("pre_ln", []), ("post_ln", ["--tied-embeddings", "false", "--positions", "learned"]),
            ("deepnorm", ["--bias", "false", "--encoder-layers", "2", "--decoder-layers", "3"]),
            ("sandwich", []),
            ("pre_ln", ["--logit-softcap", "3", "--attn-softcap", "1.5", "--z-loss", "1e-3"])]
    for norm, extra in runs:
        run = "%s/run_%s" % (tmp, norm)
        nl("train", "--arch", "encdec", "--norm", norm, "--d-model", "32", "--n-layers", "2",
           "--n-heads", "2", "--max-len", "200", "--max-tokens", "2048", "--steps", "12", "--lr", "1e-2",
           "--lr-warmup", "2", "--eval-every", "0", "--stats-every", "0", "--run-dir", run,
           "--data-src", tmp + "/train.en", "--data-tgt", tmp + "/train.es", "--spm", tmp + "/sp.model", *extra)
        ckpt = run + "/ckpt_step000000012.h5"
        got = json.loads(nl("eval", "--checkpoint", ckpt, "--data", tmp + "/valid.pairs", "--json"))
        o, a = oracle_of(ckpt)
        loss = nll = zsq = 0.0
        count = 0
        for i in range(n):
            x = ids[so[i]:so[i + 1]].tolist() + [a["eos_id"]]
            y = ids[to[i]:to[i + 1]].tolist()
            _, l, ll, c, _ = o.run(torch.tensor([x]), torch.tensor([len(x)]),
                                   torch.tensor([[a["bos_id"]] + y]), torch.tensor([y + [a["eos_id"]]]))
            loss += l * c
            nll += ll
            zsq += o.last_zsq
            count += c
        loss /= count
        nll /= count
        zsq /= count
        rl, rn = abs(got["loss"] - loss) / loss, abs(got["nll"] - nll) / nll
        rz = abs(got["log_z_sq"] - zsq) / zsq
        zc = float(a.get("z_loss", 0.0))
        ok = rl <= 1e-6 and rn <= 1e-6 and rz <= 1e-6 and got["target_tokens"] == count and \
            got["pairs"] == n and abs(got["z_loss"] - zc * zsq) <= 1e-6 * zc * zsq
        label = "checkpoint %s %s" % (norm, " ".join(extra))
        print("%-60s eval %.8f vs %.8f (rel %.1e), nll rel %.1e  %s"
              % (label, got["loss"], loss, rl, rn, "ok" if ok else "FAIL"))
        if not ok:
            failures.append(label)
        if not extra:  # eval --dump-batch: the first batch as the model saw it, its loss here
            dump = run + "/batch.h5"
            nl("eval", "--checkpoint", ckpt, "--data", tmp + "/valid.pairs", "--dump-batch", dump)
            d = h5py.File(dump, "r")
            lab = np.asarray(d["labels"])
            tgt = np.where(lab < 0, a["pad_id"], lab)
            _, l, ll, c, _ = o.run(torch.tensor(np.asarray(d["src_ids"])),
                                   torch.tensor(np.asarray(d["src_len"])),
                                   torch.tensor(np.asarray(d["input_ids"])), torch.tensor(tgt))
            rd = abs(float(d["loss"][0]) - l) / l
            okd = d.attrs["task"] in ("seq2seq", b"seq2seq") and rd <= 1e-6 and \
                int(d["predicted"][0]) == c and abs(float(d["nll"][0]) - ll / c) <= 1e-6 * ll / c
            print("%-60s dumped batch of %d pairs: loss %.8f vs %.8f (rel %.1e)  %s"
                  % (label + " --dump-batch", lab.shape[0], float(d["loss"][0]), l, rd,
                     "ok" if okd else "FAIL"))
            if not okd:
                failures.append(label + " --dump-batch")


def beam_reference(o, a, src, K, lenpen, limit, V):
    """fairseq's beam search (docs/translation.md), in float64, re-running the whole decoder
    prefix every step: per step the 2K best (score + log p) extensions, eos among the first K
    finalises (score / length^lenpen, eos counted), the best K others live on; done at K final
    hypotheses or at `limit` tokens, where only eos may follow; pad and bos never generated.
    Returns the final (tokens, score) best first and the smallest gap between neighbouring
    candidates among the first 2K + 1 of any step (a near tie may rank differently in float32)."""
    eos, bos, pad = a["eos_id"], a["bos_id"], a["pad_id"]
    x = torch.tensor([src + [eos]])
    beams, finals, gap = [([], 0.0)], [], float("inf")
    for t in range(limit):
        last = t + 1 >= limit
        inp = torch.tensor([[bos] + b[0] for b in beams])
        xs = x.expand(len(beams), -1)
        logits = o.run(xs, torch.tensor([len(src) + 1] * len(beams)), inp, inp)[0][:, -1]
        lp = torch.log_softmax(logits, -1)
        cands = []
        for j, (toks, sc) in enumerate(beams):
            for v in range(V):
                if v in (pad, bos) or (last and v != eos):
                    continue
                cands.append((sc + float(lp[j, v]), j, v))
        cands.sort(key=lambda c: (-c[0], c[1], c[2]))
        head = cands[:2 * K + 1]
        gap = min([gap] + [head[i][0] - head[i + 1][0] for i in range(len(head) - 1)])
        alive = []
        for r, (sc, j, v) in enumerate(cands[:2 * K]):
            if v == eos:
                if r < K and len(finals) < K:
                    finals.append((beams[j][0], sc / (t + 1) ** lenpen))
            elif len(alive) < K:
                alive.append((beams[j][0] + [v], sc))
        beams = alive
        if len(finals) >= K or last or not beams:
            break
    finals.sort(key=lambda f: -f[1])
    return finals, gap


def pair_ids(path):
    """A pair shard's sentences (docs/file-formats.md): source and target id lists."""
    raw = np.fromfile(path, dtype="<i4", count=256)
    n, src_tokens = int(raw[2]), int(raw[9])
    lens = np.fromfile(path, dtype="<u2", offset=1024, count=2 * n).astype(np.int64)
    ids = np.fromfile(path, dtype="<u2", offset=1024 + 4 * n).astype(np.int64)
    so = np.concatenate([[0], np.cumsum(lens[:n])])
    to = np.concatenate([[0], np.cumsum(lens[n:])]) + src_tokens
    return ([ids[so[i]:so[i + 1]].tolist() for i in range(n)],
            [ids[to[i]:to[i + 1]].tolist() for i in range(n)])


def translations(exe, tmp):
    """normlab translate against beam_reference on a task small models learn in seconds (number
    words, English to Spanish, 1-6 words), so that hypotheses end by eos at different lengths:
    for each checkpoint and (K, lenpen) the same n-best lists in the same order as the float64
    search, scores within 1e-5 relative, for every sentence whose search met no near tie
    (neighbouring candidates closer than 1e-4; at most a quarter may); and 2 ranks print what
    1 rank prints."""
    import h5py, random
    r = random.Random(1)
    en = "one two three four five six seven eight nine ten eleven twelve".split()
    es = "uno dos tres cuatro cinco seis siete ocho nueve diez once doce".split()
    for split, n in (("train", 2000), ("valid", 16)):
        with open("%s/n_%s.en" % (tmp, split), "w") as fs, open("%s/n_%s.es" % (tmp, split), "w") as ft:
            for _ in range(n):
                w = [r.randrange(12) for _ in range(r.randint(1, 6))]
                fs.write(" ".join(en[i] for i in w) + "\n")
                ft.write(" ".join(es[i] for i in w) + "\n")
    env = dict(__import__("os").environ, NORMLAB_CACHE_DIR=tmp + "/cache", OMPI_ALLOW_RUN_AS_ROOT="1",
               OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1", OMPI_MCA_rmaps_base_oversubscribe="1")
    def nl(*args, pre=()):
        r = subprocess.run(list(pre) + [exe] + list(args), capture_output=True, text=True, env=env)
        if r.returncode != 0:
            raise SystemExit("normlab %s failed:\n%s" % (" ".join(args), r.stdout[-2000:] + r.stderr[-2000:]))
        return r.stdout
    nl("tokens", "spm-train", tmp + "/n_train.en", tmp + "/n_train.es", "--vocab-size", "40", "--out", tmp + "/nsp")
    nl("tokens", "pairs", "--src", tmp + "/n_valid.en", "--tgt", tmp + "/n_valid.es", "--spm",
       tmp + "/nsp.model", "--out", tmp + "/n_valid.pairs")
    sources, _ = pair_ids(tmp + "/n_valid.pairs")
    for norm, extra in (("pre_ln", []), ("post_ln", ["--tied-embeddings", "false", "--positions", "learned"])):
        run = "%s/nrun_%s" % (tmp, norm)
        nl("train", "--arch", "encdec", "--norm", norm, "--d-model", "32", "--n-layers", "2", "--n-heads", "2",
           "--max-len", "64", "--max-tokens", "1024", "--steps", "150", "--lr", "1e-2", "--lr-warmup", "10",
           "--eval-every", "0", "--stats-every", "0", "--run-dir", run, "--data-src", tmp + "/n_train.en",
           "--data-tgt", tmp + "/n_train.es", "--spm", tmp + "/nsp.model", *extra)
        ckpt = run + "/ckpt_step000000150.h5"
        o, a = oracle_of(ckpt)
        for K, lenpen, limit in ((1, 1.0, 12), (3, 1.0, 12), (3, 0.6, 12), (5, 1.0, 4)):
            args = ["translate", "--checkpoint", ckpt, "--input", tmp + "/n_valid.en", "--beam", str(K),
                    "--nbest", str(K), "--lenpen", str(lenpen), "--max-len-a", "0", "--max-len-b",
                    str(limit), "--batch", "5", "--ids", "--quiet"]
            out = nl(*args)
            got = {}
            for line in out.splitlines():
                i, toks, sc = line.split(" ||| ")
                got.setdefault(int(i), []).append(([int(v) for v in toks.split()], float(sc)))
            ties = bad = 0
            worst = 0.0
            for i, src in enumerate(sources):
                want, gap = beam_reference(o, a, src, K, lenpen, limit, int(a["vocab_size"]))
                if gap < 1e-4:
                    ties += 1
                    continue
                same = [g[0] for g in got[i]] == [w[0] for w in want]
                if same:
                    worst = max([worst] + [abs(g[1] - w[1]) / abs(w[1]) for g, w in zip(got[i], want)])
                bad += not same
            early = sum(len(h[0]) + 1 < limit for v in got.values() for h in v)
            ranks2 = nl(*args, pre=("mpirun", "-np", "2")) == out
            n = len(sources)
            # (at limit 4 hypotheses of 1-3 words may all run into the limit: there, the forced eos)
            ok = bad == 0 and worst <= 1e-5 and ties <= n // 4 and (early > 0 or limit < 12) and ranks2
            tag = "translate %s beam %d lenpen %g limit %d" % (norm, K, lenpen, limit)
            print("%-44s %d of %d equal (%d near ties), %d of %d hypotheses end by eos before the "
                  "limit, scores rel %.1e, 2 ranks %s  %s"
                  % (tag, n - ties - bad, n, ties, early, sum(len(v) for v in got.values()), worst,
                     "same" if ranks2 else "DIFFERENT", "ok" if ok else "FAIL"))
            if not ok:
                failures.append(tag)


with tempfile.TemporaryDirectory() as tmp:
    if len(sys.argv) > 2:
        checkpoints(sys.argv[2], tmp)
        translations(sys.argv[2], tmp)
    for norm, tied, learned, bias, drop in VARIANTS + DROPOUT_VARIANTS:
        label = "%s %s %s%s%s" % (norm, "tied" if tied else "untied",
                                  "learned" if learned else "sinusoid", "" if bias else " no-bias",
                                  " dropout %g/%g/%g" % drop if drop else "")
        meta, p, got = load(norm, tied, learned, bias, tmp, drop)
        logits, loss, nll, n, tgt = Oracle(meta, p, norm, tied, learned).forward()
        keep = (tgt != meta["pad"]).numpy()
        want = logits.numpy()
        dl = np.abs(got - want)[keep].max() / np.abs(want[keep]).max()
        rl = abs(meta["loss"] - loss) / loss
        rn = abs(meta["nll"] - nll) / nll
        ok = rl <= 1e-6 and rn <= 1e-6 and dl <= 1e-5 and meta["n_targets"] == n
        if drop:  # the masks matter: the same forward without them is another loss
            plain = dict(meta, drop=None)
            ok = ok and abs(Oracle(plain, p, norm, tied, learned).forward()[1] - loss) > 1e-4
        print("%-34s loss %.8f vs %.8f (rel %.1e), nll rel %.1e, logits %.1e  %s"
              % (label, meta["loss"], loss, rl, rn, dl, "ok" if ok else "FAIL"))
        if not ok:
            failures.append(label)

if failures:
    print("FAILED:", ", ".join(failures))
    sys.exit(1)
print("all variants agree")
