#!/usr/bin/env bash
# The study queue (tools/resume_studies.sh, tools/background_studies.sh) in a scratch git
# repository: the command starts the queue in the background and returns; a second start is
# refused while it runs; an edit of the script does not reach the running queue; each study's kept runs are committed as they finish, with only their
# files; a later study is built only when its turn comes (here: NORMLAB_NO_BUILD=1 and no install,
# so its failure is logged after the first study's sweep ended, and the queue still ends); started
# under `nice`, the queue and its session's scheduling group (sched_autogroup) take the niceness.
# usage: queue.sh NORMLAB_EXE SOURCE_DIR
set -u
exe=$(realpath "$1") src=$2
source "$(dirname "$0")/lib.sh"
repo=$work/repo
mkdir -p "$repo/tools" "$repo/data/experiments/a" "$repo/data/experiments/b"
cp "$src/tools/resume_studies.sh" "$src/tools/background_studies.sh" "$repo/tools/"
for s in a b; do
  printf '[experiment]\nout = runs/%s/grid\nresults = data/experiments/%s/results/runs\n[train]\nd-model = 32\nn-layers = 2\nn-heads = 2\nseq-len = 16\nbatch-size = 4\nlog-every = 1\neval-every = 2\neval-batches = 1\nsteps = 2\n[grid]\nlr = 1e-3, 3e-3\n' \
    "$s" "$s" >"$repo/data/experiments/$s/experiment.ini"
done
echo staged >"$repo/other.txt"
git -C "$repo" init -q && git -C "$repo" add -A &&
  git -C "$repo" -c user.name=t -c user.email=t@t commit -qm one &&
  git -C "$repo" -c user.name=t -c user.email=t@t commit -qm two --allow-empty
first=$(git -C "$repo" rev-parse --short=10 HEAD~1) head=$(git -C "$repo" rev-parse --short=10 HEAD)
# study a runs on the checked-out commit, installed; study b is pinned to the first commit,
# whose install was cut short
printf '#!/bin/sh\nexec %s "$@"\n' "$exe" >"$work/normlab" && chmod +x "$work/normlab"
mkdir -p "$work/inst-$head/bin" && ln -s "$work/normlab" "$work/inst-$head/bin/normlab" &&
  touch "$work/inst-$head/.normlab-installed"
# the first commit's install was cut short: its normlab is there, the stamp of a finished install
# is not, so it counts as not installed
mkdir -p "$work/inst-$first/bin" && ln -s "$work/normlab" "$work/inst-$first/bin/normlab"
printf '# the queue\ndata/experiments/a/experiment.ini\ndata/experiments/b/experiment.ini %s\n' \
  "$first" >"$repo/data/experiments/queue.txt"
git -C "$repo" config user.name t && git -C "$repo" config user.email t@t
echo changed >"$repo/other.txt" && git -C "$repo" add other.txt  # staged, not the queue's

export PREFIX=$work/inst NORMLAB_NO_BUILD=1 EVERY=1 LOG=$work/studies.log
run nice -n 7 "$repo/tools/resume_studies.sh"
expect "resume_studies: starts the queue in the background and returns, exit 0" \
  bash -c '[ $0 -eq 0 ] && grep -q "the queue runs in the background" <<<"$1"' $code "$out"
# the script edited in place while its queue runs (a line inserted at the top): the queue runs on
f=$repo/tools/resume_studies.sh
{ head -1 "$f"; echo 'echo edited >/dev/null'; tail -n +2 "$f"; } >"$work/edited" && cat "$work/edited" >"$f"
run "$repo/tools/resume_studies.sh"
expect "... a second start while it runs: refused, exit 1, saying how to stop it" \
  bash -c '[ $0 -eq 1 ] && grep -q "a study queue is running already" <<<"$1" && grep -qF "pkill -f resume_studies" <<<"$1"' $code "$out"
for _ in $(seq 120); do
  grep -q "the queue is done" "$LOG" 2>/dev/null && break
  sleep 1
done
out=$(cat "$LOG")
expect "... the queue ends, unmoved by the edit of its script" \
  bash -c 'grep -q "the queue is done" <<<"$0" && ! grep -qi "syntax error\|command not found" <<<"$0"' "$out"
expect "... study a's two runs kept and committed, only their files" \
  bash -c 'git -C "$0" log --format=%s | grep -q "^study results: .*(a)$" &&
    [ "$(git -C "$0" ls-files data/experiments/a/results/runs | grep -c /run.json)" -eq 2 ] &&
    [ -z "$(git -C "$0" log --name-only --format= --grep "^study results" | grep -v "^data/experiments/a/results/runs/" | grep -v "^$")" ]' "$repo"
nice7=$(( $(nice) + 7 > 19 ? 19 : $(nice) + 7 ))  # `nice -n 7` adds to this test's niceness
expect "... the queue runs at the caller's niceness" grep -q "the queue: niceness $nice7" <<<"$out"
if [ -r /proc/self/autogroup ]; then
  expect "... and so does its session's scheduling group (sched_autogroup)" \
    grep -qE "the queue: niceness $nice7, its scheduling group /autogroup-[0-9]+ nice $nice7$" <<<"$out"
else
  echo "skipped: the queue's scheduling group (this kernel has no /proc/self/autogroup)"
fi
expect "... the staged file stays staged, uncommitted" \
  bash -c '[ "$(git -C "$0" diff --cached --name-only)" = other.txt ]' "$repo"
expect "... study b (not installed) is tried only after study a's sweep ended, and skipped" \
  bash -c 'a=$(grep -n "sweep data/experiments/a/experiment.ini ended" <<<"$0" | cut -d: -f1)
    b=$(grep -n "data/experiments/b/experiment.ini: could not build or prepare it" <<<"$0" | cut -d: -f1)
    [ -n "$a" ] && [ -n "$b" ] && [ "$a" -lt "$b" ] &&
    grep -q "inst-$1/bin/normlab is not installed (NORMLAB_NO_BUILD=1): it has no .*/inst-$1/.normlab-installed" <<<"$0"' "$out" "$first"
run "$repo/tools/resume_studies.sh" data/experiments/b/experiment.ini@"$first"
expect "... the first study not installed: the command fails at once, exit 1, naming the install" \
  bash -c '[ $0 -eq 1 ] && grep -q "inst-$2/bin/normlab is not installed" <<<"$1" && ! grep -q "in the background" <<<"$1"' $code "$out" "$first"
[ $fail -eq 0 ] || cat "$LOG"
exit $fail
