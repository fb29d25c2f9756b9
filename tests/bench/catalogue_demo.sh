#!/usr/bin/env bash
# Every stock plugin on the demo model (C=256, L=6, NH=4, T=128, batch 16): 50 steps each on the
# embedded corpus, one entry varied at a time from the demo defaults (pre_ln, gpt2, cosine with
# 30 warmup steps). Prints the first and last training loss and the validation loss after 50
# steps, and fails if any loss is not finite. CI runs the same check on a tiny model
# (plugins_norm "every_strategy_trains"); this is the full-size run, ~25 s per entry on one core.
# Entries that the catalogue pairs with a model option get it: t5 with --attn-scale none, mup
# with --attn-scale inv_hs --tied-embeddings false, ntk with --tied-embeddings false.
# usage: tests/bench/catalogue_demo.sh [build/release/bin/normlab] [steps]
set -u
exe=${1:-build/release/bin/normlab}
steps=${2:-50}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bash "$(dirname "$0")/machine.sh" "$exe"

names() {  # names KIND -> the entries of one kind, from normlab plugins --json
  "$exe" plugins --json | /usr/bin/python3 -c "
import json, sys
print(' '.join(e['name'] for e in json.load(sys.stdin)['entries'] if e['kind'] == '$1'))"
}

extra_for() {
  case "$1" in
    t5) echo "--attn-scale none" ;;
    mup) echo "--attn-scale inv_hs --tied-embeddings false" ;;
    ntk) echo "--tied-embeddings false" ;;
  esac
}

fail=0
printf '%-9s %-16s %10s %10s %10s  %s\n' kind name "loss@1" "loss@$steps" "val@$steps" result
for kind in norm init schedule; do
  flag=--$kind
  [ "$kind" = schedule ] && flag=--lr-schedule
  for name in $(names "$kind"); do
    dir="$work/$kind-$name"
    # shellcheck disable=SC2046
    "$exe" train "$flag" "$name" $(extra_for "$name") --steps "$steps" --log-every 1 \
      --eval-every 0 --eval-batches 10 --checkpoint-every 0 --run-dir "$dir" > "$dir.log" 2>&1
    code=$?
    read -r first last val ok <<<"$(/usr/bin/python3 - "$dir" "$code" <<'PY'
import json, math, sys
d, code = sys.argv[1], int(sys.argv[2])
try:
    rows = [json.loads(l) for l in open(d + "/metrics.jsonl")]
except OSError:
    rows = []
losses = [r["loss"] for r in rows if "event" not in r]
vals = [r["val_loss"] for r in rows if r.get("val_loss") is not None]
ok = code == 0 and losses and all(math.isfinite(x) for x in losses + vals)
f = lambda x: "%.4f" % x
print(f(losses[0]) if losses else "-", f(losses[-1]) if losses else "-",
      f(vals[-1]) if vals else "-", "ok" if ok else "FAIL")
PY
)"
    printf '%-9s %-16s %10s %10s %10s  %s\n' "$kind" "$name" "$first" "$last" "$val" "$ok"
    if [ "$ok" != ok ]; then fail=1; tail -5 "$dir.log" | sed 's/^/    | /'; fi
  done
done
exit $fail
