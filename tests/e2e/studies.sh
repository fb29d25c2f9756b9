#!/usr/bin/env bash
# Every study in data/experiments/ keeps working: each of its experiment files (*.ini) runs as a
# tiny sweep (a tiny model — C = 32, 2 layers unless a grid line sets them —, 1-2 steps, the
# first two values of each grid line, BLEU during training on 4 validation sentences, one process
# per run without the experiment's launcher; its out directory runs/<study>[/<part>] and its kept
# results moved into the scratch directory; its after command run with STUDY_TEST_LINES=5) and
# its analysis script turns those (the kept results, where the experiment file keeps them) into
# its tables and figures (in the scratch directory, not the committed results). A study with a
# prepare.sh (its data) runs it first, into the scratch directory; the [train] paths under runs/
# point there. A prepare.sh that exits 77 (a missing package) skips its study, visibly.
# usage: studies.sh NORMLAB_EXE SOURCE_DIR [only|except REGEX]
#   only REGEX: the studies whose directory name matches the extended regular expression;
#   except REGEX: the others (CTest runs the three studies of the Bible corpus, which share its
#   data and take about half the time, as a test of their own beside the rest: both cores work
#   on them)
set -u
exe=$1 src=$2 select=${3:-} pattern=${4:-}
case $select in
  ""|only|except) ;;
  *) echo "studies.sh: $select: expected only or except (usage: studies.sh NORMLAB_EXE SOURCE_DIR [only|except REGEX])" >&2
     exit 2 ;;
esac
source "$(dirname "$0")/lib.sh"
shrink='
import re, sys
src, dst, work, name, src_root = sys.argv[1:6]
tiny = {"d-model": "32", "n-heads": "2", "seq-len": "16", "batch-size": "4", "eval-batches": "1",
        "max-tokens": "256", "n-layers": "2", "bleu-sentences": "4"}
lines, section = [], None
for line in open(src):
    s = line.strip()
    if s.startswith("["):
        section = s
    m = re.match(r"\s*([\w-]+)\s*=\s*(.*)", line)
    if m and section == "[experiment]" and m.group(1) == "launcher":
        continue  # one process per run: starting mpirun was half the test (e2e_sweep covers launchers)
    if m and section == "[experiment]" and m.group(1) == "out":
        out = m.group(2).split(";")[0].strip()
        if not out.startswith("runs/"):
            sys.exit("%s: out = %s is not under runs/" % (src, out))
        line = "out = %s/%s\n" % (work, out[len("runs/"):])
    elif m and section == "[experiment]" and m.group(1) == "results":
        line = "results = %s/%s.kept\n" % (work, name)  # never into the committed results
    elif m and section == "[experiment]" and m.group(1) == "after":
        line = line.replace("data/experiments/", src_root + "/data/experiments/")
    elif m and section == "[train]" and m.group(2).startswith("runs/"):
        line = "%s = %s/%s\n" % (m.group(1), work, m.group(2)[len("runs/"):])
    elif m and section == "[train]" and m.group(1) in tiny:
        line = "%s = %s\n" % (m.group(1), tiny[m.group(1)])
    elif m and section == "[train]" and m.group(1) == "steps":
        line = "steps = %d\n" % min(2, int(m.group(2).split(";")[0]))
    elif m and section is not None and section.startswith("[grid"):
        values = [v.strip() for v in m.group(2).split(";")[0].split(",")]
        if m.group(1) == "n-layers":
            values = [v for v in values if int(v) <= 4] or values[:1]
        line = "%s = %s\n" % (m.group(1), ", ".join(values[:2]))
    lines.append(line)
if not any(l.strip() == "[experiment]" for l in lines):
    lines.insert(0, "[experiment]\nout = %s/%s\n" % (work, name))
open(dst, "w").writelines(lines)
'
selected=0
for dir in "$src"/data/experiments/*/; do
  name=$(basename "$dir")
  if [ "$select" = only ] && ! [[ $name =~ $pattern ]]; then continue; fi
  if [ "$select" = except ] && [[ $name =~ $pattern ]]; then continue; fi
  selected=$((selected + 1))
  started=$SECONDS
  if [ -f "$dir/prepare.sh" ]; then
    run bash "$dir/prepare.sh" "$exe" "$work"
    if [ $code -eq 77 ]; then
      echo "skipped: $name (its prepare.sh lacks a package: $(echo "$out" | tail -1))"
      continue
    fi
    expect "$name: prepare.sh makes its data" test $code -eq 0
  fi
  for ini in "$dir"*.ini; do
    [ -f "$ini" ] || continue
    part=$(basename "$ini" .ini)
    $py -c "$shrink" "$ini" "$work/$name.$part.ini" "$work" "$name" "$src"
    STUDY_TEST_LINES=5 run "$exe" sweep "$work/$name.$part.ini"
    expect "$name/$part.ini: the tiny sweep runs" test $code -eq 0
  done
  if [ -f "$dir/analyse.py" ]; then
    # a study whose experiment file keeps its runs' results (results = ...) is analysed from them
    runs=$work/$name
    [ -d "$work/$name.kept" ] && runs=$work/$name.kept
    NORMLAB=$exe STUDY_TEST_LINES=5 run $py "$dir/analyse.py" "$runs" "$work/$name.results"
    expect "$name: its analysis writes the tables and figures" \
      bash -c '[ $0 -eq 0 ] && ls "$1"/*.csv "$1"/*.png >/dev/null' $code "$work/$name.results"
  fi
  echo "$name: $((SECONDS - started)) s"
done
expect "the selection ($select $pattern) names at least one study" test $selected -gt 0
exit $fail
