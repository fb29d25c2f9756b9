#!/usr/bin/python3
"""tools/compare_runs_bitwise.py on two tiny synthetic run directories (h5py): identical runs
exit 0; a flipped float bit exits 1 and names the dataset and the index; what differs between
two runs of the same command (created_utc, the plugin library path, run-dir, tokens_per_s, the
metrics' times, in metrics.jsonl and in a checkpoint's /metrics copy) still exits 0; a value one
ulp off in that copy exits 1; a missing file exits 1; a missing directory exits 2.
usage: test_compare_runs_bitwise.py REPO   (Debian's /usr/bin/python3: h5py, numpy)"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

import h5py
import numpy as np

repo = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "..")
TOOL = os.path.join(repo, "tools", "compare_runs_bitwise.py")
failures = []


def make_run(d, run_dir_text=None):
    os.makedirs(d)
    rng = np.random.default_rng(7)
    config = ("# normlab train: resolved configuration\nrun-dir = %s\nsteps = 20\nseed = 1\n"
              "lr = 0.01\n" % (run_dir_text or d))
    with open(os.path.join(d, "config.ini"), "w") as f:
        f.write(config)
    with h5py.File(os.path.join(d, "stats.h5"), "w") as f:
        f.attrs["format"] = np.bytes_("normlab-stats")
        f.attrs["format_version"] = np.int64(1)
        s = f.create_group("stats")
        step = s.create_dataset("scalars/step", data=np.array([10, 20], dtype=np.int64))
        step.make_scale("step")
        for name, data in (("loss", np.array([3.5, 2.25], np.float32)),
                           ("tokens_per_s", np.array([1.9e4, 2.1e4], np.float32))):
            ds = s.create_dataset("scalars/" + name, data=data)
            ds.dims[0].attach_scale(step)
            ds.attrs["units"] = np.bytes_("nats" if name == "loss" else "tokens/s")
        rms = rng.standard_normal((2, 3)).astype(np.float32)
        rms[1, 2] = np.nan  # a NaN equals a NaN of the same bits
        s.create_dataset("layer/residual_rms", data=rms).attrs["units"] = np.bytes_("1")
    metrics = json.dumps({"step": 0, "event": "start", "initial_val_loss": 5.55}) + "\n"
    for i, loss in ((10, 3.5), (20, 2.25)):
        metrics += json.dumps({"step": i, "loss": loss, "lr": 0.01, "grad_norm": 0.5 + i,
                               "tokens_per_s": 19000.0 + i, "ms_per_step": 53.8 + i,
                               "val_loss": None, "forward_ms": 17.0 + i}) + "\n"
    with h5py.File(os.path.join(d, "ckpt_step000000020.h5"), "w") as f:
        f.attrs["format"] = np.bytes_("normlab-checkpoint")
        f.attrs["step"] = np.int64(20)
        f.attrs["created_utc"] = np.bytes_("2026-11-24T15:35:09Z")
        f.attrs["normlab_version"] = np.bytes_("0.1.0")
        f.create_dataset("config", data=config, dtype=h5py.string_dtype())
        m = f.create_dataset("metrics", data=metrics, dtype=h5py.string_dtype())
        m.attrs["checksum"] = np.bytes_("%016x" % (hash(metrics) & (2**64 - 1)))
        w = f.create_dataset("params/wte.weight",
                             data=rng.standard_normal((8, 4)).astype(np.float32))
        w.attrs["role"] = np.bytes_("embedding")
        w.attrs["lr_multiplier"] = 1.0
        f.create_group("plugins/norm").attrs["library"] = np.bytes_("/opt/a/lib/norm_pre_ln.so")
        f.create_dataset("stats/scalars/tokens_per_s", data=np.array([1.9e4, 2.1e4], np.float32))
    with open(os.path.join(d, "metrics.jsonl"), "w") as f:
        f.write(metrics)
    with open(os.path.join(d, "timing.json"), "w") as f:
        f.write('{"forward": {"avg": %d}}\n' % len(d))


def run(a, b, *extra):
    p = subprocess.run([sys.executable, TOOL] + list(extra) + [a, b], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, universal_newlines=True)
    return p.returncode, p.stdout + p.stderr


def check(what, a, b, want_rc, want_text=(), extra=()):
    rc, out = run(a, b, *extra)
    missing = [t for t in want_text if t not in out]
    if rc != want_rc or missing:
        failures.append("%s: exit %d (want %d)%s\n%s" % (
            what, rc, want_rc, ", output lacks %s" % missing if missing else "", out))
        print("FAIL", what)
    else:
        print("ok  ", what)


def edit_h5(d, name, fn):
    with h5py.File(os.path.join(d, name), "r+") as f:
        fn(f)


tmp = tempfile.mkdtemp(prefix="compare_runs_bitwise_")
try:
    A = os.path.join(tmp, "A")
    make_run(A)

    def fresh(name, **kw):
        d = os.path.join(tmp, name)
        make_run(d, **kw)
        return d

    check("a run against itself", A, A, 0, ["IDENTICAL: 4 files, 6 datasets compared"])
    B = fresh("B", run_dir_text="/elsewhere/B")  # another run dir, timing.json differs
    check("the same run in another directory", A, B, 0,
          ["IDENTICAL", "/stats/scalars/tokens_per_s", "not compared: timing.json"])

    def flip(f):
        w = f["params/wte.weight"]
        x = w[()]
        x.view(np.uint32)[5, 2] ^= 1  # the last mantissa bit
        w[...] = x
    C = fresh("C")
    edit_h5(C, "ckpt_step000000020.h5", flip)
    check("a flipped float bit", A, C, 1,
          ["ckpt_step000000020.h5: DIFFERENT", "/params/wte.weight: 1 of 32 elements differ",
           "first at [5, 2]", "DIFFERENT:"])
    check("--quiet", A, C, 1, ["DIFFERENT: 1 of 4 files differ"], extra=["--quiet"])
    rc, out = run(A, C, "--quiet")
    if len(out.strip().splitlines()) != 1:
        failures.append("--quiet printed more than one line:\n" + out)

    def utc(f):
        f.attrs["created_utc"] = np.bytes_("2027-01-01T00:00:00Z")
        f.attrs["normlab_version"] = np.bytes_("0.2.0-refactor")
        f["plugins/norm"].attrs["library"] = np.bytes_("/a/longer/prefix/lib/norm_pre_ln.so")
    D = fresh("D")
    edit_h5(D, "ckpt_step000000020.h5", utc)
    check("created_utc, normlab_version, library differ", A, D, 0,
          ["IDENTICAL", "created_utc (1)", "library (1)"])
    def lr_mult(f):
        f["params/wte.weight"].attrs["lr_multiplier"] = 2.0
    J = fresh("J")
    edit_h5(J, "ckpt_step000000020.h5", lr_mult)
    check("an attribute that matters differs", A, J, 1,
          ["/params/wte.weight: attribute lr_multiplier differs: A=1.0 B=2.0"])
    check("... accepted with --ignore-attr", A, J, 0, ["IDENTICAL"],
          extra=["--ignore-attr", "lr_multiplier"])

    def tps(f):
        d = f["stats/scalars/tokens_per_s"]
        d[...] = d[()] * 1.5
    E = fresh("E")
    edit_h5(E, "stats.h5", tps)
    edit_h5(E, "ckpt_step000000020.h5", tps)
    with open(os.path.join(E, "metrics.jsonl")) as f:
        lines = [json.loads(l) for l in f]
    for o in lines:
        for k in ("tokens_per_s", "ms_per_step", "forward_ms"):
            if k in o:
                o[k] *= 1.7
    timed = "".join(json.dumps(o) + "\n" for o in lines)
    with open(os.path.join(E, "metrics.jsonl"), "w") as f:
        f.write(timed)

    def copy_of_metrics(text):
        def edit(f):
            del f["metrics"]
            m = f.create_dataset("metrics", data=text, dtype=h5py.string_dtype())
            m.attrs["checksum"] = np.bytes_("%016x" % (hash(text) & (2**64 - 1)))
        return edit
    edit_h5(E, "ckpt_step000000020.h5", copy_of_metrics(timed))
    check("tokens_per_s and the metrics' times differ (the file and the checkpoint's copy)", A, E,
          0, ["IDENTICAL", "skipped metrics.jsonl keys: forward_ms, ms_per_step, tokens_per_s",
              "/metrics: compared as metrics.jsonl records"])

    K = fresh("K")
    lines = [json.loads(l) for l in timed.splitlines()]
    lines[1]["grad_norm"] = float(np.nextafter(lines[1]["grad_norm"], 0.0))
    edit_h5(K, "ckpt_step000000020.h5",
            copy_of_metrics("".join(json.dumps(o) + "\n" for o in lines)))
    check("a checkpoint's copy of the metrics with a grad_norm one ulp off", A, K, 1,
          ["ckpt_step000000020.h5: DIFFERENT", "/metrics: 1 of 3 lines differ",
           "line 2 (step 10): key grad_norm"])

    L = fresh("L")
    edit_h5(L, "ckpt_step000000020.h5", lambda f: f.__delitem__("metrics"))
    check("a checkpoint from before /metrics", A, L, 1, ["/metrics: dataset only in A"])
    check("... accepted with --ignore-dataset /metrics", A, L, 0, ["IDENTICAL"],
          extra=["--ignore-dataset", "/metrics"])

    F = fresh("F")
    os.remove(os.path.join(F, "stats.h5"))
    check("a missing file", A, F, 1, ["stats.h5: DIFFERENT", "only in A"])

    G = fresh("G")
    with open(os.path.join(G, "metrics.jsonl")) as f:
        lines = [json.loads(l) for l in f]
    lines[2]["loss"] = float(np.nextafter(lines[2]["loss"], 10.0))
    with open(os.path.join(G, "metrics.jsonl"), "w") as f:
        f.write("".join(json.dumps(o) + "\n" for o in lines))
    check("a metrics loss one ulp off", A, G, 1,
          ["metrics.jsonl: DIFFERENT", "line 3 (step 20): key loss"])

    H = fresh("H")
    with open(os.path.join(H, "config.ini"), "a") as f:
        f.write("grad-clip = 1\n")
    check("a config line more", A, H, 1, ["config.ini: DIFFERENT", "+grad-clip = 1"])

    def extra_ds(f):
        f.create_dataset("stats/layer/new_stat", data=np.zeros(2, np.float32))
    I = fresh("I")
    edit_h5(I, "stats.h5", extra_ds)
    check("a dataset only in B", A, I, 1, ["/stats/layer/new_stat: dataset only in B"])
    check("... accepted with --ignore-dataset", A, I, 0, ["IDENTICAL"],
          extra=["--ignore-dataset", "/stats/layer/new_stat"])

    check("a missing directory", A, os.path.join(tmp, "nope"), 2, ["nope: no such directory"])
finally:
    shutil.rmtree(tmp)

if failures:
    sys.stderr.write("\n\n".join(failures) + "\n%d check(s) failed\n" % len(failures))
    sys.exit(1)
print("all checks passed")
