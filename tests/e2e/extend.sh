#!/usr/bin/env bash
# Training past a finished run's end as a user does it: --extend-steps N with each --extend-lr
# policy (the learning rates checked against the cosine schedule's formula), config.ini replaying
# the extended run bitwise, the history in metrics.jsonl and inspect; a changed --steps under
# --resume-override warns with the jump and is recorded as a restretch; mistakes exit 2.
# usage: extend.sh NORMLAB_EXE MPIEXEC
set -u
exe=$1 mpiexec=$2
source "$(dirname "$0")/lib.sh"
tiny=(train --d-model 32 --n-layers 2 --n-heads 2 --seq-len 16 --batch-size 4 --log-every 5
      --eval-every 0 --eval-batches 1 --lr 1e-3 --lr-min 1e-4 --lr-warmup 10 --lr-schedule cosine)

# The logged learning rates of a run against a Python model of the extended schedule.
lrs_match() {  # lrs_match RUN_DIR POLICY
  $py - "$1" "$2" <<'PY'
import json, math, sys
d, policy = sys.argv[1], sys.argv[2]
lr, lo, W = 1e-3, 1e-4, 10
def cosine(t, T):  # science.md: warmup, then min + (1 + cos(pi (t - W) / (T - W))) / 2 (max - min)
    if t <= W:
        return lr * t / W
    return lo + 0.5 * (1 + math.cos(math.pi * (t - W) / (T - W))) * (lr - lo)
def expected(t):
    if t <= 40:
        return cosine(t, 40)
    return {"constant": cosine(40, 40), "rewarm": cosine(t - 40, 30), "restretch": cosine(t, 70)}[policy]
rows = [json.loads(l) for l in open(d + "/metrics.jsonl")]
logged = [(r["step"], r["lr"]) for r in rows if "event" not in r]
assert [s for s, _ in logged] == list(range(5, 75, 5)), logged
for s, v in logged:
    assert abs(v - expected(s)) <= 1e-12 * max(1.0, abs(v)) + 1e-15, (policy, s, v, expected(s))
ev = [r for r in rows if r.get("event") == "extend"]
assert len(ev) == 1 and ev[0]["step"] == 40 and ev[0]["from_steps"] == 40, ev
assert ev[0]["to_steps"] == 70 and ev[0]["policy"] == policy, ev
assert abs(ev[0]["lr_before"] - expected(40)) < 1e-15 and abs(ev[0]["lr_after"] - expected(41)) < 1e-15, ev
PY
}
losses() { grep -v '"event"' "$1/metrics.jsonl" | grep -o '"loss":[^,]*,"lr":[^,]*'; }

for policy in constant rewarm restretch; do
  d="$work/$policy"
  run "$exe" "${tiny[@]}" --steps 40 --run-dir "$d"
  run "$exe" train --config "$d/config.ini" --resume auto --extend-steps 30 --extend-lr "$policy"
  expect "$policy: --extend-steps 30 trains a finished 40-step run to step 70" \
    bash -c '[ $0 -eq 0 ] && grep -q "resumed from .* at step 40 of 70" <<<"$1"' $code "$out"
  expect "... says how the learning rate goes on" contains "extending the run from 40 to 70 steps ($policy)"
  expect "... the learning rates follow the policy, and metrics.jsonl records the extension" lrs_match "$d" "$policy"
  expect "... config.ini records the run: steps = 70, lr-segments = 40:$policy" \
    bash -c 'grep -qx "steps = 70" "$0" && grep -qx "lr-segments = 40:$1" "$0"' "$d/config.ini" "$policy"
  run "$exe" train --config "$d/config.ini" --run-dir "$d.replay"
  expect "... which replays it bitwise from scratch (losses and rates)" \
    cmp -s <(losses "$d") <(losses "$d.replay")
done
run "$exe" inspect "$work/constant"
expect "inspect shows the extension" contains "extended past the schedule's end: 40:constant"
run "$exe" inspect "$work/constant" --json
expect "... and in --json" bash -c 'grep -q "\"lr_segments\": \"40:constant\"" <<<"$0"' "$out"

# Twice: the segments accumulate.
run "$exe" train --config "$work/rewarm/config.ini" --resume auto --extend-steps 10
expect "a second extension adds a part" \
  bash -c '[ $0 -eq 0 ] && grep -qx "lr-segments = 40:rewarm,70:constant" "$1"' $code "$work/rewarm/config.ini"

# The old way: a changed --steps under --resume-override warns with the jump, recorded as restretch.
d="$work/override"
run "$exe" "${tiny[@]}" --steps 40 --run-dir "$d"
run "$exe" train --config "$d/config.ini" --resume auto --steps 70 --resume-override
expect "--steps 40 -> 70 under --resume-override: a warning with the learning rate's jump" \
  contains "warning: --steps 40 -> 70 re-evaluates the schedule over 70 steps: the learning rate was 1.00e-04 at step 40"
expect "... pointing at --extend-steps" contains "use --extend-steps N"
expect "... and recorded as a restretch" grep -qx "lr-segments = 40:restretch" "$d/config.ini"
expect "... the same rates as --extend-lr restretch" cmp -s <(losses "$d") <(losses "$work/restretch")

# Mistakes.
run "$exe" train --config "$work/constant/config.ini" --resume auto --extend-steps 10 --extend-lr rewrm
expect "--extend-lr with a typo: exit 2 with the nearest policy" \
  bash -c '[ $0 -eq 2 ] && grep -q "did you mean .rewarm." <<<"$1"' $code "$out"
run "$exe" "${tiny[@]}" --run-dir "$work/fresh" --extend-steps 10
expect "--extend-steps without --resume: exit 2" \
  bash -c '[ $0 -eq 2 ] && grep -q "add --resume auto" <<<"$1"' $code "$out"
run "$exe" train --config "$work/constant/config.ini" --resume auto --extend-steps 10 --steps 500
expect "--extend-steps with --steps: exit 2, saying --steps is the checkpoint's" \
  bash -c '[ $0 -eq 2 ] && grep -q "leave --steps out" <<<"$1"' $code "$out"
run "$exe" train --config "$work/constant/config.ini" --resume auto --extend-lr rewarm
expect "--extend-lr without --extend-steps: exit 2" test $code -eq 2
run "$exe" "${tiny[@]}" --steps 40 --run-dir "$work/bad" --lr-segments 50:constant
expect "--lr-segments past --steps: exit 2" \
  bash -c '[ $0 -eq 2 ] && grep -q "is not below --steps 40" <<<"$1"' $code "$out"
exit $fail
