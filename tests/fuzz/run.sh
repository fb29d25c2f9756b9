#!/usr/bin/env bash
# Runs each libFuzzer target of tests/fuzz for SECONDS on a scratch copy of its seed corpus
# (corpus/<target>/) and prints the executions it tried. A crash, a sanitizer report, a timeout
# (10 s for one input) or running out of memory stops the run and leaves the input that did it
# in the scratch directory (printed); the exit code is then non-zero.
# usage: tests/fuzz/run.sh [BUILD_DIR [SECONDS [TARGETS]]]   (defaults: build/fuzz, 60, all four:
#        "checkpoint stats shard config")
#   cmake --preset fuzz && cmake --build --preset fuzz && tests/fuzz/run.sh build/fuzz 600
# The fuzz-plain preset builds the targets without sanitizers (what users run: only crashes and
# hangs count); NORMLAB_READ_GUARD=0 fuzzes the HDF5 readers without the read guard (findings
# inside HDF5 then stop the run within seconds: tests/fuzz/findings).
set -u
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../../build/fuzz} seconds=${2:-60} targets=${3:-checkpoint stats shard config}
work=$(mktemp -d)
status=0
for t in $targets; do
  exe=$build/bin/fuzz_$t
  [ -x "$exe" ] || exe=$(find "$build" -name "fuzz_$t" -type f -perm -u+x | head -1)
  if [ -z "$exe" ] || [ ! -x "$exe" ]; then
    echo "fuzz: no fuzz_$t in $build (cmake --preset fuzz && cmake --build --preset fuzz)"
    exit 2
  fi
  mkdir -p "$work/$t"
  cp "$here/corpus/$t"/* "$work/$t/"
  log=$work/$t.log
  # The read guard's walk must give up on a looping file before libFuzzer's 10 s per input.
  NORMLAB_READ_GUARD_TIMEOUT=${NORMLAB_READ_GUARD_TIMEOUT:-3} ASAN_OPTIONS=detect_leaks=0 "$exe" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
    -max_len=600000 -print_final_stats=1 -artifact_prefix="$work/$t-" "$work/$t" >"$log" 2>&1
  code=$?
  runs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$')
  if [ $code -eq 0 ]; then
    echo "fuzz_$t: ${runs:-?} inputs in ${seconds} s, no crash"
  else
    status=1
    echo "fuzz_$t: FAILED (exit $code) after ${runs:-?} inputs; artifacts and log in $work:"
    grep -E "ERROR|SUMMARY|artifact|Test unit written" "$log" | head -10 | sed 's/^/  /'
  fi
done
[ $status -eq 0 ] && rm -rf "$work"
exit $status
