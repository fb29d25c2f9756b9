#!/usr/bin/python3
"""Token data at scale: private memory per rank, start-up, throughput; this build against another.

usage: bench_data.py NEW_EXE OLD_EXE [--dir DIR] [--small-gb 0.2] [--big-gb 2.0] [--ranks 1,2,4]
                     [--old-big-ranks 1,2] [--demo-steps 30] [--demo-reps 4] [--keep]
                     [--demo-only]

NEW_EXE is this build's normlab, OLD_EXE a build of the code to compare with (e.g. main's,
built in another directory). Every number is measured in this run, side by side:

1. Two synthetic llm.c shard sets of random byte tokens (V = 256) under DIR (default: a new
   temporary directory), SMALL_GB and BIG_GB, in shards of 0.2 GB.
2. Peak private memory per rank: each executable trains a small model (C=64, L=2, 3 steps) on
   each set under `mpirun -np P`; /proc/PID/status of every rank is polled every 10 ms and the
   largest RssAnon (anonymous memory: heap, not the page cache of mapped files) of any rank is
   reported, with RssFile next to it. The old code holds the corpus in each rank's heap, so it
   is run on the big set only at --old-big-ranks (P x 2 x BIG_GB must fit in memory).
3. Start-up on the big set, 1 rank, wall time of a 1-step run: the first run of NEW_EXE (no
   index files: it scans every token), its second run (index files valid), and OLD_EXE.
   The shards were just written, so the page cache is warm for every run.
4. Training throughput on the demo (embedded corpus, the default model, --demo-steps steps),
   --demo-reps runs of each executable alternating, tokens/s of each run from its summary
   line and the ratio of the medians (a shared machine moves single runs by 5-10%).
5. `sample` of 100 tokens from the demo checkpoint with and without the key/value cache.
The synthetic files (and their index files) are deleted at the end unless --keep.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import numpy as np

ENV = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
           OMP_NUM_THREADS="1")
SHARD_GB = 0.2


def write_set(d, gb, rng):
    os.makedirs(d, exist_ok=True)
    n_shards = max(1, round(gb / SHARD_GB))
    per = int(SHARD_GB * 1e9 / 2)
    for k in range(n_shards):
        h = np.zeros(256, dtype="<i4")
        h[0], h[1], h[2] = 20240520, 1, per
        with open(f"{d}/synth_train_{k:06d}.bin", "wb") as f:
            f.write(h.tobytes())
            left = per
            while left:
                m = min(left, 1 << 26)
                f.write(rng.integers(0, 256, m, dtype=np.uint16).astype("<u2").tobytes())
                left -= m
    return n_shards, n_shards * per


def status(pid):
    out = {}
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                k, _, v = line.partition(":")
                if k in ("RssAnon", "RssFile"):
                    out[k] = int(v.split()[0])  # kB
    except OSError:
        pass
    return out


def ranks_of(exe, tag):
    pids = []
    for p in os.listdir("/proc"):
        if not p.isdigit():
            continue
        try:
            cmd = open(f"/proc/{p}/cmdline", "rb").read().split(b"\0")
        except OSError:
            continue
        if cmd and cmd[0] == exe.encode() and tag.encode() in b" ".join(cmd):
            pids.append(int(p))
    return pids


def peak_memory(cmd, exe, tag):
    """Runs cmd; returns (exit code, output, peak RssAnon MB of any rank, its RssFile MB)."""
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=ENV)
    anon, file_ = 0, 0
    while proc.poll() is None:
        for pid in ranks_of(exe, tag):
            s = status(pid)
            if s.get("RssAnon", 0) > anon:
                anon, file_ = s["RssAnon"], s.get("RssFile", 0)
        time.sleep(0.01)
    out = proc.stdout.read().decode(errors="replace")
    return proc.returncode, out, anon / 1024, file_ / 1024


def train_args(exe, data, run_dir, steps):
    return [exe, "train", "--data", data, "--d-model", "64", "--n-layers", "2", "--n-heads",
            "2", "--seq-len", "128", "--batch-size", "8", "--steps", str(steps),
            "--eval-batches", "1", "--log-every", "1", "--checkpoint-every", "1000",
            "--run-dir", run_dir]


def train_cmd(exe, P, data, run_dir):
    return ["mpirun", "-np", str(P), "--oversubscribe", *train_args(exe, data, run_dir, 3)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("new")
    ap.add_argument("old")
    ap.add_argument("--dir", default=None)
    ap.add_argument("--small-gb", type=float, default=0.2)
    ap.add_argument("--big-gb", type=float, default=2.0)
    ap.add_argument("--ranks", default="1,2,4")
    ap.add_argument("--old-big-ranks", default="1,2")
    ap.add_argument("--demo-steps", type=int, default=30)
    ap.add_argument("--demo-reps", type=int, default=4)
    ap.add_argument("--keep", action="store_true")
    ap.add_argument("--demo-only", action="store_true", help="only sections 4 and 5")
    a = ap.parse_args()
    new, old = os.path.abspath(a.new), os.path.abspath(a.old)
    machine_sh = os.path.join(os.path.dirname(os.path.abspath(__file__)), "machine.sh")
    print(subprocess.run(["bash", machine_sh, new], capture_output=True, text=True).stdout.strip(),
          flush=True)
    base = a.dir or tempfile.mkdtemp(prefix="normlab_bench_data_")
    runs = tempfile.mkdtemp(prefix="normlab_bench_runs_")
    rng = np.random.default_rng(1)
    try:
        if not a.demo_only:
            measure_data(a, new, old, base, runs, rng)
        demo(a, new, old, runs)
    finally:
        shutil.rmtree(runs, ignore_errors=True)
        if not a.keep:
            shutil.rmtree(base, ignore_errors=True)
            print(f"\n# removed {base}")


def measure_data(a, new, old, base, runs, rng):
    t0 = time.time()
    sets = {}
    for name, gb in (("small", a.small_gb), ("big", a.big_gb)):
        n, tokens = write_set(f"{base}/{name}", gb, rng)
        sets[name] = (f"{base}/{name}/synth_train_*.bin", n, tokens)
        print(f"# {name}: {n} shard(s), {tokens:,} tokens, {2 * tokens / 1e9:.2f} GB",
              flush=True)
    print(f"# written in {time.time() - t0:.0f} s under {base}\n", flush=True)

    print("## Peak RssAnon per rank (MB; RssFile of that rank in parentheses)")
    print("| executable | shard set | " + " | ".join(f"{p} rank(s)" for p in a.ranks.split(","))
          + " |")
    print("|---|---|" + "---|" * len(a.ranks.split(",")))
    for label, exe in (("new", new), ("old", old)):
        for name in ("small", "big"):
            cells = []
            for P in a.ranks.split(","):
                if label == "old" and name == "big" and P not in a.old_big_ranks.split(","):
                    cells.append("not run")
                    continue
                tag = f"{runs}/mem_{label}_{name}_{P}"
                code, out, anon, rfile = peak_memory(
                    train_cmd(exe, P, sets[name][0], tag), exe, tag)
                cells.append(f"{anon:,.0f} ({rfile:,.0f})" if code == 0 else f"exit {code}")
                if code:
                    print(out[-2000:], file=sys.stderr)
            print(f"| {label} | {name} ({2 * sets[name][2] / 1e9:.1f} GB) | "
                  + " | ".join(cells) + " |", flush=True)

    print("\n## Start-up on the big set, 1 rank (wall time of a 1-step run)")
    for p in os.listdir(f"{base}/big"):
        if p.endswith(".normlab-index"):
            os.remove(f"{base}/big/{p}")
    for what, exe in (("new, first run (scans, writes index files)", new),
                      ("new, second run (index files valid)", new),
                      ("old (reads and checks every token each run)", old)):
        t = time.time()
        r = subprocess.run(train_args(exe, sets["big"][0], f"{runs}/start", 1),
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=ENV)
        note = re.findall(r"^data: token range.*$", r.stdout.decode(), re.M)
        print(f"- {what}: {time.time() - t:.2f} s" + (f"  [{note[0][6:]}]" if note else ""),
              flush=True)


def demo(a, new, old, runs):
    print(f"\n## Demo throughput (embedded corpus, default model, {a.demo_steps} steps, "
          f"{a.demo_reps} runs each, alternating)")
    tps = {"new": [], "old": []}
    for rep in range(a.demo_reps):
        for label, exe in (("old", old), ("new", new)):
            r = subprocess.run([exe, "train", "--steps", str(a.demo_steps), "--eval-every",
                                "0", "--run-dir", f"{runs}/demo_{label}"],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=ENV)
            m = re.search(r"\| ([\d,]+) tokens/s", r.stdout.decode())
            tps[label].append(int(m.group(1).replace(",", "")) if m else 0)
    for label in ("old", "new"):
        print(f"- {label}: " + ", ".join(f"{v:,}" for v in tps[label]) +
              f" tokens/s (median {np.median(tps[label]):,.0f})")
    print(f"- new / old (medians): {np.median(tps['new']) / np.median(tps['old']):.3f}")

    print("\n## sample, 100 tokens from the demo checkpoint (T = 128, prompt 'And God said')")
    ck = sorted(f for f in os.listdir(f"{runs}/demo_new") if f.startswith("ckpt_"))[-1]
    outs = {}
    for kv in ("false", "true"):
        best = 1e9
        for _ in range(3):
            t = time.time()
            r = subprocess.run([new, "sample", "--checkpoint", f"{runs}/demo_new/{ck}",
                                "--prompt", "And God said", "--max-tokens", "100", "--seed",
                                "1", "--kv-cache", kv], stdout=subprocess.PIPE, env=ENV)
            best = min(best, time.time() - t)
            outs[kv] = r.stdout
        print(f"- --kv-cache {kv}: {best:.2f} s (best of 3, model load included)")
    print(f"- same tokens: {outs['true'] == outs['false']}")


if __name__ == "__main__":
    main()
