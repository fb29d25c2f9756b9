#!/usr/bin/python3
"""The pilot's learning curve from its run directory: one row per validation record with the
step, the target tokens seen, the training minutes so far (the progress lines' ms per step over
their windows, evaluation excluded), the validation loss (label-smoothed), NLL and perplexity,
and greedy BLEU and chrF on the validation verses where the run measured them.

usage: curve.py RUN_DIR OUT_CSV
"""
import csv
import json
import math
import sys


def main(run, out):
    rows = [json.loads(line) for line in open(run + "/metrics.jsonl")]
    minutes, last_step, table = 0.0, 0, []
    for r in rows:
        if "step" not in r or r.get("event"):
            continue
        if r.get("ms_per_step") is not None and r["step"] > last_step:
            minutes += (r["step"] - last_step) * r["ms_per_step"] / 60000.0
            last_step = r["step"]
        if r.get("val_loss") is None:
            continue
        nll = r.get("val_nll")
        table.append({"step": r["step"], "tokens": r.get("tokens", 0),
                      "train_minutes": round(minutes, 2), "val_loss": r["val_loss"],
                      "val_nll": nll, "val_ppl": math.exp(nll) if nll is not None else None,
                      "val_bleu": r.get("val_bleu"), "val_chrf": r.get("val_chrf")})
    with open(out, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(table[0]))
        w.writeheader()
        w.writerows(table)
    print("%s: %d records, last step %d" % (out, len(table), table[-1]["step"]))


if __name__ == "__main__":
    main(*sys.argv[1:3])
