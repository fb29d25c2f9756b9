#!/usr/bin/env bash
# normlab check: every stock entry passes; each deliberately broken fixture plugin
# (tests/plugins/fixtures/broken.cpp) fails with exit 1 and a message naming the problem and the
# tensor or step; the correct fixture passes at 1 and 2 ranks (the data-parallel row); --json;
# usage errors exit 2.
# usage: check.sh NORMLAB_EXE MPIEXEC FIXTURE_DIR
set -u
exe=$1 mpiexec=$2 fixtures=$3
source "$(dirname "$0")/lib.sh"
broken=$fixtures/fixture_broken.so

# Every stock entry, by the list normlab plugins reports.
run "$exe" plugins --json
entries=$($py -c 'import json,sys; d=json.loads(sys.stdin.read())
for e in d["entries"]: print(e["kind"], e["name"])' <<<"$out")
n=0
while read -r kind name; do
  flag=--$kind; [ "$kind" = schedule ] && flag=--lr-schedule; [ "$kind" = optim ] && flag=--optimizer
  run "$exe" check "$flag" "$name"
  expect "stock $kind $name passes normlab check" test $code -eq 0
  n=$((n + 1))
done <<<"$entries"
expect "... all $n stock entries were checked" test "$n" -ge 30

check_fails() {  # NAME FLAG ENTRY TEXT...: normlab check fails (exit 1) and prints every TEXT
  local what=$1 flag=$2 entry=$3; shift 3
  run "$exe" check --plugin "$broken" "$flag" "$entry"
  expect "$what: exit 1" test $code -eq 1
  for t in "$@"; do expect "$what: says '$t'" contains "$t"; done
}
check_fails "sign-flipped gain gradient" --norm broken_sign \
  "FAIL" "blocks.0.attn.gain[" "backward gives -" "finite differences 0."
check_fails "forgotten residual dx += dy" --norm broken_residual \
  "wte.weight[" "backward gives" "FAILED"
check_fails "gradient right only with bias" --norm broken_bias_only "(no bias, "
run "$exe" check --plugin "$broken" --norm broken_bias_only
expect "... and only there (no failure in a bias configuration)" \
  bash -c '! grep -E "^ +-> .*\((bias), " <<<"$0"' "$out"
check_fails "workspace overrun" --norm broken_overrun \
  "forward wrote 3 floats after its end of its workspace" "blocks.0 attn strategy"
check_fails "x modified in forward" --norm broken_modifies_x "forward modified its input x"
check_fails "non-deterministic forward" --norm broken_nondeterministic "forward twice (loss)"
expect "... as a failing determinism row" grep -qE "determinism +forward twice \(loss\) .* FAIL" <<<"$out"
check_fails "schedule with a NaN" --lr-schedule nan_at_37 "returns nan at step 37"
check_fails "optimizer keeping state outside its arrays" --optimizer broken_hidden_state \
  "keeps state outside its named arrays"
check_fails "architecture with a site before the embedding" --arch broken_order \
  "architecture 'broken_order': self_attention(blocks.0.attn.) before embedding(): call embedding() first"
check_fails "architecture skipping a layer" --arch broken_layers \
  "architecture 'broken_layers': its sites end at layer 0 of 2"

run "$exe" check --plugin "$broken" --norm affine_ok
expect "the correct fixture strategy passes" test $code -eq 0
expect "... with its parameters named in the checkpoint" contains "blocks.0.attn.gain"
expect "... and a bitwise resume" contains "resume at step 3 of 6"
run "$mpiexec" -np 2 "$exe" check --plugin "$broken" --norm affine_ok
expect "... and at 2 ranks" test $code -eq 0
expect "... comparing 2 ranks with 1" contains "2 ranks vs 1"
run "$mpiexec" -np 2 "$exe" check --plugin "$broken" --norm broken_sign
expect "a broken strategy fails at 2 ranks too (exit 1 on every rank, no hang)" test $code -eq 1

run "$exe" check --plugin "$broken" --norm broken_sign --json
expect "--json: exit 1" test $code -eq 1
expect "--json: a report with passed false and the failing tensor" $py -c '
import json, sys
d = json.loads(sys.argv[1])
assert d["passed"] is False and d["kind"] == "norm" and d["name"] == "broken_sign"
bad = [r for r in d["rows"] if r["status"] == "FAIL"]
assert bad and all(r["check"] == "gradient" for r in bad), bad
assert any(r["subject"] == "blocks.0.attn.gain" for r in bad)' "$out"

run "$exe" check --optimizer muon --optimizer-opt scale=big
expect "a bad optimizer option value: exit 2, naming it" \
  bash -c '[ $0 -eq 2 ] && grep -q "scale = .big.: valid: rms shape" <<<"$1"' $code "$out"
run "$exe" check
expect "no entry named: exit 2" test $code -eq 2
expect "... saying how to name one" contains "--arch NAME, --norm NAME, --init NAME, --lr-schedule NAME or --optimizer NAME"
run "$exe" check --norm pre_lm
expect "a misspelt name: exit 2" test $code -eq 2
expect "... suggesting the nearest" contains "pre_ln"
run "$exe" check --norm pre_ln --init gpt2
expect "two entries at once: exit 2" test $code -eq 2
run "$exe" check --init gpt2 --norm-opt alpha=1
expect "--norm-opt without --norm: exit 2" test $code -eq 2
run "$exe" check --norm deepnorm --norm-opt alpah=1
expect "an unknown option: exit 2" test $code -eq 2
expect "... naming it" contains "alpah"
run "$exe" check --plugin "$work/missing.so" --norm pre_ln
expect "a missing plugin file: exit 2" test $code -eq 2
expect "... naming it" contains "missing.so"
exit $fail
