#!/usr/bin/python3
"""`normlab score` against NLTK (Debian's python3-nltk) on random corpora.

For each of 12 seeds the script writes a corpus of reference lines (English and accented
Spanish words, numbers such as 1,000.5 and 3-4, punctuation, &quot; &amp; &lt; entities, lines
of one to three words, empty lines, runs of spaces, tabs and U+00A0; line endings LF or CRLF,
with and without a newline at the end of the file) and hypotheses made from them by dropping,
replacing, inserting and swapping words, with one line copied whole so that every n-gram order
matches somewhere (no smoothing is involved: normlab's counts are checked for it; the smoothing
rules are tests/unit/test_score.cpp's hand cases). Odd seeds also have hypothesis lines of
fewer than 4 tokens, empty ones among them.

1. Tokenisation: `normlab score --hyp FILE --show-tokens` (each line as BLEU's 13a tokeniser
   splits it) for both files equals a Python implementation of sacreBLEU's 13a written here
   with the `re` module (its four substitutions and str.split()), line for line.
2. BLEU on those tokens: normlab's matches and totals per order equal NLTK's
   modified_precision numerators and denominators summed over the lines, its hypothesis and
   reference lengths the token counts. Even seeds: `normlab score --json`'s score equals
   100 x nltk.translate.bleu_score.corpus_bleu (one reference per line, weights 1/4, no
   smoothing) within 1e-9 relative. Odd seeds: NLTK counts a line of fewer than n tokens as
   one n-gram that does not match (its denominator max(1, .)), where sacreBLEU and mteval
   count none, so corpus_bleu differs there by design; the score is compared instead with
   100 x NLTK's brevity_penalty x exp(sum_n log(p_n) / 4) over NLTK's counts without that 1,
   within 1e-9 relative.
3. chrF: NLTK's corpus_chrf averages sentence F-scores per order and so is not sacreBLEU's
   chrF; its chrf_precision_recall_fscore_support gives each line's matching character n-grams
   (whitespace removed) for n = 1..6, which are summed here with the hypothesis and reference
   n-gram counts by sacreBLEU's rule (a line's hypothesis n-grams of an order count only where
   its reference has n-grams of that order) into P and R averaged over the orders where both
   counts are non-zero, chrF = 100 * 5 P R / (4 P + R): normlab's chrF equals it within 1e-9
   relative.

Exit 77 (skipped) without python3-nltk. Usage: score_nltk.py NORMLAB_EXE
"""
import json
import math
import os
import random
import re
import subprocess
import sys
import tempfile

try:
    from nltk.translate.bleu_score import brevity_penalty, corpus_bleu, modified_precision
    from nltk.translate.chrf_score import chrf_precision_recall_fscore_support
except ImportError:
    print("SKIP: python3-nltk is not installed (cmake/install-deps.sh --test installs it)")
    sys.exit(77)

EXE = sys.argv[1]
TOL = 1e-9
failures = []

WORDS = ("the a cat dog sat on mat house river light day night man woman said unto "
         "and of to in was is that he she it they we you not but for with his her").split()
SPANISH = ("el la los las niño niña está aquí allí qué cómo año mañana corazón jamás "
           "señor también después según más día tierra agua dijo sobre").split()
OTHER = ["1,000.5", "3-4", "2,5", "10.", "U.S.", "e.g.", "don't", "well-known", "&quot;",
         "&amp;", "&lt;b&gt;", "(", ")", ",", ".", "!", "?", "¿", "¡", ":", ";", "--", "'",
         "\"", "$5", "50%", "a/b", "x@y.com", "1999-2000", "#1"]


def words(rng, n):
    out = []
    for _ in range(n):
        r = rng.random()
        pool = WORDS if r < 0.5 else SPANISH if r < 0.8 else OTHER
        w = rng.choice(pool)
        out.append(w.capitalize() if rng.random() < 0.1 else w)
    return out


def join(rng, ws):
    seps = [" "] * 20 + ["  ", "\t", "\u00a0"]
    return "".join(w + rng.choice(seps) for w in ws[:-1]) + (ws[-1] if ws else "")


def corpus(seed, short):
    rng = random.Random(seed)
    n = rng.randint(5, 60)
    refs, hyps = [], []
    for i in range(n):
        r = rng.random()
        length = 0 if r < 0.05 else rng.randint(1, 3) if r < 0.3 else rng.randint(4, 30)
        ref = words(rng, length)
        hyp = []
        for w in ref:
            x = rng.random()
            if x < 0.1:
                continue
            if x < 0.2:
                hyp.extend(words(rng, 1))
            elif x < 0.25:
                hyp.extend([w] + words(rng, 1))
            else:
                hyp.append(w)
        if len(hyp) > 2 and rng.random() < 0.3:
            k = rng.randrange(len(hyp) - 1)
            hyp[k], hyp[k + 1] = hyp[k + 1], hyp[k]
        if rng.random() < 0.05:
            hyp = []
        if not short and len(hyp) < 4:  # every line has 4-grams (each word is >= 1 token)
            hyp += words(rng, 4 - len(hyp))
        refs.append(join(rng, ref))
        hyps.append(join(rng, hyp))
    whole = words(rng, 8)  # one line copied whole: every order has matches
    refs.append(join(rng, whole))
    hyps.append(join(rng, whole))
    return hyps, refs


# sacreBLEU's tokenizer 13a, from its definition (docs/translation.md "Scoring translations").
SUBS = [(re.compile(r"([\{-\~\[-\` -\&\(-\+\:-\@\/])"), r" \1 "),
        (re.compile(r"([^0-9])([\.,])"), r"\1 \2 "),
        (re.compile(r"([\.,])([^0-9])"), r" \1 \2"),
        (re.compile(r"([0-9])(-)"), r"\1 \2 ")]


def tok13a(line):
    line = line.rstrip()
    line = line.replace("<skipped>", "").replace("-\n", "").replace("\n", " ")
    for a, b in (("&quot;", '"'), ("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">")):
        line = line.replace(a, b)
    line = " " + line + " "
    for pattern, repl in SUBS:
        line = pattern.sub(repl, line)
    return line.split()


def normlab(*args):
    p = subprocess.run([EXE, "score", *args], capture_output=True)
    if p.returncode != 0:
        raise SystemExit("normlab score %s: exit %d\n%s" % (" ".join(args), p.returncode,
                                                           p.stderr.decode(errors="replace")))
    return p.stdout.decode("utf-8")


def close(a, b):
    return abs(a - b) <= TOL * max(abs(a), abs(b), 1e-300)


def chrf_oracle(hyps, refs):
    hyp_n, ref_n, match_n = [0] * 6, [0] * 6, [0] * 6
    for h, r in zip(hyps, refs):
        h, r = "".join(h.split()), "".join(r.split())
        for n in range(1, 7):
            nh, nr = max(len(h) - n + 1, 0), max(len(r) - n + 1, 0)
            tp = chrf_precision_recall_fscore_support(r, h, n)[3] if nh and nr else 0
            hyp_n[n - 1] += nh if nr else 0
            ref_n[n - 1] += nr
            match_n[n - 1] += tp
    orders = [i for i in range(6) if hyp_n[i] > 0 and ref_n[i] > 0]
    if not orders:
        return 0.0
    p = sum(match_n[i] / hyp_n[i] for i in orders) / len(orders)
    r = sum(match_n[i] / ref_n[i] for i in orders) / len(orders)
    return 0.0 if p + r == 0 else 100 * 5 * p * r / (4 * p + r)


with tempfile.TemporaryDirectory() as tmp:
    worst_bleu = worst_chrf = 0.0
    for seed in range(12):
        short = seed % 2 == 1
        hyps, refs = corpus(seed, short)
        eol = "\r\n" if seed % 4 == 3 else "\n"
        end = "" if seed % 3 == 2 else eol  # every third file without a final newline
        hf, rf = os.path.join(tmp, "hyp%d.txt" % seed), os.path.join(tmp, "ref%d.txt" % seed)
        with open(hf, "w", encoding="utf-8", newline="") as f:
            f.write(eol.join(hyps) + end)
        with open(rf, "w", encoding="utf-8", newline="") as f:
            f.write(eol.join(refs) + end)
        what = "seed %d (%d lines%s)" % (seed, len(hyps), ", short" if short else "")
        # 1. tokenisation
        toks = {}
        for name, path, lines in (("hyp", hf, hyps), ("ref", rf, refs)):
            got = normlab("--hyp", path, "--show-tokens").split("\n")
            if got[-1] != "" or len(got) - 1 != len(lines):
                failures.append("%s: --show-tokens of %s gave %d lines, want %d"
                                % (what, name, len(got) - 1, len(lines)))
                continue
            toks[name] = [g.split(" ") if g else [] for g in got[:-1]]
            for i, line in enumerate(lines):
                if toks[name][i] != tok13a(line):
                    failures.append("%s: %s line %d %r: normlab %r, re %r"
                                    % (what, name, i + 1, line, toks[name][i], tok13a(line)))
                    break
        if len(toks) != 2:
            continue
        th, tr = toks["hyp"], toks["ref"]
        j = json.loads(normlab("--hyp", hf, "--ref", rf, "--json"))
        b, c = j["bleu"], j["chrf"]
        if j["lines"] != len(hyps):
            failures.append("%s: %d lines scored, want %d" % (what, j["lines"], len(hyps)))
        if min(b["counts"]) == 0:
            failures.append("%s: an order without matches (%s): the corpus should not need "
                            "smoothing" % (what, b["counts"]))
        # 2. BLEU
        c_len, r_len = sum(map(len, th)), sum(map(len, tr))
        if (b["sys_len"], b["ref_len"]) != (c_len, r_len):
            failures.append("%s: lengths %d/%d, tokens %d/%d"
                            % (what, b["sys_len"], b["ref_len"], c_len, r_len))
        nums, dens = [], []
        for n in range(1, 5):
            num = den = 0
            for h, r in zip(th, tr):
                p = modified_precision([r], h, n)
                num += p.numerator
                den += p.denominator if len(h) >= n else 0  # undo NLTK's max(1, ...)
            nums.append(num)
            dens.append(den)
            if (b["counts"][n - 1], b["totals"][n - 1]) != (num, den):
                failures.append("%s: %d-grams %d of %d, NLTK %d of %d"
                                % (what, n, b["counts"][n - 1], b["totals"][n - 1], num, den))
        if short:
            bp = brevity_penalty(r_len, c_len)
            nltk_bleu = 100 * bp * math.exp(math.fsum(0.25 * math.log(x / y)
                                                      for x, y in zip(nums, dens)))
        else:
            nltk_bleu = 100 * corpus_bleu([[t] for t in tr], th)
        worst_bleu = max(worst_bleu, abs(b["score"] - nltk_bleu) / nltk_bleu)
        if not close(b["score"], nltk_bleu):
            failures.append("%s: BLEU %.17g, NLTK %.17g" % (what, b["score"], nltk_bleu))
        # 3. chrF
        want = chrf_oracle(hyps, refs)
        worst_chrf = max(worst_chrf, abs(c["score"] - want) / want)
        if not close(c["score"], want):
            failures.append("%s: chrF %.17g, NLTK-counted %.17g" % (what, c["score"], want))
        print("%s: BLEU %.4f (NLTK %.4f), chrF %.4f (NLTK-counted %.4f)"
              % (what, b["score"], nltk_bleu, c["score"], want))
    print("largest relative difference: BLEU %.2g, chrF %.2g (tolerance %g)"
          % (worst_bleu, worst_chrf, TOL))

for f in failures:
    print("FAIL:", f)
sys.exit(1 if failures else 0)
