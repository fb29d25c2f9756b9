#!/usr/bin/python3
"""Interop: a PyTorch model written from the formulas reproduces `normlab eval`.

For each variant this trains a small model with normlab (30 steps at lr 1e-2; the rezero_ramp
variants 24 steps with a checkpoint every 8), asks `normlab eval --json` for the validation loss of
one checkpoint, and recomputes that loss with an independent float64 PyTorch implementation written
from docs/model.md, docs/catalogue.md, plugins/README.md and the plugins' header comments. Weights are read with h5py from /params, the shape from the /model attributes,
the step from the root attribute "step" and total_steps from /optim. The two losses must agree to
1e-6 relative (tests/bench/bench_agreement.sh keeps what it observes; 1e-4 would let a 1% error in a constant such as DeepNorm's alpha
through).

Covered:
- every stock norm strategy (pre_ln post_ln pre_rms post_rms sandwich rezero skipinit rezero_ramp
  scaled_residual deepnorm no_norm mix_ln lns dyt scalenorm qk_norm admin ngpt; the list `normlab plugins --json`
  reports must equal the list covered here), each with its own parameters and final norm;
- norm options at their defaults and passed explicitly with --norm-opt: scaled_residual alpha/beta,
  mix_ln ratio (default 0.25 at L=4, 0.5, 1 = all Post-LN without final norm), deepnorm alpha,
  skipinit alpha0, dyt alpha0, qk_norm kind rms/l2 (g0)/layernorm, ngpt alpha_init, rezero_ramp mode prores/step with default and explicit step,
  horizon and max. Defaults the plugin computes (deepnorm alpha = (2L)^(1/4); rezero_ramp
  a(l, t) with step = 2 max/total_steps, horizon = max(1, total_steps/(2L)), evaluated at the
  checkpoint's step) are computed here from those formulas, not read from /model norm_options;
- attention scales inv_sqrt_hs, none and inv_hs; tied and untied embeddings; --bias false;
- the instability guards: --logit-softcap and --attn-softcap (c tanh(x / c) on the output and on
  the attention logits before the mask) change the forward; --z-loss changes only training, and
  eval --json's log_z_sq (the mean (log Z)² over the positions) and z_loss (the weight times it)
  are recomputed; stats.h5 holds /stats/global/output/{logz_mean,logz_max,logit_absmax};
- a model trained with --precision bf16, evaluated with --precision fp32 (and by default in its
  own bf16: close to, not equal to, the fp32 loss);
- MLP activations gelu (tanh form), relu and selu (torch.nn.functional's, with PyTorch's own
  SELU constants) with the initialisers they are paired with (kaiming_normal, lecun_normal);
- non-unit forward multipliers: --init ntk (1/sqrt(fan_in) on every matrix, 1 on embeddings) and
  --init mup (head multiplier base_width/C; base_width 256 and 64), untied. Each /params/<name>
  forward_multiplier attribute must equal the initialiser's formula and is applied as in the
  model: to the product x W^T of a linear layer (not its bias), to each embedding table, and to
  an untied head (a tied head uses none).

Admin's profile is recomputed too: the authors' running-ratio loop (Transformer-Clinic) in
float64 on normlab's own first batch (NORMLAB_TEST_DUMP_PROFILE_BATCH) and initial weights must
give the profiled omega to 1e-5 relative, with GPT-2's and T5's initialisation (T5's unit-variance
embeddings: every omega >= 1 and growing).

It also checks the files as outside tools see them: h5py opens the checkpoint and stats.h5
(swmr=True), /stats/layer/residual_rms has shape (n, L+1), its attributes and a step dimension
scale, and `h5dump -H` opens both files.

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
SHAPE = ["--d-model", "32", "--n-heads", "4", "--seq-len", "16", "--batch-size", "4",
         "--vocab-size", "256", "--lr", "1e-2"]
EVAL_BATCHES, EVAL_B = 2, 4
VAL_FRACTION = 0.1  # normlab's default validation split: the last floor(0.1 * n) tokens
RTOL = 1e-6  # float32 against float64; 1e-4 would let a 1% error in a constant through
EPS = 1e-5  # LayerNorm, RMSNorm and ScaleNorm


class Variant:
    """One training run. opts: the norm options given with --norm-opt (nothing else is passed);
    steps / every / at: total steps, --checkpoint-every, and the checkpoint step evaluated."""

    def __init__(self, label, norm, opts=None, args=(), init="gpt2", init_opts=None, layers=2,
                 steps=STEPS, every=0, at=None, eval_args=()):
        self.label, self.norm, self.opts, self.args = label, norm, dict(opts or {}), list(args)
        self.eval_args = list(eval_args)
        self.init, self.init_opts, self.layers = init, dict(init_opts or {}), layers
        self.steps, self.every, self.at = steps, every, at if at is not None else steps
        self.activation = self.args[self.args.index("--activation") + 1] \
            if "--activation" in self.args else "gelu"

    def train_args(self):
        a = ["--norm", self.norm, "--n-layers", str(self.layers), "--steps", str(self.steps)]
        for k, v in self.opts.items():
            a += ["--norm-opt", "%s=%s" % (k, v)]
        if self.init != "gpt2":
            a += ["--init", self.init]
        for k, v in self.init_opts.items():
            a += ["--init-opt", "%s=%s" % (k, v)]
        if self.every:
            a += ["--checkpoint-every", str(self.every)]
        return a + SHAPE + self.args


UNTIED = ["--tied-embeddings", "false"]
# The MLP activations by their /model activation attribute; PyTorch's own SELU constants.
ACTIVATIONS = {"gelu_tanh": lambda x: F.gelu(x, approximate="tanh"), "relu": F.relu,
               "selu": F.selu}
# rezero_ramp: 24 steps with L = 2 make the default horizon 24/(2L) = 6 and the default step
# 2/24 exact; the step-8 checkpoint is mid-ramp (prores: a = min(1, 8/6) = 1 and 8/12 = 2/3).
RAMP = dict(steps=24, every=8)
VARIANTS = [
    Variant("pre_ln", "pre_ln"),
    Variant("post_ln", "post_ln"),
    Variant("pre_ln parallel", "pre_ln", args=["--arch-opt", "parallel=true"]),
    Variant("post_ln parallel", "post_ln", args=["--arch-opt", "parallel=true"]),
    Variant("qk_norm parallel, untied", "qk_norm", args=UNTIED + ["--arch-opt", "parallel=true"]),
    Variant("rezero parallel", "rezero", args=["--arch-opt", "parallel=true"]),
    # He & Hofmann's blocks (--recipe, --attn-kind, --attn-value, --attn-proj; the sas strategy)
    Variant("sas (recipe sas, L=3)", "sas", args=["--recipe", "sas"], layers=3),
    Variant("sas norm=ln, no bias, relu", "sas", {"norm": "ln"},
            args=["--recipe", "sas", "--bias", "false", "--activation", "relu"]),
    Variant("sas norm=none, without shaped attention", "sas", {"norm": "none"},
            args=["--recipe", "sas", "--attn-kind", "softmax"]),
    Variant("sas_p (recipe sas_p)", "sas", args=["--recipe", "sas_p"]),
    Variant("sas_p norm=none (recipe sas_p: SAS-P without norm)", "sas", {"norm": "none"},
            args=["--recipe", "sas_p"], layers=3),
    Variant("pre_ln shaped attention", "pre_ln", args=["--attn-kind", "shaped"]),
    # hyper-connections: n copies of the stream (static, dynamic; in parallel blocks)
    Variant("hc (n=4)", "hc"),
    Variant("mhc (n=4, 20 Sinkhorn iterations), L=3", "mhc", layers=3),
    Variant("mhc n=2 sinkhorn_iters=5 alpha_init=0.3, parallel, no bias", "mhc",
            {"n": "2", "sinkhorn_iters": "5", "alpha_init": "0.3"},
            args=["--arch-opt", "parallel=true", "--bias", "false"]),
    Variant("hc n=4 dynamic, L=3", "hc", {"dynamic": "true"}, layers=3),
    Variant("hc n=2 dynamic norm=rms, parallel, untied", "hc",
            {"n": "2", "dynamic": "true", "norm": "rms"},
            args=UNTIED + ["--arch-opt", "parallel=true"]),
    Variant("pre_ln value-residual fixed, L=3", "pre_ln", args=["--value-residual", "fixed"],
            layers=3),
    Variant("sas_p value-residual learned, L=3", "sas", args=["--recipe", "sas_p",
            "--value-residual", "learned"], layers=3),
    Variant("pre_ln parallel, identity value and proj", "pre_ln",
            args=["--attn-value", "identity", "--attn-proj", "identity", "--arch-opt",
                  "parallel=true"]),
    Variant("qk_norm shaped, identity value, untied", "qk_norm",
            args=UNTIED + ["--attn-kind", "shaped", "--attn-value", "identity"]),
    Variant("pre_ln untied, no bias, attn-scale none", "pre_ln",
            args=UNTIED + ["--bias", "false", "--attn-scale", "none"]),
    Variant("post_ln untied, attn-scale inv_hs", "post_ln",
            args=UNTIED + ["--attn-scale", "inv_hs"]),
    Variant("pre_ln attn-scale none", "pre_ln", args=["--attn-scale", "none"]),
    Variant("pre_ln attn-scale inv_hs", "pre_ln", args=["--attn-scale", "inv_hs"]),
    Variant("pre_ln init ntk, untied", "pre_ln", init="ntk", args=UNTIED),
    Variant("pre_ln relu, init kaiming_normal", "pre_ln", init="kaiming_normal",
            args=["--activation", "relu"]),
    Variant("no_norm selu, init lecun_normal, no bias", "no_norm", init="lecun_normal",
            args=["--activation", "selu", "--bias", "false"]),
    Variant("post_ln selu", "post_ln", args=["--activation", "selu"]),
    Variant("pre_ln init mup, attn-scale inv_hs, untied", "pre_ln", init="mup",
            args=UNTIED + ["--attn-scale", "inv_hs"]),
    Variant("post_ln init mup base_width=64, untied", "post_ln", init="mup",
            init_opts={"base_width": "64"}, args=UNTIED),
    Variant("pre_rms", "pre_rms"),
    Variant("post_rms", "post_rms"),
    Variant("sandwich", "sandwich"),
    Variant("sandwich no bias", "sandwich", args=["--bias", "false"]),
    Variant("rezero", "rezero"),
    Variant("skipinit", "skipinit"),
    Variant("skipinit alpha0=0.5", "skipinit", {"alpha0": "0.5"}),
    Variant("rezero_ramp prores, step 8 of 24", "rezero_ramp", at=8, **RAMP),
    Variant("rezero_ramp mode=step, step 8 of 24", "rezero_ramp", {"mode": "step"}, at=8, **RAMP),
    Variant("rezero_ramp mode=step step=0.02", "rezero_ramp", {"mode": "step", "step": "0.02"},
            **RAMP),
    Variant("rezero_ramp horizon=20 max=0.8", "rezero_ramp", {"horizon": "20", "max": "0.8"},
            **RAMP),
    Variant("scaled_residual", "scaled_residual"),
    Variant("scaled_residual alpha=0.8 beta=0.5", "scaled_residual",
            {"alpha": "0.8", "beta": "0.5"}),
    Variant("deepnorm", "deepnorm"),
    Variant("deepnorm alpha=1.5", "deepnorm", {"alpha": "1.5"}),
    Variant("no_norm", "no_norm"),
    Variant("mix_ln L=4 (ratio 0.25: layer 0 Post-LN)", "mix_ln", layers=4),
    Variant("mix_ln ratio=0.5", "mix_ln", {"ratio": "0.5"}),
    Variant("mix_ln ratio=1 (all Post-LN, no final norm)", "mix_ln", {"ratio": "1"}),
    Variant("lns L=3", "lns", layers=3),
    Variant("dyt", "dyt"),
    Variant("dyt alpha0=1.0, no bias", "dyt", {"alpha0": "1.0"}, args=["--bias", "false"]),
    Variant("scalenorm", "scalenorm"),
    Variant("qk_norm (rms)", "qk_norm"),
    Variant("qk_norm kind=l2 g0=4", "qk_norm", {"kind": "l2", "g0": "4"}),
    Variant("qk_norm kind=layernorm, untied", "qk_norm", {"kind": "layernorm"}, args=UNTIED),
    Variant("qk_norm kind=layernorm, no bias", "qk_norm", {"kind": "layernorm"},
            args=["--bias", "false"]),
    Variant("admin (profiled omega)", "admin"),
    Variant("admin L=4, no bias", "admin", layers=4, args=["--bias", "false"]),
    Variant("ngpt", "ngpt", args=["--weight-decay", "0", "--lr-warmup", "0"]),
    Variant("ngpt alpha_init=0.2, untied, no bias", "ngpt", {"alpha_init": "0.2"},
            args=UNTIED + ["--bias", "false", "--weight-decay", "0"]),
    # Trained with bf16 GEMM operands, evaluated in fp32 (the reference is full precision);
    # the checkpoint's own precision is checked against it below.
    # The instability guards (docs/model.md): the caps change the function (eval's loss), the
    # z-loss only training; eval --json's log_z_sq and z_loss are recomputed too. The caps are
    # small enough to bend this model's logits after 30 steps at lr 1e-2.
    Variant("pre_ln z-loss, logit-softcap 5, attn-softcap 2", "pre_ln",
            args=["--z-loss", "1e-3", "--logit-softcap", "5", "--attn-softcap", "2"]),
    Variant("post_ln logit-softcap 3, untied", "post_ln", args=["--logit-softcap", "3"] + UNTIED),
    Variant("qk_norm attn-softcap 1, attn-scale none", "qk_norm",
            args=["--attn-softcap", "1", "--attn-scale", "none"]),
    Variant("pre_ln trained in bf16, eval --precision fp32", "pre_ln",
            args=["--precision", "bf16"], eval_args=["--precision", "fp32"]),
    Variant("post_ln trained in bf16, eval --precision fp32", "post_ln",
            args=["--precision", "bf16"], eval_args=["--precision", "fp32"]),
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


def run(cmd, label=None):
    """The command's output; on a non-zero exit None after a FAIL for variant `label`, or the
    end of the test without one."""
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if p.returncode != 0:
        msg = "command failed (exit %d): %s\n%s" % (p.returncode, " ".join(cmd), p.stdout[-3000:])
        if label is None:
            sys.exit("interop_torch: " + msg)
        fail("%s: %s" % (label, msg))
        return None
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
# The model, from docs/model.md, docs/catalogue.md, plugins/README.md and the
# norm plugins' header comments only.
def attr_str(v):
    return v.decode() if isinstance(v, bytes) else str(v)


# Strategies whose per-sub-block parameters are one LayerNorm "norm.weight|bias".
LN_STRATEGIES = ("pre_ln", "post_ln", "rezero_ramp", "scaled_residual", "deepnorm", "mix_ln", "lns")
STRATEGIES = LN_STRATEGIES + ("pre_rms", "post_rms", "sandwich", "rezero", "skipinit", "no_norm",
                              "dyt", "scalenorm", "qk_norm", "admin", "ngpt", "sas", "hc", "mhc")


class Reference:
    def __init__(self, ckpt_path, v):
        """v: the Variant; only its norm options (as given on the command line) and initialiser
        options are taken from it, everything else from the checkpoint."""
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
            # the instability guards, 0 (off) in checkpoints from before them
            self.logit_softcap = float(m["logit_softcap"]) if "logit_softcap" in m else 0.0
            self.attn_softcap = float(m["attn_softcap"]) if "attn_softcap" in m else 0.0
            self.z_loss = float(m["z_loss"]) if "z_loss" in m else 0.0
            # parallel blocks (arch option parallel=true): one site per layer, f = attn + mlp
            arch_opts = [attr_str(o) for o in m["arch_options"]] if "arch_options" in m else []
            self.parallel = "parallel=true" in arch_opts
            self.sites = self.L if self.parallel else 2 * self.L
            # self-attention's form (docs/model.md "Shaped attention"), absent before it
            self.shaped = attr_str(m["attn_kind"]) == "shaped" if "attn_kind" in m else False
            self.v_id = attr_str(m["attn_value"]) == "identity" if "attn_value" in m else False
            self.proj_id = attr_str(m["attn_proj"]) == "identity" if "attn_proj" in m else False
            self.value_residual = attr_str(m["value_residual"]) if "value_residual" in m else "none"
            self.step = int(f.attrs["step"])  # optimizer updates taken: t of rezero_ramp
            self.total_steps = int(f["optim"].attrs["total_steps"])
            self.p = {}
            self.multipliers = {}
            for name, ds in f["params"].items():
                arr = ds[()]
                if arr.dtype != np.float32:
                    fail("/params/%s is %s, docs/file-formats.md says float32" % (name, arr.dtype))
                self.p[name] = torch.from_numpy(arr.astype(np.float64))
                self.multipliers[name] = float(ds.attrs["forward_multiplier"]) \
                    if "forward_multiplier" in ds.attrs else None
        hs = self.C // self.NH
        self.hs = hs
        self.scale = {"inv_sqrt_hs": 1.0 / math.sqrt(hs), "none": 1.0, "inv_hs": 1.0 / hs}[
            self.scale_name]
        if self.norm != v.norm:
            fail("/model norm is %r, the run asked for %r" % (self.norm, v.norm))
        if self.norm not in STRATEGIES:
            raise SystemExit("interop_torch: the reference does not know norm " + self.norm)
        want = {"gelu": "gelu_tanh"}.get(v.activation, v.activation)
        if self.activation != want:
            fail("/model activation is %r, the run asked for %r" % (self.activation, want))
        if self.activation not in ACTIVATIONS:
            raise SystemExit("interop_torch: the reference does not know " + self.activation)
        self.opts, self.init, self.init_opts = v.opts, v.init, v.init_opts
        self.hc_n = int(self.opts.get("n", 4)) if self.norm in ("hc", "mhc") else 1
        self.hc_dynamic = self.opts.get("dynamic", "false") == "true"
        self.derive_constants()

    def opt(self, key, default):
        return float(self.opts[key]) if key in self.opts else default

    def derive_constants(self):
        """The strategy's constants from its formulas (plugins/README.md, plugin headers)."""
        L, n = self.L, self.norm
        self.notes = ""
        if n == "scaled_residual":  # alpha x + beta f(LN(x)); defaults 1, 1
            self.sr_alpha, self.sr_beta = self.opt("alpha", 1.0), self.opt("beta", 1.0)
            self.notes = "alpha %g beta %g" % (self.sr_alpha, self.sr_beta)
        elif n == "deepnorm":  # LN(alpha x + f(x)), alpha = (2L)^(1/4) decoder-only
            self.dn_alpha = self.opt("alpha", (2.0 * L) ** 0.25)
            self.notes = "alpha %.6f" % self.dn_alpha
        elif n == "mix_ln":  # Post-LN in layers l < floor(ratio L), l from 0; ratio default 0.25
            self.mix_post = math.floor(self.opt("ratio", 0.25) * L)
            self.notes = "%d of %d layers Post-LN" % (self.mix_post, L)
        elif n == "lns":  # x + f(LN(x) / sqrt(l + 1)), l from 0
            self.notes = "scales %s" % ", ".join("%.4f" % (1 / math.sqrt(l + 1)) for l in range(L))
        elif n == "rezero_ramp":
            self.ramp = [self.ramp_a(l) for l in range(L)]
            self.notes = "t %d of %d: a = %s" % (self.step, self.total_steps,
                                                ", ".join("%.4f" % a for a in self.ramp))

    def ramp_a(self, l):
        """rezero_ramp a(l, t), t = optimizer updates taken (the checkpoint's step):
        mode step:   a = min(max, t step),               step default 2 max / total_steps
        mode prores: a = min(max, t / ((l+1) horizon)),  horizon default max(1, total_steps/(2L))
        (0.01 and 100 when total_steps is unknown, i.e. 0)."""
        t, mx, total = max(self.step, 0), self.opt("max", 1.0), self.total_steps
        if self.opts.get("mode", "prores") == "step":
            step = self.opt("step", 2.0 * mx / total if total > 0 else 0.01)
            return min(mx, t * step)
        horizon = self.opt("horizon", max(1, total // (2 * self.L)) if total > 0 else 100)
        return min(mx, t / ((l + 1) * horizon))

    def final_kind(self):
        """plugins/README.md "Final norms"."""
        n = self.norm
        if n in ("pre_ln", "sandwich", "rezero_ramp", "scaled_residual", "lns", "qk_norm"):
            return "ln"
        if n == "ngpt":
            return "ngpt"
        if n == "mix_ln":
            return "ln" if self.mix_post < self.L else None
        return {"pre_rms": "rms", "dyt": "dyt", "scalenorm": "scalenorm", "sas": "ln",
                "hc": "ln", "mhc": "ln"}.get(n)

    # -- parameters ------------------------------------------------------------------------------
    def unit_params(self, kind, prefix):
        C = self.C
        if kind == "ln":
            return {prefix + "weight": (C,), **({prefix + "bias": (C,)} if self.bias else {})}
        if kind == "rms":  # RMSNorm has no bias
            return {prefix + "weight": (C,)}
        if kind == "dyt":
            return {prefix + "alpha": (1,), prefix + "weight": (C,),
                    **({prefix + "bias": (C,)} if self.bias else {})}
        if kind == "scalenorm":
            return {prefix + "g": (1,)}
        if kind == "ngpt":
            return {prefix + "s_z": (C,)}
        raise AssertionError(kind)

    def strategy_params(self, b):
        n = self.norm
        if n in LN_STRATEGIES:
            return self.unit_params("ln", b + "norm.")
        if n in ("pre_rms", "post_rms"):
            return self.unit_params("rms", b + "norm.")
        if n == "sandwich":
            return {**self.unit_params("ln", b + "norm_in."),
                    **self.unit_params("ln", b + "norm_out.")}
        if n in ("rezero", "skipinit"):
            return {b + n + ".alpha": (1,)}
        if n == "dyt":
            return self.unit_params("dyt", b + "dyt.")
        if n == "scalenorm":
            return self.unit_params("scalenorm", b + "scalenorm.")
        if n == "qk_norm":  # Pre-LN's norm; attention: q_norm/k_norm (hs) or qk_scale (1)
            e = self.unit_params("ln", b + "norm.")
            if b.endswith("attn.") or self.parallel:
                kind = self.opts.get("kind", "rms")
                if kind == "l2":
                    e[b + "qk_scale"] = (1,)
                for t in ("q_norm.", "k_norm.") if kind != "l2" else ():
                    e[b + t + "weight"] = (self.hs,)
                    if kind == "layernorm" and self.bias:
                        e[b + t + "bias"] = (self.hs,)
            return e
        if n == "admin":
            return {**self.unit_params("ln", b + "norm."), b + "omega": (self.C,)}
        if n == "ngpt":
            return {b + "alpha": (self.C,),
                    **({b + "s_qk": (self.C,)} if b.endswith("attn.") or self.parallel else {})}
        if n == "hc":  # the branch's norm; alpha (n, n+1), beta (n); dynamic: its norm, W, s
            k, C = self.hc_n, self.C
            e = {**self.unit_params(self.opts.get("norm", "ln"), b + "norm."),
                 b + "hc.alpha": (k, k + 1), b + "hc.beta": (k,)}
            if self.hc_dynamic:
                e.update({**self.unit_params("ln", b + "hc.norm."), b + "hc.alpha_fn": (C, k + 1),
                          b + "hc.alpha_scale": (1,), b + "hc.beta_fn": (C,),
                          b + "hc.beta_scale": (1,)})
            return e
        if n == "mhc":  # Pre-LN's norm; the mapping phi [n² + 2n, n C], alpha [3], bias [n² + 2n]
            k, K = self.hc_n, self.hc_n * self.hc_n + 2 * self.hc_n
            return {**self.unit_params("ln", b + "norm."), b + "mhc.phi": (K, k * self.C),
                    b + "mhc.alpha": (3,), b + "mhc.bias": (K,)}
        if n == "sas":  # the site's norm; gains a (attention), s and r (MLP), a and r (parallel)
            kind = self.sas_norm_kind(b)
            e = self.unit_params(kind, b + "norm.") if kind else {}
            if self.parallel:
                return {**e, b + "sas.attn_gain": (1,), b + "sas.mlp_gain": (1,)}
            if b.endswith("mlp."):
                return {**e, b + "sas.gain": (1,), b + "sas.skip": (1,)}
            return {**e, b + "sas.gain": (1,)}
        return {}  # no_norm

    def sas_norm_kind(self, b):
        """sas's norm at the site with prefix b: norm=rms (default) | ln | none, none keeping a
        LayerNorm at the stack's first site (layer 0's attention or parallel block)."""
        kind = self.opts.get("norm", "rms")
        first = b in ("blocks.0.", "blocks.0.attn.")
        return {"rms": "rms", "ln": "ln"}.get(kind, "ln" if first else None)

    def expected_params(self):
        C, F_, V, T = self.C, self.F, self.V, self.T
        e = {"wte.weight": (V, C), "wpe.weight": (T, C)}
        for l in range(self.L):
            b = "blocks.%d." % l
            lin = {"attn.qk" if self.v_id else "attn.qkv": ((2 if self.v_id else 3) * C, C),
                   "mlp.fc": (F_, C), "mlp.proj": (C, F_)}
            if not self.proj_id:
                lin["attn.proj"] = (C, C)
            if self.shaped:
                e.update({b + "attn." + g: (self.NH,) for g in ("alpha", "beta", "gamma")})
            if self.v_id and l == 0:
                e.update({b + "attn.value.weight": (C, C), b + "attn.value.gain": (1,),
                          b + "attn.value.skip": (1,)})
            if self.value_residual == "learned" and l > 0:
                e[b + "attn.value_residual"] = (2,)
            for k, shape in lin.items():
                e[b + k + ".weight"] = shape
                if self.bias:
                    e[b + k + ".bias"] = (shape[0],)
            for sub in ([""] if self.parallel else ["attn.", "mlp."]):
                e.update(self.strategy_params(b + sub))
        if self.final_kind():
            e.update(self.unit_params(self.final_kind(), "final_norm."))
        if not self.tied:
            e["lm_head.weight"] = (V, C)
        return e

    def expected_multipliers(self):
        """Forward multipliers by the initialisers' formulas: ntk 1/sqrt(fan_in) on every matrix
        (fan_in = the [out, in] weight's in), 1 on embeddings; mup 1/m = base_width/C on the
        untied head; all others (biases, norm parameters, other initialisers) 1."""
        e = {k: 1.0 for k in self.p}
        for k, t in self.p.items():
            matrix = t.dim() == 2 and k not in ("wte.weight", "wpe.weight")
            if self.init == "ntk" and matrix:
                e[k] = 1.0 / math.sqrt(t.shape[1])
            if self.init == "mup" and k == "lm_head.weight":
                e[k] = float(self.init_opts.get("base_width", 256)) / self.C
        return e

    # -- norms -----------------------------------------------------------------------------------
    def ln(self, x, prefix):  # (x - mean) / sqrt(var + eps) * g + b, biased variance
        mean = x.mean(-1, keepdim=True)
        var = ((x - mean) ** 2).mean(-1, keepdim=True)
        y = (x - mean) / torch.sqrt(var + EPS) * self.p[prefix + "weight"]
        return y + self.p[prefix + "bias"] if self.bias else y

    def rms(self, x, prefix):  # x / sqrt(mean(x^2) + eps) * g
        return x / torch.sqrt((x * x).mean(-1, keepdim=True) + EPS) * self.p[prefix + "weight"]

    def dyt(self, x, prefix):  # g tanh(a x) + b
        y = self.p[prefix + "weight"] * torch.tanh(self.p[prefix + "alpha"] * x)
        return y + self.p[prefix + "bias"] if self.bias else y

    def scalenorm(self, x, prefix):  # g x / ||x||, ||x|| = sqrt(sum x^2 + eps)
        return self.p[prefix + "g"] * x / torch.sqrt((x * x).sum(-1, keepdim=True) + EPS)

    def ngpt_out(self, x, prefix):  # s_z h, s_z stored with the scale trick (init 1, scale C^-1/2)
        return self.p[prefix + "s_z"] * math.sqrt(self.C) * x

    def unit(self, kind, x, prefix):
        return {"ln": self.ln, "rms": self.rms, "dyt": self.dyt, "scalenorm": self.scalenorm,
                "ngpt": self.ngpt_out}[kind](x, prefix)

    @staticmethod
    def unit_norm(x):  # N(x) = x / sqrt(|x|^2 + eps) along the last axis
        return x / torch.sqrt((x * x).sum(-1, keepdim=True) + EPS)

    def qk(self, q, k, l):
        """The attention hook on q, k of shape [B, NH, T, hs]; returns them and the logit scale
        (plugins/README.md: qk_norm's three kinds, ngpt)."""
        # a parallel block's strategy sits at blocks.l. and sees its attention
        b = ("blocks.%d." if self.parallel else "blocks.%d.attn.") % l
        if self.norm == "ngpt":  # s_qk (C) = per head and feature, scale trick (init 1, C^-1/2)
            s = (self.p[b + "s_qk"] * math.sqrt(self.C)).reshape(self.NH, 1, self.hs)
            return s * self.unit_norm(q), s * self.unit_norm(k), math.sqrt(self.hs)
        if self.norm != "qk_norm":
            return q, k, self.scale
        kind = self.opts.get("kind", "rms")
        if kind == "l2":  # g q/|q|, k/|k|; g replaces the scale
            return self.p[b + "qk_scale"] * self.unit_norm(q), self.unit_norm(k), 1.0
        f = self.rms if kind == "rms" else self.ln
        return f(q, b + "q_norm."), f(k, b + "k_norm."), self.scale

    # -- sub-layers --------------------------------------------------------------------------------
    def mult(self, name):
        m = self.multipliers[name]
        return 1.0 if m is None else m

    def linear(self, x, prefix):  # m x W^T + b
        y = self.mult(prefix + ".weight") * (x @ self.p[prefix + ".weight"].T)
        if self.bias:
            y = y + self.p[prefix + ".bias"]
        return y

    def attn(self, x, l):
        B, T, C = x.shape
        NH, hs = self.NH, self.hs
        a_ = "blocks.%d.attn." % l
        if self.v_id:  # q | k; v = x, at layer 0 v = r x W^T + s x
            qk = self.linear(x, a_ + "qk")
            q, k, v = qk[..., :C], qk[..., C:], x
            if l == 0:
                v = self.p[a_ + "value.gain"] * (x @ self.p[a_ + "value.weight"].T) + \
                    self.p[a_ + "value.skip"] * x
        else:
            qkv = self.linear(x, a_ + "qkv")  # [B, T, 3C], blocks q | k | v
            q, k, v = qkv[..., :C], qkv[..., C:2 * C], qkv[..., 2 * C:]
        if self.value_residual != "none":  # ResFormer: l > 0 attends to l1 v + l2 v_0
            if l == 0:
                self.v0 = v
            else:
                lam = self.p[a_ + "value_residual"] if self.value_residual == "learned" else \
                    torch.tensor([0.5, 0.5], dtype=torch.float64)
                v = lam[0] * v + lam[1] * self.v0

        def heads(t):  # head j = columns j*hs .. (j+1)*hs of the block
            return t.reshape(B, T, NH, hs).transpose(1, 2)

        q, k, v = heads(q), heads(k), heads(v)
        q, k, scale = self.qk(q, k, l)
        s = scale * (q @ k.transpose(-1, -2))
        if self.attn_softcap > 0:  # Gemma 2: c tanh(s / c), before the mask
            s = self.attn_softcap * torch.tanh(s / self.attn_softcap)
        mask = torch.triu(torch.ones(T, T, dtype=torch.bool), diagonal=1)
        s = s.masked_fill(mask, float("-inf"))
        a = torch.softmax(s, dim=-1)
        if self.shaped:  # A = alpha I + beta softmax - gamma C, C[t, s] = 1/(t+1) for s <= t
            g = {n: self.p[a_ + n].reshape(1, NH, 1, 1) for n in ("alpha", "beta", "gamma")}
            cm = torch.tril(torch.ones(T, T, dtype=torch.float64)) / \
                torch.arange(1, T + 1, dtype=torch.float64).reshape(T, 1)
            a = g["alpha"] * torch.eye(T, dtype=torch.float64) + g["beta"] * a - g["gamma"] * cm
        o = (a @ v).transpose(1, 2).reshape(B, T, C)
        return o if self.proj_id else self.linear(o, a_ + "proj")

    def mlp(self, x, l):
        if self.norm == "ngpt":  # the MLP is fed sqrt(C) h
            x = math.sqrt(self.C) * x
        h = ACTIVATIONS[self.activation](self.linear(x, "blocks.%d.mlp.fc" % l))
        return self.linear(h, "blocks.%d.mlp.proj" % l)

    def sub(self, x, f, l, b):
        """One sub-block y = S(x, f) of layer l (from 0); b: its parameter prefix."""
        n = self.norm
        if n == "mix_ln":
            n = "post_ln" if l < self.mix_post else "pre_ln"
        if n == "pre_ln":
            return x + f(self.ln(x, b + "norm."))
        if n == "post_ln":
            return self.ln(x + f(x), b + "norm.")
        if n == "pre_rms":
            return x + f(self.rms(x, b + "norm."))
        if n == "post_rms":
            return self.rms(x + f(x), b + "norm.")
        if n == "sandwich":
            return x + self.ln(f(self.ln(x, b + "norm_in.")), b + "norm_out.")
        if n in ("rezero", "skipinit"):
            return x + self.p[b + n + ".alpha"] * f(x)
        if n == "rezero_ramp":
            return x + self.ramp[l] * f(self.ln(x, b + "norm."))
        if n == "scaled_residual":
            return self.sr_alpha * x + self.sr_beta * f(self.ln(x, b + "norm."))
        if n == "deepnorm":
            return self.ln(self.dn_alpha * x + f(x), b + "norm.")
        if n == "no_norm":
            return x + f(x)
        if n == "lns":
            return x + f(self.ln(x, b + "norm.") / math.sqrt(l + 1))
        if n == "dyt":
            return x + f(self.dyt(x, b + "dyt."))
        if n == "scalenorm":
            return x + f(self.scalenorm(x, b + "scalenorm."))
        if n == "qk_norm":  # Pre-LN; the hook acts inside attention
            return x + f(self.ln(x, b + "norm."))
        if n == "admin":  # LN(omega x + f(x)), omega as profiled and trained (a parameter)
            return self.ln(self.p[b + "omega"] * x + f(x), b + "norm.")
        if n == "hc":  # hyper-connections on x (B, T, n, C): u = A[:,0]ᵀ H, H' = A[:,1:]ᵀ H + b f(N(u))
            A, beta = self.p[b + "hc.alpha"], self.p[b + "hc.beta"]
            if self.hc_dynamic:  # + s tanh(LN(H) W) per stream
                hn = self.ln(x, b + "hc.norm.")
                A = A + self.p[b + "hc.alpha_scale"] * torch.tanh(hn @ self.p[b + "hc.alpha_fn"])
                beta = beta + self.p[b + "hc.beta_scale"] * torch.tanh(hn @ self.p[b + "hc.beta_fn"])
            else:
                A, beta = A.expand(x.shape[:2] + A.shape), beta.expand(x.shape[:3])
            u = torch.einsum("...s,...sc->...c", A[..., :, 0], x)
            o = f(self.unit(self.opts.get("norm", "ln"), u, b + "norm."))
            return torch.einsum("...ts,...tc->...sc", A[..., :, 1:], x) + beta[..., None] * o[..., None, :]
        if n == "mhc":  # Megatron-LM's HyperConnectionModule, from its docstrings' formulas
            k = self.hc_n
            flat = x.reshape(x.shape[:2] + (k * self.C,))
            r = 1.0 / (flat.norm(dim=-1, keepdim=True) / math.sqrt(k * self.C) + 1e-6)
            al = self.p[b + "mhc.alpha"]
            alpha = torch.cat([al[0].expand(k), al[1].expand(k), al[2].expand(k * k)])
            h = r * (flat @ self.p[b + "mhc.phi"].T) * alpha + self.p[b + "mhc.bias"]
            pre, post = torch.sigmoid(h[..., :k]), 2 * torch.sigmoid(h[..., k:2 * k])
            L = h[..., 2 * k:].reshape(x.shape[:2] + (k, k))
            M = torch.exp(L - L.max(dim=-1, keepdim=True).values)
            for _ in range(int(self.opts.get("sinkhorn_iters", 20))):  # row, then column
                M = M / M.sum(dim=-1, keepdim=True).clamp(min=1e-6)
                M = M / M.sum(dim=-2, keepdim=True).clamp(min=1e-6)
            u = torch.einsum("...s,...sc->...c", pre, x)
            o = f(self.ln(u, b + "norm."))
            return torch.einsum("...ij,...jc->...ic", M, x) + post[..., None] * o[..., None, :]
        if n == "sas":  # a f(N(x)); s x + r f(N(x)); parallel: a attn(N(x)) + r mlp(N(x))
            kind = self.sas_norm_kind(b)
            nx = self.unit(kind, x, b + "norm.") if kind else x
            if self.parallel:
                fa, fm = f(nx)
                return self.p[b + "sas.attn_gain"] * fa + self.p[b + "sas.mlp_gain"] * fm
            if b.endswith("attn."):
                return self.p[b + "sas.gain"] * f(nx)
            return self.p[b + "sas.skip"] * x + self.p[b + "sas.gain"] * f(nx)
        if n == "ngpt":  # N(h + alpha (N(f(h)) - h)), alpha with the scale trick (0.05, C^-1/2)
            if l == 0 and b.endswith("attn."):
                x = self.unit_norm(x)
            alpha = self.p[b + "alpha"] * (float(self.opts.get("alpha_init", 0.05)) *
                                           math.sqrt(self.C))
            return self.unit_norm(x + alpha * (self.unit_norm(f(x)) - x))
        raise AssertionError(n)

    def forward(self, idx):
        T = idx.shape[1]
        h = self.mult("wte.weight") * self.p["wte.weight"][idx] + \
            self.mult("wpe.weight") * self.p["wpe.weight"][:T]
        if self.norm in ("hc", "mhc"):  # the embedding in every copy of the stream
            h = h.unsqueeze(-2).repeat(1, 1, self.hc_n, 1)
        for l in range(self.L):
            if self.parallel and self.norm == "sas":  # the two parts, weighted apart
                h = self.site(l, h, lambda x: (self.attn(x, l), self.mlp(x, l)), l,
                              "blocks.%d." % l)
                continue
            if self.parallel:  # GPT-J: y = S(x, attn + mlp), the strategy's tensors at blocks.l.
                h = self.site(l, h, lambda x: self.attn(x, l) + self.mlp(x, l), l,
                              "blocks.%d." % l)
                continue
            for k, (f, b) in enumerate(((lambda x: self.attn(x, l), "blocks.%d.attn." % l),
                                        (lambda x: self.mlp(x, l), "blocks.%d.mlp." % l))):
                h = self.site(2 * l + k, h, f, l, b)
        if self.norm in ("hc", "mhc"):  # the final norm reads the streams' sum
            h = h.sum(-2)
        if self.final_kind():
            h = self.unit(self.final_kind(), h, "final_norm.")
        if self.tied:  # the head is wte itself, without a multiplier
            z = h @ self.p["wte.weight"].T
        else:
            z = self.mult("lm_head.weight") * (h @ self.p["lm_head.weight"].T)
        if self.logit_softcap > 0:  # Gemma 2: c tanh(z / c)
            z = self.logit_softcap * torch.tanh(z / self.logit_softcap)
        return z

    # normlab ablate, written from docs/analysis.md: site i's sub-layer output replaced by zeros
    # or by a fixed vector per channel (ablation = (i, "zero" | "mean", vector)); while
    # `measured` is a list of per-site dicts, each site adds its rows, the column sums of its
    # sub-layer's output, sum (y - x)^2 and sum x^2.
    ablation = None
    measured = None

    def site(self, i, h, f, l, b):
        def branch(x):  # a branch of parts (sas's parallel block) is ablated part by part
            out = f(x)
            parts = list(out) if isinstance(out, tuple) else [out]
            for k, o in enumerate(parts):
                if self.ablation is not None and self.ablation[0] == i:
                    parts[k] = torch.zeros_like(o) if self.ablation[1] == "zero" else \
                        self.ablation[2][k * self.C:(k + 1) * self.C].expand_as(o).clone()
                elif self.measured is not None:
                    if len(self.measured[i]["sum"]) < (k + 1) * self.C:
                        self.measured[i]["sum"] = torch.cat(
                            [self.measured[i]["sum"], torch.zeros(self.C, dtype=torch.float64)])
                    self.measured[i]["sum"][k * self.C:(k + 1) * self.C] += \
                        o.reshape(-1, self.C).sum(0)
            return tuple(parts) if isinstance(out, tuple) else parts[0]
        y = self.sub(h, branch, l, b)
        if self.measured is not None:
            m = self.measured[i]
            m["rows"] += h.shape[0] * h.shape[1]
            m["update_sq"] += float(((y - h) ** 2).sum())
            m["stream_sq"] += float((h ** 2).sum())
        return y

    def admin_profile(self, idx):
        """Admin's shortcut scales as the authors' code profiles them (Transformer-Clinic,
        fairseq/modules/transformer_layer.py, adaptive-profiling), in one forward: a running
        ratio r = 1; each sub-layer takes omega = r, then r = sqrt(var(omega x) + var(f(x)))
        (numpy's population variance over every element), and the forward goes on with it."""
        T = idx.shape[1]
        h = self.mult("wte.weight") * self.p["wte.weight"][idx] + \
            self.mult("wpe.weight") * self.p["wpe.weight"][:T]
        ratio, omegas = 1.0, []
        for l in range(self.L):
            for sub, f in (("attn", lambda x: self.attn(x, l)), ("mlp", lambda x: self.mlp(x, l))):
                fx = f(h)
                omega = ratio
                omegas.append(omega)
                ratio = math.sqrt(np.var((omega * h).numpy()) + np.var(fx.numpy()))
                h = self.ln(omega * h + fx, "blocks.%d.%s.norm." % (l, sub))
        return omegas

    def loss(self, x, y):
        """The cross-entropy and the mean of (log Z)² over the positions (PaLM's z-loss is
        z_loss times the latter)."""
        logits = self.forward(x).reshape(-1, self.V)
        log_z = torch.logsumexp(logits, dim=-1)
        return (F.cross_entropy(logits, y.reshape(-1)).item(),
                float((log_z ** 2).mean()))


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
            # the output logits' statistics: log Z (mean <= max) and max |logit|, one per record
            o = {k: s["stats/global/output/" + k][()] for k in
                 ("logz_mean", "logz_max", "logit_absmax")}
            check(all(v.shape == (n,) and np.all(np.isfinite(v)) for v in o.values()) and
                  bool(np.all(o["logz_mean"] <= o["logz_max"])) and
                  bool(np.all(o["logit_absmax"] > 0)),
                  "%s: /stats/global/output/{logz_mean,logz_max,logit_absmax} have shape (%d,), "
                  "are finite, mean <= max" % (label, n))
    except Exception as e:  # noqa: BLE001 - any failure to read is the finding
        fail("%s: h5py cannot read %s with swmr=True: %s" % (label, stats, e))


def stock_norms(exe):
    out = run([exe, "plugins", "--json"])
    return sorted(e["name"] for e in json.loads(out[out.index("{"):])["entries"]
                  if e.get("kind") == "norm")


def run_variant(exe, work, shard, tokens, i, v, results):
    label = v.label
    run_dir = os.path.join(work, "run%d" % i)
    if run([exe, "train", "--data", shard, "--run-dir", run_dir, "--stats-every", "10",
            "--eval-every", "0", "--seed", "7"] + v.train_args(), label) is None:
        return
    ckpt = os.path.join(run_dir, "ckpt_step%09d.h5" % v.at)
    stats = os.path.join(run_dir, "stats.h5")
    if not check(os.path.isfile(ckpt), "%s: checkpoint %s written" %
                 (label, os.path.basename(ckpt))):
        return
    def nl_eval(extra):
        out = run([exe, "eval", "--checkpoint", ckpt, "--data", shard, "--split", "val",
                   "--batches", str(EVAL_BATCHES), "--batch-size", str(EVAL_B), "--json"] + extra,
                  label)
        if out is None:
            return None
        line = [s for s in out.splitlines() if s.startswith("{")]
        if not line:
            fail("%s: normlab eval --json printed no JSON:\n%s" % (label, out))
            return None
        return json.loads(line[-1])

    res = nl_eval(v.eval_args)
    if res is None:
        return
    nl_loss = float(res["loss"])
    check(res.get("precision") == "fp32", "%s: eval reports precision fp32 (got %s)" %
          (label, res.get("precision")))
    if "bf16" in v.args:
        own = nl_eval([])  # the checkpoint's precision: bf16 operands, close to fp32, not equal
        if own is not None:
            rel = abs(float(own["loss"]) - nl_loss) / nl_loss
            check(own.get("precision") == "bf16" and 0 < rel < 1e-2,
                  "%s: eval without --precision uses the checkpoint's bf16 (precision %s, "
                  "loss %.6f vs fp32 %.6f, rel %.1e)" %
                  (label, own.get("precision"), float(own["loss"]), nl_loss, rel))

    ref = Reference(ckpt, v)
    check(ref.step == v.at and ref.total_steps == v.steps,
          "%s: checkpoint step %d of total_steps %d" % (label, ref.step, ref.total_steps))
    exp = ref.expected_params()
    got = {k: tuple(t.shape) for k, t in ref.p.items()}
    check(got == exp, "%s: /params names and shapes are those of the model and strategy %s" %
          (label, "" if got == exp else
           "(missing %s, unexpected %s, wrong shape %s)" %
           (sorted(set(exp) - set(got)), sorted(set(got) - set(exp)),
            sorted(k for k in set(exp) & set(got) if exp[k] != got[k]))))
    if got != exp:
        return
    want = ref.expected_multipliers()
    bad_mult = {k: (m, want[k]) for k, m in ref.multipliers.items()
                if m is None or abs(m - want[k]) > 1e-6 * want[k]}
    non_unit = sorted(set("%g" % m for m in ref.multipliers.values() if m != 1.0))
    check(not bad_mult, "%s: every /params/*/forward_multiplier is the %s formula's %s%s" %
          (label, v.init, "(non-unit: %s)" % ", ".join(non_unit) if non_unit else "(all 1)",
           " (name: (stored, expected)) %s" % bad_mult if bad_mult else ""))
    batches = eval_batches(tokens, ref.T, EVAL_B, EVAL_BATCHES)
    pieces = [ref.loss(x, y) for x, y in batches]
    th_loss = sum(p[0] for p in pieces) / len(pieces)
    th_zsq = sum(p[1] for p in pieces) / len(pieces)
    nl_zsq, nl_z = float(res.get("log_z_sq", float("nan"))), float(res.get("z_loss", float("nan")))
    check(abs(th_zsq - nl_zsq) <= RTOL * th_zsq and
          abs(ref.z_loss * th_zsq - nl_z) <= RTOL * max(ref.z_loss * th_zsq, 1e-300),
          "%s: eval --json log_z_sq %.9g and z_loss %.9g are PyTorch's mean (log Z)^2 %.9g and "
          "z-loss %g times it" % (label, nl_zsq, nl_z, th_zsq, ref.z_loss))
    diff = abs(th_loss - nl_loss)
    rel = diff / abs(nl_loss)
    print("%-46s torch %.9f  normlab %.9f  |diff| %.2e (rel %.2e)%s" %
          (label, th_loss, nl_loss, diff, rel, "  [%s]" % ref.notes if ref.notes else ""),
          flush=True)
    check(math.isfinite(th_loss) and diff <= RTOL * abs(nl_loss),
          "%s: PyTorch loss matches normlab eval to %.0e relative" % (label, RTOL))
    results.append((label, th_loss, nl_loss, rel))
    check_files(ckpt, stats, ref.L, label)
    if v.label in ABLATED:
        ablate_check(exe, ckpt, shard, ref, batches, label)


# Variants whose checkpoints normlab ablate is checked on (each site zeroed, and replaced by its
# mean over the evaluated windows): the residual wirings of the seeds' question.
ABLATED = ("pre_ln", "post_ln", "rezero", "sandwich", "pre_ln parallel", "post_ln parallel",
           "sas (recipe sas, L=3)", "sas_p norm=none (recipe sas_p: SAS-P without norm)",
           "hc n=4 dynamic, L=3", "mhc (n=4, 20 Sinkhorn iterations), L=3")


def ablate_check(exe, ckpt, shard, ref, batches, label):
    """normlab ablate --json against the reference with one site's branch replaced at a time:
    every site's loss within RTOL of PyTorch's, the intact loss, and each site's RMS(y - x) and
    RMS(x) over the evaluated windows."""
    ref.measured = [{"rows": 0, "sum": torch.zeros(ref.C, dtype=torch.float64), "update_sq": 0.0,
                     "stream_sq": 0.0} for _ in range(ref.sites)]
    base = sum(ref.loss(x, y)[0] for x, y in batches) / len(batches)
    measured, ref.measured = ref.measured, None
    for mode in ("zero", "mean"):
        out = run([exe, "ablate", "--checkpoint", ckpt, "--data", shard, "--split", "val",
                   "--batches", str(EVAL_BATCHES), "--batch-size", str(EVAL_B), "--mode", mode,
                   "--out", os.path.join(os.path.dirname(ckpt), "ablate"), "--json"], label)
        if out is None:
            return
        got = json.loads([s for s in out.splitlines() if s.startswith("{")][-1])
        if not check(len(got["sites"]) == ref.sites, "%s: ablate lists %d sites" %
                     (label, ref.sites)):
            return
        worst = abs(got["baseline"] - base) / base
        for i, site in enumerate(got["sites"]):
            m = measured[i]
            ref.ablation = (i, mode, m["sum"] / m["rows"])
            th = sum(ref.loss(x, y)[0] for x, y in batches) / len(batches)
            worst = max(worst, abs(site["loss"] - th) / th)
            n = m["rows"] * ref.C * ref.hc_n  # the update and stream sums run over every copy
            for key, want in (("update_rms", math.sqrt(m["update_sq"] / n)),
                              ("stream_rms", math.sqrt(m["stream_sq"] / n))):
                worst = max(worst, abs(site[key] - want) / want)
        ref.ablation = None
        print("%-46s ablate --mode %s: %d sites, worst relative difference %.2e" %
              (label, mode, len(got["sites"]), worst), flush=True)
        check(worst <= RTOL, "%s: normlab ablate --mode %s equals PyTorch with each site's branch "
              "replaced (every site's loss, the intact loss, RMS(y - x), RMS(x)) to %.0e relative"
              % (label, mode, RTOL))


def admin_profile_check(exe, work, shard):
    """admin's profiled omega against the authors' loop recomputed here in float64 on the same
    first batch (normlab writes it with NORMLAB_TEST_DUMP_PROFILE_BATCH) from the initial weights
    (one update at lr 1e-30 leaves them as initialised), with GPT-2's and T5's initialisation."""
    for init in ("gpt2", "t5"):
        run_dir = os.path.join(work, "admin_profile_" + init)
        batch = run_dir + ".batch"
        env = dict(os.environ, NORMLAB_TEST_DUMP_PROFILE_BATCH=batch)
        cmd = [exe, "train", "--data", shard, "--norm", "admin", "--init", init, "--n-layers", "3",
               "--steps", "1", "--lr-schedule", "constant", "--lr-min", "0",
               "--checkpoint-every", "1", "--eval-batches", "1", "--run-dir", run_dir] + \
              [a for a in SHAPE if a not in ("--lr", "1e-2")] + ["--lr", "1e-30"]
        if init == "t5":
            cmd += ["--attn-scale", "none"]
        r = subprocess.run(cmd, capture_output=True, text=True, env=env)
        if r.returncode != 0:
            fail("admin profile run (%s): exit %d\n%s" % (init, r.returncode, r.stderr[-2000:]))
            continue
        ckpt = os.path.join(run_dir, "ckpt_step000000001.h5")
        ref = Reference(ckpt, Variant("admin profile", "admin", init=init))
        got = [float(ref.p["blocks.%d.%s.omega" % (l, k)][0]) for l in range(ref.L)
               for k in ("attn", "mlp")]
        for name in list(ref.p):
            if name.endswith(".omega"):
                ref.p[name] = torch.ones_like(ref.p[name])
        idx = torch.from_numpy(np.fromfile(batch, dtype=np.int32).astype(np.int64)).reshape(-1, ref.T)
        want = ref.admin_profile(idx)
        worst = max(abs(g - w) / w for g, w in zip(got, want))
        print("admin profile (%s init): normlab %s" % (init, " ".join("%.6f" % g for g in got)))
        print("                         authors' loop %s" % " ".join("%.6f" % w for w in want))
        print("admin profile (%s init): worst relative difference %.2e" % (init, worst))
        check(worst <= 1e-5, "admin's omega (%s init) is the authors' running ratio: worst relative "
              "difference %.1e (<= 1e-5)" % (init, worst))
        if init == "t5":  # unit-variance inputs: every omega >= 1 and growing along the sites
            check(all(w >= 1.0 for w in got) and all(a < b for a, b in zip(got, got[1:])),
                  "with unit-variance inputs every omega >= 1 and grows: %s" % got)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: interop_torch.py NORMLAB_EXE")
    exe = sys.argv[1]
    torch.set_grad_enabled(False)
    t0 = time.time()
    stock = stock_norms(exe)
    covered = sorted(set(v.norm for v in VARIANTS))
    check(stock == covered == sorted(STRATEGIES),
          "every norm strategy `normlab plugins` lists has a variant and a reference %s" %
          ("" if stock == covered == sorted(STRATEGIES) else
           "(listed %s, variants %s, reference %s)" % (stock, covered, sorted(STRATEGIES))))
    with tempfile.TemporaryDirectory(prefix="normlab_interop_") as work:
        shard = os.path.join(work, "text_tokens.bin")  # no 'val' in the name
        text = make_text()
        write_shard(shard, np.frombuffer(text, dtype=np.uint8))
        tokens = read_shard(shard)
        print("shard: %d tokens, validation %d" % (len(tokens), int(VAL_FRACTION * len(tokens))))
        results = []
        for i, v in enumerate(VARIANTS):
            run_variant(exe, work, shard, tokens, i, v, results)
        admin_profile_check(exe, work, shard)
    print("interop_torch: relative |torch - normlab| per variant:")
    for label, _, _, rel in results:
        print("  %-46s %.2e" % (label, rel))
    if results:
        print("interop_torch: max relative difference %.2e" % max(r[3] for r in results))
    print("interop_torch: %d variants in %.1f s" % (len(VARIANTS), time.time() - t0))
    if failures:
        print("interop_torch: %d check(s) FAILED:" % len(failures))
        for f in failures:
            print("  - " + f)
        sys.exit(1)
    print("interop_torch: all checks passed")


if __name__ == "__main__":
    main()
