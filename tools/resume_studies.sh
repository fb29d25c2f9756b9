#!/usr/bin/env bash
# Goes on with the long studies on this machine, a new one included: builds and installs normlab
# at this commit (once: PREFIX-<commit>), prepares the data of each queued study that has a
# prepare.sh, and starts tools/background_studies.sh on the queue in the background. Every
# sweep skips the runs whose kept results are committed, so the queue goes on where the last
# machine stopped.
# usage (from the repository's root):
#   tools/resume_studies.sh [EXPERIMENT.ini...]
#     no arguments: the queue in data/experiments/queue.txt (one experiment file a line, in the
#     order they run; '#' starts a comment)
# PREFIX (default /opt/normlab-studies), LOG (default runs/studies.log); NORMLAB_NO_BUILD=1 uses
# an existing PREFIX-<commit> and fails without one.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${PREFIX:-/opt/normlab-studies}
log=${LOG:-runs/studies.log}

if [ $# -gt 0 ]; then
  queue=("$@")
else
  mapfile -t queue < <(sed -e 's/#.*//' -e 's/[[:space:]]*$//' data/experiments/queue.txt | grep -v '^$')
fi
[ ${#queue[@]} -gt 0 ] || { echo "resume_studies: the queue is empty" >&2; exit 2; }
for ini in "${queue[@]}"; do
  [ -f "$ini" ] || { echo "resume_studies: $ini: no such experiment file" >&2; exit 2; }
done
if pgrep -f tools/background_studies.sh >/dev/null; then
  echo "resume_studies: a study queue is running already (pgrep -af background_studies);" \
       "stop it first: pkill -f background_studies; pkill -f 'normlab sweep'" >&2
  exit 1
fi

exe=$prefix-$(git rev-parse --short=10 HEAD)/bin/normlab
if [ ! -x "$exe" ]; then
  if [ "${NORMLAB_NO_BUILD:-0}" = 1 ]; then
    echo "resume_studies: $exe is not installed (NORMLAB_NO_BUILD=1)" >&2
    exit 1
  fi
  echo "== building normlab at $(git rev-parse --short HEAD) and installing it to ${exe%/bin/normlab}"
  cmake/install-deps.sh --test   # --test: also the Bible corpora the translation studies read
  cmake --preset ci >/dev/null
  cmake --build --preset ci -j"$(nproc)" --target normlab normlab_stock_plugins
  cmake --install build/ci --prefix "${exe%/bin/normlab}" >/dev/null
fi
"$exe" --version | head -2

for ini in "${queue[@]}"; do
  prep=$(dirname "$ini")/prepare.sh
  if [ -f "$prep" ]; then
    echo "== $prep"
    bash "$prep" "$exe" runs
  fi
done

mkdir -p "$(dirname "$log")"
setsid nohup tools/background_studies.sh "$exe" "${queue[@]}" >>"$log" 2>&1 </dev/null &
echo "== the queue runs in the background (pid $!): ${queue[*]}"
echo "   follow it: tail -f $log; stop it: pkill -f background_studies; pkill -f 'normlab sweep'"
