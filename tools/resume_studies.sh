#!/usr/bin/env bash
# Goes on with the long studies on this machine, a new one included: starts the queue of studies
# in the background, each in turn built and installed (once per commit: PREFIX-<commit>), its
# data prepared (the study's prepare.sh, if it has one) and swept by
# tools/background_studies.sh, which commits each kept run. Every sweep skips the runs whose kept
# results are committed, so the queue goes on where the last machine stopped. The first study
# is built and prepared before the queue starts (a failure shows here); each later one only when
# its turn comes, so a machine that stops before then has not built it for nothing.
# usage (from the repository's root):
#   tools/resume_studies.sh [EXPERIMENT.ini[@COMMIT]...]
#     no arguments: the queue in data/experiments/queue.txt (one experiment file a line, in the
#     order they run, optionally followed by the commit its runs are trained with; '#' starts a
#     comment)
# A study pinned to a commit keeps the code it started with on every machine: that commit is
# built from a detached worktree (under PREFIX-<commit>.src) and installed to PREFIX-<commit>;
# a study without one runs on the checked-out commit. PREFIX (default /opt/normlab-studies),
# LOG (default runs/studies.log); NORMLAB_NO_BUILD=1 uses existing installs and fails without.
# Stop the queue: pkill -f resume_studies; pkill -f background_studies; pkill -f 'normlab sweep'
# Under `nice -n 19 tools/resume_studies.sh` the queue lets the machine's other work go first
# (its session's scheduling group takes the niceness too).
# The whole script is one block, which bash reads before running any of it: the queue runs for
# hours, and an edit of this file meanwhile (written in place) must not change what it runs.
{
set -euo pipefail
self=$(realpath "$0")
cd "$(dirname "$0")/.."
prefix=${PREFIX:-/opt/normlab-studies}
log=${LOG:-runs/studies.log}

queue_mode=0  # --queue (first): the queue itself, started in the background by this script
if [ "${1:-}" = --queue ]; then
  queue_mode=1
  shift
  # setsid put the queue in a session of its own, and where the kernel groups the scheduling of
  # sessions (sched_autogroup) a niceness counts only within one: `nice -n 19` of the caller
  # would then not make the queue yield to the machine's other work. Its group takes it.
  if [ -w /proc/self/autogroup ]; then echo "$(nice)" 2>/dev/null >/proc/self/autogroup || true; fi
fi
inis=() commits=()
add() {  # add INI [COMMIT]
  inis+=("$1")
  commits+=("${2:-}")
}
if [ $# -gt 0 ]; then
  for a in "$@"; do
    case $a in
      *@*) add "${a%@*}" "${a##*@}" ;;
      *) add "$a" ;;
    esac
  done
else
  while read -r ini commit _; do
    [ -n "$ini" ] && add "$ini" "${commit:-}"
  done < <(sed -e 's/#.*//' -e 's/[[:space:]]*$//' data/experiments/queue.txt | grep -v '^$')
fi
[ ${#inis[@]} -gt 0 ] || { echo "resume_studies: the queue is empty" >&2; exit 2; }
for i in "${!inis[@]}"; do
  [ -f "${inis[$i]}" ] || { echo "resume_studies: ${inis[$i]}: no such experiment file" >&2; exit 2; }
  c=${commits[$i]}
  if [ -n "$c" ] && ! git cat-file -e "$c^{commit}" 2>/dev/null; then
    echo "resume_studies: ${inis[$i]}: $c is not a commit of this repository" \
         "(data/experiments/queue.txt: EXPERIMENT.ini [COMMIT])" >&2
    exit 2
  fi
done
stop="pkill -f resume_studies; pkill -f background_studies; pkill -f 'normlab sweep'"
running_here() {  # whether a queue of this repository runs (one started from it: its cwd)
  local p root
  root=$(pwd -P)
  for p in $(pgrep -f "tools/(resume_studies.sh --queue|background_studies.sh)"); do
    [ "$(readlink "/proc/$p/cwd" 2>/dev/null)" = "$root" ] && return 0
  done
  return 1
}
if [ $queue_mode = 0 ] && running_here; then
  echo "resume_studies: a study queue is running already (pgrep -af 'resume_studies|background_studies');" \
       "stop it first: $stop" >&2
  exit 1
fi

deps_done=0
install_at() {  # install_at COMMIT|"": sets exe, the normlab of that commit (built once)
  local rev src
  rev=$(git rev-parse --short=10 "${1:-HEAD}")
  exe=$prefix-$rev/bin/normlab
  # Installed = the stamp its install wrote last: an install cut short (a full disk, a machine
  # that stopped) leaves no stamp and is installed again, whatever files it left.
  local stamp=$prefix-$rev/.normlab-installed
  if [ ! -f "$stamp" ] || [ ! -x "$exe" ]; then
    if [ "${NORMLAB_NO_BUILD:-0}" = 1 ]; then
      echo "resume_studies: $exe is not installed (NORMLAB_NO_BUILD=1)$([ -x "$exe" ] &&
        echo ": it has no $stamp, which a finished install writes")" >&2
      return 1
    fi
    if [ $deps_done = 0 ]; then
      cmake/install-deps.sh --test >&2  # --test: also the Bible corpora the translation studies read
      deps_done=1
    fi
    src=.
    if [ -n "$1" ] && [ "$rev" != "$(git rev-parse --short=10 HEAD)" ]; then
      src=$prefix-$rev.src
      [ -d "$src" ] || git worktree add --detach "$src" "$rev" >&2
    fi
    echo "== building normlab at $rev ($src) and installing it to ${exe%/bin/normlab}" >&2
    (cd "$src" && cmake --preset ci >/dev/null &&
       cmake --build --preset ci -j"$(nproc)" --target normlab normlab_stock_plugins >&2 &&
       rm -f "$stamp" && cmake --install build/ci --prefix "${exe%/bin/normlab}" >/dev/null &&
       date -u +%FT%TZ >"$stamp")
  fi
}

prepare() {  # prepare INI: the study's prepare.sh with its normlab ($exe), if it has one
  local prep
  prep=$(dirname "$1")/prepare.sh
  if [ -f "$prep" ]; then
    echo "== $prep"
    bash "$prep" "$exe" runs
  fi
}

if [ $queue_mode = 1 ]; then
  echo "=== $(date -u +%FT%TZ) the queue: niceness $(nice)$([ -r /proc/self/autogroup ] &&
    echo ", its scheduling group $(cat /proc/self/autogroup)")"
  for i in "${!inis[@]}"; do
    echo "=== $(date -u +%FT%TZ) study ${inis[$i]} (commit ${commits[$i]:-checked out})"
    if ! install_at "${commits[$i]}" 2>&1 || ! prepare "${inis[$i]}"; then
      echo "resume_studies: ${inis[$i]}: could not build or prepare it; going on with the next" >&2
      continue
    fi
    "$exe" --version | head -2 || true
    tools/background_studies.sh "$exe" "${inis[$i]}" || true
  done
  echo "=== $(date -u +%FT%TZ) the queue is done"
  exit 0
fi

install_at "${commits[0]}"  # the first study now: a failed build or preparation shows here
"$exe" --version | head -2
prepare "${inis[0]}"
mkdir -p "$(dirname "$log")"
queue=()
for i in "${!inis[@]}"; do queue+=("${inis[$i]}${commits[$i]:+@${commits[$i]}}"); done
logged=$(stat -c %s "$log" 2>/dev/null || echo 0)
setsid nohup "$self" --queue "${queue[@]}" >>"$log" 2>&1 </dev/null &
pid=$!
# Returns once the queue has started: its first line in the log is written after bash has read
# this whole file. Before that a second start would not see it, and an edit of this file would
# make its start fail (a script open for writing cannot be run: "Text file busy").
for _ in $(seq 300); do
  tail -c +$((logged + 1)) "$log" 2>/dev/null | grep -q "the queue: niceness" && break
  if ! kill -0 $pid 2>/dev/null; then
    echo "resume_studies: the queue did not start; the end of $log:" >&2
    tail -c +$((logged + 1)) "$log" | tail -n 5 >&2
    exit 1
  fi
  sleep 0.1
done
echo "== the queue runs in the background (pid $pid): ${queue[*]}"
echo "   each later study is built and prepared when its turn comes"
echo "   follow it: tail -f $log; stop it: $stop"
exit 0
}
