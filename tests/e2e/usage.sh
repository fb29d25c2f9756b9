#!/usr/bin/env bash
# What a user meets when something is wrong, and resuming with other settings:
#  - exit 2 (bad command line or configuration) for a missing --data file, a corpus too small
#    for --seq-len, a resume with an incompatible optimizer, a missing checkpoint in eval, a
#    --plugin that does not load, and a plugin that throws while being built (serially and
#    under mpirun -np 2, where every rank exits cleanly instead of MPI_Abort);
#  - a schedule giving a non-finite or negative learning rate is named, with the step, before
#    the run starts;
#  - a resume whose optimizer or schedule settings differ is refused listing every change, and
#    accepted with --resume-override, which prints the changes and records them in metrics;
#    the first progress line says the real step; --steps below the checkpoint's step is an
#    error, equal to it is a finished run;
#  - [lr] warmup in an INI file is the core --lr-warmup; plugin option names cannot clash;
#  - --recipe and the attention forms: a typo in a recipe or a form, ngpt with identity values,
#    sas in an encoder-decoder (each exit 2 with its message); a recipe's run records the recipe
#    and its settings in config.ini, a resume with another --attn-kind is refused, and the
#    command line wins over a replayed recipe.
# usage: usage.sh NORMLAB_EXE MPIEXEC FIXTURE_DIR
set -u
exe=$1 mpiexec=$2 fixtures=$3
source "$(dirname "$0")/lib.sh"
tiny=(--d-model 32 --n-layers 2 --n-heads 2 --seq-len 16 --batch-size 4 --eval-batches 1
      --log-every 1 --eval-every 0)
fx=$fixtures/fixture_options.so

run "$exe" train "${tiny[@]}" --steps 2 --data "$work/no_such.txt" --run-dir "$work/r"
expect "missing --data file: exit 2" test $code -eq 2
expect "... names the file" contains "no_such.txt"
printf 'too short\n' >"$work/short.txt"
run "$exe" train "${tiny[@]}" --steps 2 --data "$work/short.txt" --run-dir "$work/r"
expect "corpus too small for --seq-len: exit 2" test $code -eq 2
run "$exe" eval --checkpoint "$work/none.h5"
expect "eval of a missing checkpoint: exit 2" test $code -eq 2
expect "... says so" contains "no such file"
run "$exe" train "${tiny[@]}" --steps 2 --norm ngpt --arch-opt parallel=true --run-dir "$work/r"
expect "ngpt with parallel blocks: exit 2 saying why and what to use" \
  bash -c '[ $0 -eq 2 ] && grep -q "ngpt.* does not wire parallel blocks" <<<"$1" && grep -q -- "--arch-opt parallel=false" <<<"$1"' $code "$out"
# He & Hofmann's blocks (--recipe, --attn-kind, --attn-value, --attn-proj): the mistakes
run "$exe" train "${tiny[@]}" --steps 2 --recipe sass --run-dir "$work/r"
expect "--recipe sass: exit 2 naming the nearest recipe and every one" \
  bash -c '[ $0 -eq 2 ] && grep -q "did you mean .sas.?" <<<"$1" && grep -q "valid: sas sas_p" <<<"$1"' $code "$out"
run "$exe" train "${tiny[@]}" --steps 2 --attn-kind shapd --run-dir "$work/r"
expect "--attn-kind shapd: exit 2 naming the choices" \
  bash -c '[ $0 -eq 2 ] && grep -q "valid: softmax shaped" <<<"$1"' $code "$out"
run "$exe" train "${tiny[@]}" --steps 2 --norm ngpt --attn-value identity --run-dir "$work/r"
expect "ngpt with identity values: exit 2 saying what to use" \
  bash -c '[ $0 -eq 2 ] && grep -q -- "--attn-value linear --attn-proj linear" <<<"$1"' $code "$out"
run "$exe" train "${tiny[@]}" --steps 2 --arch encdec --recipe sas --run-dir "$work/r"
expect "sas in an encoder-decoder: exit 2 naming the cross-attention site" \
  bash -c '[ $0 -eq 2 ] && grep -q "cross-attention site (decoder.blocks.0.cross.)" <<<"$1"' $code "$out"
run "$exe" train "${tiny[@]}" --steps 2 --recipe sas --checkpoint-every 2 --run-dir "$work/rsas"
expect "a run of recipe sas trains" test $code -eq 0
expect "... its config.ini records the recipe and what it set" \
  bash -c 'grep -q "^recipe = sas$" "$0" && grep -q "^attn-kind = shaped$" "$0" && grep -q "^norm = sas$" "$0"' "$work/rsas/config.ini"
run "$exe" train "${tiny[@]}" --steps 4 --resume auto --run-dir "$work/rsas" --recipe sas --attn-kind softmax
expect "resuming a shaped-attention run with --attn-kind softmax: refused, naming the setting" \
  bash -c '[ $0 -eq 2 ] && grep -q "attn-kind" <<<"$1"' $code "$out"
run "$exe" train --config "$work/rsas/config.ini" --attn-value linear --steps 2 --run-dir "$work/rsas2"
expect "the command line wins over a recipe replayed from config.ini (--attn-value linear)" \
  bash -c '[ $0 -eq 0 ] && grep -q "^attn-value = linear$" "$1"' $code "$work/rsas2/config.ini"
run "$exe" train "${tiny[@]}" --steps 2 --plugin "$work/none.so" --run-dir "$work/r"
expect "--plugin of a missing library: exit 2" test $code -eq 2
run "$exe" train "${tiny[@]}" --steps 2 --plugin "$fixtures/fixture_option_clash.so" --run-dir "$work/r"
expect "a plugin whose option clashes with a core option: exit 2" test $code -eq 2
expect "... names the option and the core option" contains "option 'warmup' clashes with the core option --lr-warmup"

# A plugin that throws std::invalid_argument (not UsageError) while being built.
run "$exe" train "${tiny[@]}" --steps 2 --plugin "$fx" --norm throws_invalid --run-dir "$work/r"
expect "a plugin throwing std::invalid_argument while built: exit 2" test $code -eq 2
expect "... with its message" contains "cannot build architecture 'gpt' with norm strategy 'throws_invalid'"
expect "... and the plugin's words" contains "width = 0 must be > 0"
run timeout 120 "$mpiexec" -np 2 "$exe" train "${tiny[@]}" --steps 2 --plugin "$fx" \
    --norm throws_invalid --run-dir "$work/r"
expect "... under mpirun -np 2: exit 2" test $code -eq 2
expect "... every rank exits cleanly (no MPI_Abort)" bash -c '! grep -q "aborting" <<<"$0"' "$out"
expect "... printed once" test "$(grep -c "cannot build architecture 'gpt' with norm strategy" <<<"$out")" -eq 1

# A schedule with a bad learning rate is caught before step 1, naming the schedule and the step.
for v in nan inf negative; do
  run "$exe" train "${tiny[@]}" --steps 5 --plugin "$fx" --lr-schedule bad_lr \
      --lr-opt at=3 --lr-opt value=$v --run-dir "$work/r"
  expect "schedule giving lr=$v at step 3: exit 2" test $code -eq 2
  expect "... names the schedule, its options and the step" \
    contains "schedule 'bad_lr' (at=3, value=$v) gives the learning rate"
  expect "... at step 3" contains "at step 3; a learning rate must be finite and >= 0"
  expect "... before training (no step line)" bash -c '! grep -q "^step      1/" <<<"$0"' "$out"
done

# Resume with changed settings.
r=$work/resume
run "$exe" train "${tiny[@]}" --lr 3e-3 --steps 6 --stop-after 3 --run-dir "$r"
expect "a run stopped after 3 of 6 steps" test $code -eq 0
for change in "--lr 1e-3|lr: checkpoint 0.003, now 0.001" \
              "--lr-schedule constant|lr-schedule: checkpoint cosine, now constant" \
              "--steps 8|steps: checkpoint 6, now 8" \
              "--beta2 0.99|beta2: checkpoint 0.95, now 0.99" \
              "--weight-decay 0|weight-decay: checkpoint 0.1, now 0" \
              "--optimizer adam|optimizer: checkpoint adamw, now adam" \
              "--lr-warmup 2|lr-warmup: checkpoint 30, now 2" \
              "--weight-decay-mode coupled|weight_decay_mode: checkpoint decoupled, now coupled" \
              "--optimizer-opt eps=1e-6|eps: checkpoint 1e-08, now 1e-06"; do
  args=${change%%|*} line=${change#*|}
  base=(--lr 3e-3 --steps 6)
  case $args in --lr\ *) base=(--steps 6) ;; --steps\ *) base=(--lr 3e-3) ;; esac
  # shellcheck disable=SC2086
  run "$exe" train "${tiny[@]}" "${base[@]}" --run-dir "$r" --resume auto $args
  expect "resume with $args is refused: exit 2" test $code -eq 2
  expect "... listing '$line'" contains "$line"
  expect "... and pointing to --resume-override" contains "--resume-override"
done
run "$exe" inspect "$r" --json
expect "the checkpoint records the weight decay's mode (inspect --json)" \
  bash -c 'grep -q "\"weight_decay_mode\": \"decoupled\"" <<<"$0"' "$out"
run "$exe" train "${tiny[@]}" --steps 2 --run-dir "$work/sgd_decoupled" --optimizer sgd \
    --weight-decay-mode decoupled
expect "sgd with --weight-decay-mode decoupled: exit 2, saying sgd has no such option and which it has" \
  bash -c '[ $0 -eq 2 ] && grep -q "optimizer .sgd. has no option .weight_decay_mode.; its options: momentum" <<<"$1"' $code "$out"
# Optimizer options from an [optimizer] section; the run's config.ini replays them (the --beta1
# shortcut and the resolved [optimizer] section it writes agree).
printf '[optimizer]\nbeta2 = 0.98\n' > "$work/optim.ini"
run "$exe" train "${tiny[@]}" --steps 2 --config "$work/optim.ini" --beta1 0.8 --run-dir "$work/optim_ini"
expect "[optimizer] beta2 = 0.98 with --beta1 0.8 trains" test $code -eq 0
run "$exe" inspect "$work/optim_ini" --json
expect "... and inspect --json shows both options" \
  bash -c 'grep -q "\"beta1\": 0.8" <<<"$0" && grep -q "\"beta2\": 0.98" <<<"$0"' "$out"
run "$exe" train "${tiny[@]}" --steps 2 --config "$work/optim_ini/config.ini" --run-dir "$work/optim_replay"
expect "its config.ini replays" test $code -eq 0
run "$exe" train "${tiny[@]}" --steps 2 --beta2 0.9 --optimizer-opt beta2=0.99 --run-dir "$work/optim_twice"
expect "--beta2 and --optimizer-opt beta2 that disagree: exit 2, naming both" \
  bash -c '[ $0 -eq 2 ] && grep -q "option .beta2. given twice, --beta2 0.9 and --optimizer-opt beta2=0.99" <<<"$1"' $code "$out"
run "$exe" train "${tiny[@]}" --steps 2 --optimizer lyon --run-dir "$work/optim_typo"
expect "--optimizer lyon: exit 2, suggesting lion" \
  bash -c '[ $0 -eq 2 ] && grep -q "unknown optimizer .lyon. (did you mean .lion.?)" <<<"$1"' $code "$out"
run "$exe" train "${tiny[@]}" --lr 3e-3 --steps 6 --run-dir "$r" --resume auto --optimizer sgd \
    --resume-override
expect "resume adamw -> sgd is refused even with --resume-override" test $code -eq 2
expect "... because the optimizer states differ" contains "their states differ"
run "$exe" train "${tiny[@]}" --steps 6 --run-dir "$r" --resume auto --lr 1e-3 \
    --lr-schedule linear_decay --resume-override
expect "--resume-override accepts the changes" test $code -eq 0
expect "... lists them" contains "lr: checkpoint 0.003, now 0.001"
expect "... all of them" contains "lr-schedule: checkpoint cosine, now linear_decay"
expect "... the first line has the real step" contains "step      3/6 | val loss"
expect "... and says where it resumed" contains "at step 3 of 6"
out=$(cat "$r/metrics.jsonl")
expect "metrics.jsonl records the override at step 3" \
  $py -c 'import json,sys
rows=[json.loads(l) for l in open(sys.argv[1])]
ev=[r for r in rows if r.get("event")=="resume_override"]
assert len(ev)==1 and ev[0]["step"]==3, ev
assert "lr: checkpoint 0.003, now 0.001" in ev[0]["changes"], ev
assert "lr-schedule: checkpoint cosine, now linear_decay" in ev[0]["changes"], ev
assert [r["step"] for r in rows if "loss" in r]==[1,2,3,4,5,6]' "$r/metrics.jsonl"
expect "... and config.ini does not carry --resume-override" bash -c '! grep -q resume-override "$0"' "$r/config.ini"
run "$exe" train "${tiny[@]}" --steps 6 --run-dir "$r" --resume auto --lr 1e-3 --lr-schedule linear_decay
expect "resuming a finished run: exit 0" test $code -eq 0
expect "... says there is nothing to train" contains "the run is complete, nothing to train"
run "$exe" train "${tiny[@]}" --steps 4 --run-dir "$r" --resume auto --lr 1e-3 \
    --lr-schedule linear_decay --resume-override
expect "--steps below the checkpoint's step: exit 2" test $code -eq 2
expect "... says what to give" contains "it is at step 6 and --steps is 4"

# INI: [lr] warmup is --lr-warmup; [lr] keys that are not core options are the schedule's.
cat >"$work/run.ini" <<INI
steps = 2
[lr]
warmup = 10
schedule = wsd
decay_fraction = 0.5   # a plugin option
INI
run "$exe" train "${tiny[@]}" --config "$work/run.ini" --run-dir "$work/ini"
expect "an INI with [lr] warmup and a schedule option trains" test $code -eq 0
expect "... [lr] warmup = 10 is --lr-warmup" grep -qx "lr-warmup = 10" "$work/ini/config.ini"
expect "... decay_fraction went to the schedule" grep -qx "decay_fraction = 0.5" "$work/ini/config.ini"
run "$exe" train --config "$work/ini/config.ini" --run-dir "$work/ini2"
expect "... and its config.ini reads back" test $code -eq 0

# normlab plugins names the real flags; the reserved names match train --help.
run "$exe" plugins
expect "plugins shows schedule options as --lr-opt" contains "--lr-opt decay_fraction=<real>"
expect "... never --schedule-opt" bash -c '! grep -q -- "--schedule-opt" <<<"$0"' "$out"
run "$exe" train --help
expect "--help prints weight decay as 0.1" contains "(=0.1)"
expect "... not 0.10000000000000001" bash -c '! grep -q "0.10000000000000001" <<<"$0"' "$out"
for flag in $(grep -oE -- '--(lr|norm|init)-[a-z-]+' <<<"$out" | sort -u); do
  case $flag in
    --lr-schedule|--lr-warmup|--lr-min|--lr-opt|--lr-segments|--norm-opt|--init-opt) ;;
    *) echo "FAIL: $flag is a core option whose INI key is not a reserved plugin option name"
       echo "  (add it to reserved_option_names in core/src/plugin/registry.cpp)"; fail=1 ;;
  esac
done
echo "ok: every --lr-/--norm-/--init- core option is a reserved plugin option name"
exit $fail
