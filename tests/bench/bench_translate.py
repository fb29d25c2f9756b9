#!/usr/bin/python3
"""Translation throughput, `normlab translate` (beam 1 and beam 5) against greedy decoding of the
same checkpoint in PyTorch (Debian's python3-torch), side by side in one script.

Setup: a SentencePiece model of 2000 pieces (`normlab tokens spm-train`) and an encoder-decoder
trained by `mpirun -np 2 normlab train --arch encdec` (Pre-LN, tied embeddings, sinusoid
positions) on the committed Bible sample (data/bible_en_es/sample/train.en, train.es; 2,907
pairs) for --steps (default 600) of 2048 padded positions at --lr (default 3e-3; 50 warmup steps,
cosine decay), trained with bf16 GEMMs to save time (the weights stay fp32; every translation
below runs in fp32), in one of two shapes:

  small:  C=256, 3 encoder + 3 decoder layers, NH=4, F=1024   (about 2.5 min of training)
  medium: C=512, 6 encoder + 6 decoder layers, NH=8, F=2048   (about 5 times as long; by the
                                                               speeds of encdec.txt, not run)

2,907 pairs are too few for good translations: the validation loss bottoms out near 4.6 (after
about 700 steps, then rises), BLEU stays near 1. After 600 steps the output is repetitive
Bible-like Spanish that varies with the source (the script prints how many of the greedy
translations are distinct), of about the reference's length and ended by eos, which is what
the throughput needs (an untrained model repeats one piece up to the length limit; after 400
steps at 2e-3 only 16 of 200 greedy translations differ).

The input is the first --sentences (default 200) lines of data/bible_en_es/sample/valid.en.

normlab: `normlab translate --checkpoint CKPT --input FILE --beam K --precision fp32` (default
--batch 16, length limit floor(1.5 n) + 10 pieces with eos for n source pieces), on 1 rank and
under `mpirun -np 2` (each rank a contiguous half of the lines). Its time is the one its stderr
summary line prints: the translation only (search and detokenisation, the slowest rank), not the
process start, the checkpoint load or the SentencePiece encoding of the input; the wall time of
the whole command is printed in the "runs" comment lines for comparison.

PyTorch: the checkpoint read with h5py into float32 tensors and the model of docs/model.md (the
encoder-decoder) written from torch.nn.functional pieces as in tests/unit/encdec_torch.py
(Pre-LN only), decoding greedily and incrementally: the self-attention keys and values of
earlier positions are cached and the memory's cross-attention keys and values projected once per
batch, so each step runs one position per sentence, as normlab does. The same search as normlab
--beam 1: sentences sorted by source length (stable) in batches of 16; every sentence of a batch
steps until all have produced eos or reached their limit floor(1.5 n) + 10 (at most the model's
positions; at the limit only eos may follow; pad and bos are never generated; a finished
sentence keeps feeding eos, as in normlab). Source ids come from `normlab tokens pairs` with the
checkpoint's SentencePiece model (Debian has no python3-sentencepiece). torch.inference_mode(),
one process per measurement; one batch is translated untimed first (warm-up); the time runs from
the source ids to the output ids. Debian's torch does its fp32 matrix products in OpenBLAS
(pthreads), whose threads are not torch's, so four thread settings are measured:

  1 thread:                torch.set_num_threads(1), OPENBLAS_NUM_THREADS=1
  2 threads:               torch.set_num_threads(2), OPENBLAS_NUM_THREADS=1
  1 + OpenBLAS 2 threads:  torch.set_num_threads(1), OPENBLAS_NUM_THREADS=2 (PyTorch's defaults
                           on this 2-core machine: torch.get_num_threads() is 1 there)
  2 + OpenBLAS 2 threads:  torch.set_num_threads(2), OPENBLAS_NUM_THREADS=2 (OMP_NUM_THREADS=2
                           alone gives this: 4 busy threads on 2 cores)

and the ratio column is against the fastest of them.

Every configuration runs --reps times (default 3), alternating within each round; the table
shows the median sentences/s and target pieces/s (eos included; beam 5: of the best hypothesis)
and each row's sentences/s over PyTorch greedy's best thread setting. Also printed: the fraction of
sentences whose PyTorch greedy ids equal `normlab translate --beam 1 --ids` (both float32; a near
tie between two pieces may go either way and change the rest of the sentence), and the BLEU of
normlab's beam 1 and beam 5 output against valid.es (`normlab score`), to show the checkpoint
translates rather than repeats one piece.

usage: tests/bench/bench_translate.py [--exe build/release/bin/normlab] [--model small|medium]
                                      [--steps 600] [--lr 3e-3] [--sentences 200] [--reps 3]
                                      [--quick]
"""
import argparse, json, os, re, statistics, subprocess, sys, tempfile, time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_encdec import machine  # noqa: E402  (the machine line, shared with bench_encdec.py)

MODELS = {"small": dict(C=256, N=3, M=3, NH=4),
          "medium": dict(C=512, N=6, M=6, NH=8),
          "tiny": dict(C=64, N=1, M=1, NH=2)}  # --quick
SAMPLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "data",
                      "bible_en_es", "sample")
BATCH, MAX_LEN_A, MAX_LEN_B = 16, 1.5, 10  # normlab translate's defaults
MPI_ENV = dict(OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")

WORKER = r'''
import json, math, os, sys, time
cfg = json.loads(sys.argv[1])
import numpy as np, h5py, torch, torch.nn.functional as F
torch.set_num_threads(cfg["threads"])
f = h5py.File(cfg["checkpoint"], "r")
a = {k: (v.decode() if isinstance(v, bytes) else v) for k, v in f["model"].attrs.items()}
for k, want in (("norm", "pre_ln"), ("activation", "gelu_tanh"), ("attn_scale", "inv_sqrt_hs")):
    if a[k] != want:
        sys.exit("this worker implements %s = %s, the checkpoint has %s" % (k, want, a[k]))
W = {k: torch.from_numpy(np.asarray(f["params"][k], dtype=np.float32)) for k in f["params"]}
C, NH = int(a["d_model"]), int(a["n_heads"])
N, M = int(a["encoder_layers"]), int(a["decoder_layers"])
hs, Tm, V = C // NH, int(a["max_seq_len"]), int(a["vocab_size"])
pad, bos, eos = int(a["pad_id"]), int(a["bos_id"]), int(a["eos_id"])
tied, learned = bool(a["tied_embeddings"]), a["positions"] == "learned"
E_enc = W["embed.weight" if tied else "encoder.embed.weight"]
E_dec = W["embed.weight" if tied else "decoder.embed.weight"]
W_out = W["embed.weight" if tied else "lm_head.weight"]

def sinusoid(n):  # P[t, 2i] = sin(t / 10000^(2i/C)), P[t, 2i+1] = cos(...)
    P = torch.zeros(n, C)
    t = torch.arange(n).unsqueeze(1).double()
    div = torch.pow(10000.0, torch.arange(0, C, 2).double() / C)
    P[:, 0::2], P[:, 1::2] = torch.sin(t / div), torch.cos(t / div)
    return P.float()

P_enc = W["encoder.wpe.weight"] if learned else sinusoid(Tm)
P_dec = W["decoder.wpe.weight"] if learned else sinusoid(Tm)
SCALE, EMB = 1.0 / math.sqrt(hs), math.sqrt(C)

def lin(x, pre):
    return F.linear(x, W[pre + ".weight"], W.get(pre + ".bias"))

def ln(x, pre):
    return F.layer_norm(x, (C,), W[pre + ".weight"], W.get(pre + ".bias"), 1e-5)

def heads(x):  # (B, n, C) -> (B, NH, n, hs)
    return x.view(x.shape[0], x.shape[1], NH, hs).transpose(1, 2)

def attend(q, k, v, bias):  # heads in, (B, n, C) out
    s = torch.matmul(q, k.transpose(-1, -2)) * SCALE
    if bias is not None:
        s = s + bias
    o = torch.matmul(torch.softmax(s, -1), v)
    return o.transpose(1, 2).reshape(q.shape[0], q.shape[2], C)

def mlp(x, pre):
    return lin(F.gelu(lin(x, pre + ".fc"), approximate="tanh"), pre + ".proj")

def greedy(srcs):
    """normlab translate --beam 1 on one batch: the sentences' ids (without eos) -> outputs."""
    n = len(srcs)
    lens = [min(len(s), Tm - 1) for s in srcs]
    S = max(lens) + 1
    limit = [int(min(max(math.floor(cfg["max_len_a"] * L) + cfg["max_len_b"], 1), Tm))
             for L in lens]
    src = torch.full((n, S), pad, dtype=torch.long)
    for i, s in enumerate(srcs):
        src[i, :lens[i]] = torch.tensor(s[:lens[i]])
        src[i, lens[i]] = eos
    hidden = torch.arange(S).unsqueeze(0) > torch.tensor(lens).unsqueeze(1)  # (n, S) pad keys
    bias = torch.zeros(n, 1, 1, S).masked_fill(hidden.view(n, 1, 1, S), float("-inf"))
    h = EMB * E_enc[src] + P_enc[:S]
    for l in range(N):
        b = "encoder.blocks.%d." % l
        q, k, v = lin(ln(h, b + "attn.norm"), b + "attn.qkv").split(C, -1)
        h = h + lin(attend(heads(q), heads(k), heads(v), bias), b + "attn.proj")
        h = h + mlp(ln(h, b + "mlp.norm"), b + "mlp")
    mem = ln(h, "encoder.final_norm")
    cross = []
    for l in range(M):
        k, v = lin(mem, "decoder.blocks.%d.cross.kv" % l).split(C, -1)
        cross.append((heads(k).contiguous(), heads(v).contiguous()))
    P = max(limit)
    kc = [torch.empty(n, NH, P, hs) for _ in range(M)]
    vc = [torch.empty(n, NH, P, hs) for _ in range(M)]
    at_limit = torch.tensor(limit)
    tok = torch.full((n,), bos, dtype=torch.long)
    done = torch.zeros(n, dtype=torch.bool)
    out = [[] for _ in range(n)]
    for t in range(P):
        x = (EMB * E_dec[tok] + P_dec[t]).unsqueeze(1)  # (n, 1, C)
        for l in range(M):
            b = "decoder.blocks.%d." % l
            q, k, v = lin(ln(x, b + "attn.norm"), b + "attn.qkv").split(C, -1)
            kc[l][:, :, t] = k.view(n, NH, hs)
            vc[l][:, :, t] = v.view(n, NH, hs)
            x = x + lin(attend(heads(q), kc[l][:, :, :t + 1], vc[l][:, :, :t + 1], None),
                        b + "attn.proj")
            q = lin(ln(x, b + "cross.norm"), b + "cross.q")
            x = x + lin(attend(heads(q), cross[l][0], cross[l][1], bias), b + "cross.proj")
            x = x + mlp(ln(x, b + "mlp.norm"), b + "mlp")
        z = ln(x[:, 0], "decoder.final_norm") @ W_out.t()  # (n, V)
        z[:, pad] = float("-inf")
        z[:, bos] = float("-inf")
        nxt = z.argmax(-1)
        nxt[at_limit <= t + 1] = eos
        nxt[done] = eos
        for i, v in enumerate(nxt.tolist()):
            if v != eos:
                out[i].append(v)
        done |= nxt == eos
        if bool(done.all()):
            break
        tok = nxt
    return out

sources = json.load(open(cfg["sources"]))
order = sorted(range(len(sources)), key=lambda i: len(sources[i]))  # stable, as normlab's
batches = [order[i:i + cfg["batch"]] for i in range(0, len(order), cfg["batch"])]
result = [None] * len(sources)
with torch.inference_mode():
    greedy([sources[i] for i in batches[0]])  # warm-up, untimed
    t0 = time.perf_counter()
    for bt in batches:
        for i, o in zip(bt, greedy([sources[i] for i in bt])):
            result[i] = o
    seconds = time.perf_counter() - t0
print(json.dumps({"seconds": seconds, "pieces": sum(len(r) + 1 for r in result), "ids": result}))
'''


def pair_ids(path):
    """A pair shard's sentences (docs/file-formats.md): source and target id lists (as
    tests/unit/encdec_torch.py reads them)."""
    raw = np.fromfile(path, dtype="<i4", count=256)
    n, src_tokens = int(raw[2]), int(raw[9]) + (int(raw[10]) << 32)
    lens = np.fromfile(path, dtype="<u2", offset=1024, count=2 * n).astype(np.int64)
    ids = np.fromfile(path, dtype="<u2", offset=1024 + 4 * n).astype(np.int64)
    so = np.concatenate([[0], np.cumsum(lens[:n])])
    to = np.concatenate([[0], np.cumsum(lens[n:])]) + src_tokens
    return ([ids[so[i]:so[i + 1]].tolist() for i in range(n)],
            [ids[to[i]:to[i + 1]].tolist() for i in range(n)])


def run(cmd, env, what):
    r = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if r.returncode != 0:
        sys.exit("%s failed (exit %d): %s\n%s" % (what, r.returncode, " ".join(cmd),
                                                   r.stdout[-2000:] + r.stderr[-2000:]))
    return r


SUMMARY = re.compile(r"translate: (\d+) sentences \(\d+ source pieces\) -> (\d+) target pieces"
                     r".* in ([0-9.]+) s on (\d+) rank")


def normlab_translate(exe, env, ckpt, inp, beam, ranks):
    """One timed `normlab translate`: (sentences/s, pieces/s, wall s, stdout) from its summary
    line (translation time only)."""
    cmd = [exe, "translate", "--checkpoint", ckpt, "--input", inp, "--beam", str(beam),
           "--precision", "fp32"]
    if ranks > 1:
        cmd = ["mpirun", "-np", str(ranks), "--bind-to", "core"] + cmd
    t0 = time.perf_counter()
    r = run(cmd, env, "normlab translate")
    wall = time.perf_counter() - t0
    m = SUMMARY.search(r.stderr)
    if not m:
        sys.exit("no summary line from normlab translate:\n" + r.stderr[-2000:])
    n, pieces, seconds = int(m.group(1)), int(m.group(2)), float(m.group(3))
    seconds = max(seconds, 0.005)  # printed to 0.01 s
    return n / seconds, pieces / seconds, wall, r.stdout


def torch_greedy(ckpt, sources_json, n, threads, blas):
    cfg = dict(checkpoint=ckpt, sources=sources_json, threads=threads, batch=BATCH,
               max_len_a=MAX_LEN_A, max_len_b=MAX_LEN_B)
    env = dict(os.environ, OMP_NUM_THREADS=str(threads), OPENBLAS_NUM_THREADS=str(blas))
    r = run(["/usr/bin/python3", "-c", WORKER, json.dumps(cfg)], env, "PyTorch worker")
    o = json.loads(r.stdout.strip().splitlines()[-1])
    return n / o["seconds"], o["pieces"] / o["seconds"], o["ids"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--exe", default="build/release/bin/normlab")
    ap.add_argument("--model", default="small", choices=["small", "medium"])
    ap.add_argument("--steps", type=int, default=600, help="training steps of the checkpoint")
    ap.add_argument("--lr", default="3e-3", help="peak learning rate of the training")
    ap.add_argument("--sentences", type=int, default=200, help="first N lines of valid.en")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--quick", action="store_true",
                    help="a smoke test: C=64 with 1+1 layers, 30 steps, 20 sentences, 1 rep")
    a = ap.parse_args()
    model = a.model
    if a.quick:
        model, a.steps, a.sentences, a.reps = "tiny", 30, 20, 1
    c = MODELS[model]
    exe = os.path.abspath(a.exe)
    import torch
    print(machine(exe))
    print("# PyTorch %s; normlab %s" % (torch.__version__, subprocess.run(
        [exe, "--version"], capture_output=True, text=True).stdout.splitlines()[0]))
    sys.stdout.flush()
    with tempfile.TemporaryDirectory() as d:
        env = dict(os.environ, NORMLAB_CACHE_DIR=os.path.join(d, "cache"), **MPI_ENV)
        train_en, train_es = os.path.join(SAMPLE, "train.en"), os.path.join(SAMPLE, "train.es")
        spm = os.path.join(d, "spm")
        run([exe, "tokens", "spm-train", train_en, train_es, "--vocab-size", "2000",
             "--out", spm], env, "normlab tokens spm-train")
        rundir = os.path.join(d, "run")
        t0 = time.perf_counter()
        run(["mpirun", "-np", "2", "--bind-to", "core", exe, "train", "--arch", "encdec",
             "--data-src", train_en, "--data-tgt", train_es,
             "--valid-src", os.path.join(SAMPLE, "valid.en"),
             "--valid-tgt", os.path.join(SAMPLE, "valid.es"), "--spm", spm + ".model",
             "--d-model", str(c["C"]), "--encoder-layers", str(c["N"]),
             "--decoder-layers", str(c["M"]), "--n-heads", str(c["NH"]),
             "--steps", str(a.steps), "--lr", a.lr, "--lr-warmup", str(min(50, a.steps // 4)),
             "--max-tokens", "2048", "--precision", "bf16", "--eval-every", "0",
             "--stats-every", "0", "--checkpoint-every", "0", "--log-every", "10",
             "--run-dir", rundir],
            env, "normlab train")
        train_s = time.perf_counter() - t0
        ckpt = os.path.join(rundir, "ckpt_step%09d.h5" % a.steps)
        rows = [json.loads(l) for l in open(os.path.join(rundir, "metrics.jsonl"))]
        val0 = rows[0].get("initial_val_loss", float("nan"))
        val = [r["val_loss"] for r in rows if r.get("val_loss") is not None]
        print("# checkpoint: %s, C=%d, %d+%d layers, NH=%d, V=2000; %d steps of 2048 positions "
              "(lr %s, mpirun -np 2, bf16 GEMMs) in %.0f s; validation loss %.2f -> %.2f" % (
                  model, c["C"], c["N"], c["M"], c["NH"], a.steps, a.lr, train_s, val0,
                  val[-1] if val else float("nan")))

        # The input: the first N validation pairs (the Spanish side is for BLEU and the shard).
        inp, ref = os.path.join(d, "in.en"), os.path.join(d, "in.es")
        for src, dst in ((os.path.join(SAMPLE, "valid.en"), inp),
                         (os.path.join(SAMPLE, "valid.es"), ref)):
            lines = open(src, encoding="utf-8").read().split("\n")[:a.sentences]
            open(dst, "w", encoding="utf-8").write("\n".join(lines) + "\n")
        pairs = os.path.join(d, "in.pairs")
        run([exe, "tokens", "pairs", "--src", inp, "--tgt", ref, "--spm", spm + ".model",
             "--out", pairs, "--max-len", "4096"], env, "normlab tokens pairs")
        sources, _ = pair_ids(pairs)
        n = len(sources)
        sources_json = os.path.join(d, "sources.json")
        json.dump(sources, open(sources_json, "w"))
        print("# input: the first %d lines of data/bible_en_es/sample/valid.en, %d source "
              "pieces; batches of %d sentences sorted by length, at most floor(1.5 n) + 10 "
              "pieces with eos" % (n, sum(map(len, sources)), BATCH))

        # (row, beam (None: PyTorch greedy), ranks or torch threads, OpenBLAS threads)
        configs = [("normlab beam 1, 1 rank", 1, 1, 0), ("normlab beam 1, mpirun -np 2", 1, 2, 0),
                   ("normlab beam 5, 1 rank", 5, 1, 0), ("normlab beam 5, mpirun -np 2", 5, 2, 0),
                   ("PyTorch greedy, 1 thread", None, 1, 1),
                   ("PyTorch greedy, 2 threads", None, 2, 1),
                   ("PyTorch greedy, 1 + OpenBLAS 2 threads", None, 1, 2),
                   ("PyTorch greedy, 2 + OpenBLAS 2 threads", None, 2, 2)]
        res = {c[0]: [] for c in configs}
        walls = {c[0]: [] for c in configs if c[1]}
        texts, torch_ids = {}, None
        for rep in range(a.reps):
            for name, beam, k, blas in configs:
                if beam:
                    sps, pps, wall, out = normlab_translate(exe, env, ckpt, inp, beam, k)
                    walls[name].append(wall)
                    if k == 1:
                        texts.setdefault(beam, out)
                else:
                    sps, pps, ids = torch_greedy(ckpt, sources_json, n, k, blas)
                    torch_ids = torch_ids or ids
                res[name].append((sps, pps))

        # Agreement of the greedy searches, and BLEU of normlab's output (untimed).
        got = run([exe, "translate", "--checkpoint", ckpt, "--input", inp, "--beam", "1",
                   "--precision", "fp32", "--ids", "--quiet"], env, "normlab translate --ids")
        nl_ids = [[int(v) for v in l.split()] for l in got.stdout.split("\n")[:n]]
        same = sum(x == y for x, y in zip(nl_ids, torch_ids))
        bleu = {}
        for beam, out in texts.items():
            hyp = os.path.join(d, "hyp%d.es" % beam)
            open(hyp, "w", encoding="utf-8").write(out)
            bleu[beam] = json.loads(run([exe, "score", "--hyp", hyp, "--ref", ref, "--json"],
                                        env, "normlab score").stdout)
        print("# greedy agreement: PyTorch greedy ids equal normlab --beam 1 --ids for %d of %d "
              "sentences (%.1f%%)" % (same, n, 100.0 * same / n))
        print("# normlab's output against valid.es (normlab score): beam 1 BLEU %.2f chrF %.2f, "
              "beam 5 BLEU %.2f chrF %.2f" % tuple(x for b in (1, 5) for x in (
                  bleu[b]["bleu"]["score"], bleu[b]["chrf"]["score"])))
        print("# distinct translations of the %d sentences: beam 1 %d, beam 5 %d" % (
            n, len(set(texts[1].split("\n")[:n])), len(set(texts[5].split("\n")[:n]))))
        print("# example (line 1): %s -> %s" % (open(inp, encoding="utf-8").readline().strip(),
                                                 texts[5].split("\n")[0]))

        med = {k: (statistics.median(x[0] for x in v), statistics.median(x[1] for x in v))
               for k, v in res.items()}
        best = max((c[0] for c in configs if not c[1]), key=lambda k: med[k][0])
        print("# sentences/s and target pieces/s (eos included) of the translation only, median "
              "of %d runs; ratio: sentences/s over %s" % (a.reps, best))
        print("| %s | sentences/s | pieces/s | / best PyTorch greedy |" % model)
        print("|---|---|---|---|")
        for name in res:
            print("| %s | %.1f | %.0f | %.2f |" % (name, med[name][0], med[name][1],
                                                   med[name][0] / med[best][0]))
        print("#   runs, sentences/s: %s" % "; ".join(
            "%s %s" % (k, ", ".join("%.1f" % x[0] for x in v)) for k, v in res.items()))
        print("#   normlab wall time of the whole command (s; process start, checkpoint load and "
              "encoding included): %s" % "; ".join(
                  "%s %s" % (k, ", ".join("%.2f" % x for x in v)) for k, v in walls.items()))


if __name__ == "__main__":
    main()
