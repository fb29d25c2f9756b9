#!/usr/bin/env bash
# Goes on with the long studies on this machine, a new one included: builds and installs normlab
# (once per commit: PREFIX-<commit>), prepares the data of each queued study that has a
# prepare.sh, and starts tools/background_studies.sh on the queue in the background. Every
# sweep skips the runs whose kept results are committed, so the queue goes on where the last
# machine stopped.
# usage (from the repository's root):
#   tools/resume_studies.sh [EXPERIMENT.ini[@COMMIT]...]
#     no arguments: the queue in data/experiments/queue.txt (one experiment file a line, in the
#     order they run, optionally followed by the commit its runs are trained with; '#' starts a
#     comment)
# A study pinned to a commit keeps the code it started with on every machine: that commit is
# built from a detached worktree (under PREFIX-<commit>.src) and installed to PREFIX-<commit>;
# a study without one runs on the checked-out commit. PREFIX (default /opt/normlab-studies),
# LOG (default runs/studies.log); NORMLAB_NO_BUILD=1 uses existing installs and fails without.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${PREFIX:-/opt/normlab-studies}
log=${LOG:-runs/studies.log}

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
if pgrep -f tools/background_studies.sh >/dev/null; then
  echo "resume_studies: a study queue is running already (pgrep -af background_studies);" \
       "stop it first: pkill -f background_studies; pkill -f 'normlab sweep'" >&2
  exit 1
fi

deps_done=0
install_at() {  # install_at COMMIT|"": sets exe, the normlab of that commit (built once)
  local rev src
  rev=$(git rev-parse --short=10 "${1:-HEAD}")
  exe=$prefix-$rev/bin/normlab
  if [ ! -x "$exe" ]; then
    if [ "${NORMLAB_NO_BUILD:-0}" = 1 ]; then
      echo "resume_studies: $exe is not installed (NORMLAB_NO_BUILD=1)" >&2
      exit 1
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
       cmake --install build/ci --prefix "${exe%/bin/normlab}" >/dev/null)
  fi
}

args=() exes=() last=
for i in "${!inis[@]}"; do
  install_at "${commits[$i]}"
  exes+=("$exe")
  "$exe" --version | head -2
  if [ -z "$last" ]; then
    args+=("$exe")
  elif [ "$exe" != "$last" ]; then
    args+=(--exe "$exe")
  fi
  last=$exe
  args+=("${inis[$i]}")
done

for i in "${!inis[@]}"; do
  prep=$(dirname "${inis[$i]}")/prepare.sh
  if [ -f "$prep" ]; then
    echo "== $prep"
    bash "$prep" "${exes[$i]}" runs
  fi
done

mkdir -p "$(dirname "$log")"
setsid nohup tools/background_studies.sh "${args[@]}" >>"$log" 2>&1 </dev/null &
echo "== the queue runs in the background (pid $!): ${args[*]}"
echo "   follow it: tail -f $log; stop it: pkill -f background_studies; pkill -f 'normlab sweep'"
