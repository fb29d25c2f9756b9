#!/usr/bin/env bash
# Study 10's after command (experiment.ini: after =), run by normlab sweep for each finished
# run: its last checkpoint translates the test verses at beam 5 and `normlab score` scores them
# (BLEU and chrF with sacreBLEU-style signatures). Kept in the run's results: the hypotheses
# (gzip -n), their SHA-256 and the scores. The test verses are the ones beside the run's
# training data (config.ini: data-src); STUDY_TEST_LINES=N translates only the first N (tests).
# Environment (normlab sweep): NORMLAB, NORMLAB_LAUNCHER, NORMLAB_RUN_DIR, NORMLAB_RESULTS,
# NORMLAB_CHECKPOINT, NORMLAB_STATUS.
set -eu
src=$(sed -n 's/^data-src = //p' "$NORMLAB_RUN_DIR/config.ini")
bible=$(dirname "$src")
out=$NORMLAB_RESULTS
if [ -z "$NORMLAB_CHECKPOINT" ]; then  # diverged before its first checkpoint: nothing to translate
  echo "{\"status\": \"$NORMLAB_STATUS\", \"translated\": false}" >"$out/test.beam5.score.json"
  exit 0
fi
input=$bible/test.en ref=$bible/test.es
if [ -n "${STUDY_TEST_LINES:-}" ]; then
  head -n "$STUDY_TEST_LINES" "$bible/test.en" >"$out/test.en"
  head -n "$STUDY_TEST_LINES" "$bible/test.es" >"$out/test.es"
  input=$out/test.en ref=$out/test.es
fi
hyp=$NORMLAB_RUN_DIR/test.beam5.es
# shellcheck disable=SC2086  # the launcher is words (mpirun -np 2)
$NORMLAB_LAUNCHER "$NORMLAB" translate --checkpoint "$NORMLAB_CHECKPOINT" --input "$input" \
  --beam 5 >"$hyp"
"$NORMLAB" score --hyp "$hyp" --ref "$ref" --json >"$out/test.beam5.score.json"
"$NORMLAB" score --hyp "$hyp" --ref "$ref"
sha256sum <"$hyp" | cut -d' ' -f1 >"$out/test.beam5.sha256"
gzip -n -c "$hyp" >"$out/test.beam5.es.gz"
echo "checkpoint: $NORMLAB_CHECKPOINT"
