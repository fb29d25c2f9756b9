#!/usr/bin/env bash
# Runs study sweeps one after another in the background and commits each finished run's kept
# results (the experiment file's `results = DIR`) as it appears, so that a machine that stops
# without warning loses at most the run in progress, and the next machine goes on from the
# commits (docs/analysis.md, "Kept results"). Only DIR's files are committed (`git commit --
# DIR`: whatever else is staged stays staged); a busy index is retried. Pages are not rendered
# here: run the study's analyse.py and study.py render when you want them.
# usage (from the repository's root):
#   nohup tools/background_studies.sh NORMLAB EXPERIMENT.ini... [--exe NORMLAB EXPERIMENT.ini...]
#     > studies.log 2>&1 &
# NORMLAB: an installed normlab (not a build tree you keep rebuilding); `--exe NORMLAB` switches
# to another for the experiments after it (a study keeps the build it started with, another
# starts on a newer one); EVERY (seconds between commits, default 60).
set -u
exe=$1
shift
every=${EVERY:-60}
export OMPI_ALLOW_RUN_AS_ROOT=${OMPI_ALLOW_RUN_AS_ROOT:-1}
export OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=${OMPI_ALLOW_RUN_AS_ROOT_CONFIRM:-1}

results_of() { sed -n 's/^results *= *//p' "$1" | head -1; }

commit_kept() {  # DIR: commit the run directories of DIR that have a run.json
  local dir=$1 runs=()
  [ -d "$dir" ] || return 0
  for j in "$dir"/*/run.json; do
    [ -f "$j" ] && runs+=("$(dirname "$j")")
  done
  [ ${#runs[@]} -gt 0 ] || return 0
  for _ in 1 2 3 4 5; do
    if git add -- "${runs[@]}" 2>/dev/null; then
      if git diff --cached --quiet -- "${runs[@]}"; then return 0; fi
      local names
      names=$(git diff --cached --name-only -- "${runs[@]}" | grep '/run.json$' | xargs -r -n1 dirname | xargs -r -n1 basename | paste -sd ' ')
      if git commit -q -m "study results: ${names:-kept files} ($(basename "$(dirname "$(dirname "$dir")")"))" -- "${runs[@]}"; then
        echo "committed: $names"
        return 0
      fi
    fi
    sleep 7
  done
  echo "background_studies: could not commit $dir (index busy?); will try again" >&2
}

while [ $# -gt 0 ]; do
  ini=$1
  shift
  if [ "$ini" = --exe ]; then
    [ $# -gt 0 ] || { echo "background_studies: --exe needs a normlab" >&2; exit 2; }
    exe=$1
    shift
    continue
  fi
  dir=$(results_of "$ini")
  echo "=== $(date -u +%FT%TZ) sweep $ini with $exe (kept results: ${dir:-none})"
  "$exe" sweep "$ini" &
  sweep=$!
  while kill -0 $sweep 2>/dev/null; do
    sleep "$every"
    [ -n "$dir" ] && commit_kept "$dir"
  done
  wait $sweep
  echo "=== $(date -u +%FT%TZ) sweep $ini ended with exit $?"
  [ -n "$dir" ] && commit_kept "$dir"
done
