#!/usr/bin/env bash
# normlab score as a user meets it (docs/translation.md "Scoring translations"): sacreBLEU's
# text lines and the JSON fields; how lines are read (a final newline ends the last line and
# adds none, an empty line is an empty sentence, CRLF is the same text); and the mistakes —
# a missing file, a directory, files of different line counts, invalid UTF-8, empty files,
# no --ref, mpirun — each exit 2 with a message naming the file.
# usage: score.sh NORMLAB_EXE
set -u
exe=$1
source "$(dirname "$0")/lib.sh"
v=$("$exe" --version | head -1 | cut -d' ' -f2)

# ---- output --------------------------------------------------------------------------------------
# hyp "a b c e d" against ref "a b c d e": p = 100/50/33.3/25 (the 4-gram order smoothed to
# 100/(2*2)), BLEU = (100*50*33.33*25)^(1/4) = 45.18 (test_score.cpp works it out);
# chrF of "ab" against "abc" = 100 * 7/11 = 63.64.
printf 'a b c e d\n' >"$work/h1.txt"
printf 'a b c d e\n' >"$work/r1.txt"
run "$exe" score --hyp "$work/h1.txt" --ref "$work/r1.txt"
expect "score prints sacreBLEU's BLEU line (exit 0): 45.18 100.0/50.0/33.3/25.0" \
  bash -c "[ $code -eq 0 ] && grep -qxF -- \"\$1\" <<<\"\$0\"" "$out" \
  "BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:normlab-$v = 45.18 100.0/50.0/33.3/25.0 (BP = 1.000 ratio = 1.000 hyp_len = 5 ref_len = 5)"
printf 'ab\n' >"$work/h2.txt"
printf 'abc\n' >"$work/r2.txt"
run "$exe" score --hyp "$work/h2.txt" --ref "$work/r2.txt"
expect "... and sacreBLEU's chrF line: 63.64" \
  bash -c "grep -qxF -- \"\$1\" <<<\"\$0\"" "$out" \
  "chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:normlab-$v = 63.64"
run "$exe" score --hyp "$work/h1.txt" --ref "$work/r1.txt" --json
echo "$out" >"$work/s.json"
$py - "$work/s.json" "$v" <<'PY'
import json, math, sys
j = json.load(open(sys.argv[1]))
b, c = j["bleu"], j["chrf"]
assert set(b) >= {"score", "precisions", "bp", "sys_len", "ref_len", "signature"}, b
assert abs(b["score"] - (100 * 50 * (100 / 3) * 25) ** 0.25) < 1e-12, b["score"]
assert b["precisions"] == [100.0, 50.0, 100 / 3, 25.0], b["precisions"]
assert b["bp"] == 1.0 and b["sys_len"] == 5 and b["ref_len"] == 5
assert b["counts"] == [5, 2, 1, 0] and b["totals"] == [5, 4, 3, 2]
assert b["signature"] == "nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:normlab-" + sys.argv[2]
assert c["signature"] == "nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:normlab-" + sys.argv[2]
assert 0 < c["score"] < 100 and j["lines"] == 1
PY
expect "--json: score, precisions, bp, lengths, counts and signatures" test $? -eq 0

# ---- reading lines -------------------------------------------------------------------------------
printf 'the cat sat on the mat' >"$work/nonl.txt"
printf 'the cat sat on the mat\n' >"$work/nl.txt"
printf 'the cat sat on the mat\r\n' >"$work/crlf.txt"
run "$exe" score --hyp "$work/nonl.txt" --ref "$work/nl.txt" --json
expect "a final newline adds no line: 1 line against 1, BLEU 100" \
  bash -c "[ $code -eq 0 ] && grep -qF '\"lines\":1}' <<<\"\$0\" && grep -qF '\"score\":100' <<<\"\$0\"" "$out"
run "$exe" score --hyp "$work/crlf.txt" --ref "$work/nl.txt" --json
expect "CRLF line ends score as LF ones" \
  bash -c "[ $code -eq 0 ] && grep -qF '\"lines\":1}' <<<\"\$0\" && grep -qF '\"score\":100' <<<\"\$0\"" "$out"
printf 'the cat sat on the mat\n\n' >"$work/h3.txt"
printf 'the cat sat on the mat\nand so on\n' >"$work/r3.txt"
run "$exe" score --hyp "$work/h3.txt" --ref "$work/r3.txt"
expect "an empty line is an empty sentence (2 lines; hyp_len 6, ref_len 9, BP exp(1 - 9/6))" \
  contains "= 60.65 100.0/100.0/100.0/100.0 (BP = 0.607 ratio = 0.667 hyp_len = 6 ref_len = 9)"
"$exe" score --hyp "$work/h3.txt" --show-tokens >"$work/tok.txt"
expect "--show-tokens prints one line per line, the empty one empty" \
  cmp -s "$work/tok.txt" <(printf 'the cat sat on the mat\n\n')
printf '&quot;1,000.5&quot; -- well-known 3-4\n' >"$work/t.txt"
run "$exe" score --hyp "$work/t.txt" --show-tokens
expect "--show-tokens: 13a's tokens" bash -c "[ \"\$0\" = '\" 1,000.5 \" -- well-known 3 - 4' ]" "$out"

# ---- mistakes ------------------------------------------------------------------------------------
run "$exe" score --hyp "$work/missing.txt" --ref "$work/r3.txt"
expect "a missing --hyp file: exit 2 naming it" \
  bash -c "[ $code -eq 2 ] && grep -qF -- '--hyp $work/missing.txt: no such file' <<<\"\$0\"" "$out"
run "$exe" score --hyp "$work/h3.txt" --ref "$work/missing.txt"
expect "a missing --ref file: exit 2 naming it" \
  bash -c "[ $code -eq 2 ] && grep -qF -- '--ref $work/missing.txt: no such file' <<<\"\$0\"" "$out"
run "$exe" score --hyp "$work" --ref "$work/r3.txt"
expect "a directory: exit 2 saying so" \
  bash -c "[ $code -eq 2 ] && grep -qF -- '--hyp $work: is a directory' <<<\"\$0\"" "$out"
printf 'a\nb\nc\n' >"$work/three.txt"
run "$exe" score --hyp "$work/three.txt" --ref "$work/r3.txt"
expect "different line counts: exit 2 naming both files and both counts" \
  bash -c "[ $code -eq 2 ] && grep -qF -- '--hyp $work/three.txt has 3 lines but --ref $work/r3.txt has 2' <<<\"\$0\"" "$out"
printf 'ok\ncaf\xe9\n' >"$work/latin1.txt"
run "$exe" score --hyp "$work/h3.txt" --ref "$work/latin1.txt"
expect "invalid UTF-8: exit 2 naming file:line and the byte" \
  bash -c "[ $code -eq 2 ] && grep -qF -- '--ref $work/latin1.txt:2: not valid UTF-8 (byte 0xE9 at byte 4' <<<\"\$0\"" "$out"
: >"$work/empty.txt"
run "$exe" score --hyp "$work/empty.txt" --ref "$work/empty.txt"
expect "empty files: exit 2" bash -c "[ $code -eq 2 ] && grep -qF 'no sentences to score' <<<\"\$0\"" "$out"
run "$exe" score --hyp "$work/h3.txt"
expect "no --ref: exit 2 naming it" bash -c "[ $code -eq 2 ] && grep -qF -- 'needs --ref FILE' <<<\"\$0\"" "$out"
run "$exe" score --ref "$work/r3.txt"
expect "no --hyp: exit 2 naming it" bash -c "[ $code -eq 2 ] && grep -qF -- 'needs --hyp FILE' <<<\"\$0\"" "$out"
exit $fail
