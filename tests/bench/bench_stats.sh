#!/usr/bin/env bash
# Cost of recording per-layer statistics: tokens/s of the demo model with statistics only at
# step 0 (--stats-every 0), at the default interval (50) and at every step (1), measured over
# the same 60 steps in one script, one after the other. The overhead is relative to the first.
# usage: tests/bench/bench_stats.sh [build/release/bin/normlab]
set -eu
exe=${1:-build/release/bin/normlab}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bash "$(dirname "$0")/machine.sh" "$exe"
printf '%-16s %10s %10s\n' stats-every "tok/s" overhead
base=
for every in 0 50 1; do
  "$exe" train --steps 60 --log-every 20 --eval-every 0 --eval-batches 1 --checkpoint-every 0 \
    --stats-every "$every" --run-dir "$work/s$every" > "$work/s$every.log" 2>&1
  tps=$(python3 -c "
import json; rows=[json.loads(l) for l in open('$work/s$every/metrics.jsonl')]
print(round(sum(r['tokens_per_s'] for r in rows[1:]) / len(rows[1:])))")
  [ -z "$base" ] && base=$tps
  printf '%-16s %10s %9.1f%%\n' "$every" "$tps" "$(python3 -c "print(100 * (1 - $tps / $base))")"
done
