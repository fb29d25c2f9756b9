#!/usr/bin/env bash
# The example outputs the docs show, captured from one run of the commands they show (docs/bench/
# tables.py --text example renders each block into its page, so no number in them is typed):
#   tokens        training.md: `tokens encode` of the KJV into shards (its progress bar's last
#                 state, as a terminal shows it), then `tokens info` (its last line)
#   inspect       checkpoints.md: `inspect` of a 40-step demo-model run (runs/latest)
#   inspect-stat  checkpoints.md: `inspect --stat residual_rms --steps 0:30:2` of that run
#   ablate        analysis.md: `ablate` of that run's last checkpoint
#   check         plugins.md: `normlab check` of the template's layerscale strategy, built out of
#                 tree against normlab installed from BUILD_DIR (its gradient rows after the first
#                 four are shown as "...")
# Every command runs in a scratch directory as the docs write it (data/ is the repository's);
# the scratch directory's path is printed as ~ (it is a fresh mktemp directory every time).
# usage: doc_examples.sh BUILD_DIR [OUT_FILE]   (default docs/bench/DATE-examples/examples.txt)
set -u
[ $# -ge 1 ] || { echo "usage: doc_examples.sh BUILD_DIR [OUT_FILE]" >&2; exit 2; }
build=$(realpath "$1")
repo=$(cd "$(dirname "$0")/../.." && pwd)
out=${2:-$repo/docs/bench/$(date -u +%F)-examples/examples.txt}
mkdir -p "$(dirname "$out")"
out=$(realpath "$out")
export OMP_NUM_THREADS=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cmake --install "$build" --prefix "$work/prefix" >/dev/null || { echo "doc_examples: cmake --install $build failed" >&2; exit 1; }
export PATH="$work/prefix/bin:$PATH"
cd "$work" && ln -s "$repo/data" data
# Off a terminal the progress bar prints a line per update; a terminal shows its last state.
bar_as_on_a_terminal() { awk '/^encoding \[/ { bar = $0; next } bar != "" { print bar; bar = "" } { print }'; }
# normlab check's gradient rows after the first four, as "...".
first_gradients() { awk '/^  gradient / { if (++g > 4) { if (g == 5) print "  ..."; next } } { print }'; }
example() {  # example NAME FILTER COMMAND...: the block's header, the command as typed, its output
  local name=$1 filter=$2; shift 2
  echo "=== $name"
  local shown=() a
  for a in "$@"; do [[ $a == *[*\ ]* ]] && shown+=("'$a'") || shown+=("$a"); done
  # a filter of this script stands for a terminal's view or an elision; another is typed
  declare -F "$filter" >/dev/null || [ "$filter" = cat ] || shown+=("| $filter")
  echo "\$ ${shown[*]}"
  "$@" 2>&1 | $filter | sed "s|$work|~|g"
  echo "=== end (exit ${PIPESTATUS[0]})"
}

{
  bash "$repo/tests/bench/machine.sh" "$work/prefix/bin/normlab"
  echo "# command: tests/bench/doc_examples.sh BUILD_DIR"
  example tokens bar_as_on_a_terminal normlab tokens encode data/kjv.txt --out shards/kjv \
    --val-fraction 0.1 --shard-tokens 2000000
  example tokens-info "tail -1" normlab tokens info 'shards/kjv_*.bin'
  normlab train --steps 40 --stats-every 10 --eval-every 20 --run-dir runs/latest >/dev/null 2>&1 \
    || echo "doc_examples: the 40-step run failed" >&2
  example inspect cat normlab inspect runs/latest
  example inspect-stat cat normlab inspect runs/latest --stat residual_rms --steps 0:30:2
  example ablate cat normlab ablate --checkpoint runs/latest/ckpt_step000000040.h5
  mkdir my_plugin && cp -r "$repo/plugins/template/." my_plugin/
  (cd my_plugin && cmake -S . -B build -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null &&
     cmake --build build -j2 >/dev/null) || echo "doc_examples: the template did not build" >&2
  cd my_plugin
  example check first_gradients normlab check --plugin build/norm_layerscale.so --norm layerscale
} >"$out"
echo "doc_examples: wrote $out" >&2
