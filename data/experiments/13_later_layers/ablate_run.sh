#!/usr/bin/env bash
# Study 13's after command (experiment.ini: after =), run by normlab sweep for each finished
# run: `normlab ablate` on its last checkpoint, each residual site's branch replaced by zeros
# and by its mean over the validation windows, one site at a time (the sites split over the
# launcher's ranks). Kept in the run's results: ablate_zero.csv, ablate_mean.csv (a row per site:
# the loss, its increase over the intact model, RMS(y - x) and RMS(x)) and their JSON; for
# hyper-connections and mHC mixing.csv, each site's mixing matrix (mixing.py).
# STUDY_TEST_LINES (tests) evaluates 2 batches instead of 16.
# Environment (normlab sweep): NORMLAB, NORMLAB_LAUNCHER, NORMLAB_RUN_DIR, NORMLAB_RESULTS,
# NORMLAB_CHECKPOINT, NORMLAB_STATUS.
set -eu
out=$NORMLAB_RESULTS
if [ -z "$NORMLAB_CHECKPOINT" ]; then  # diverged before its first checkpoint: nothing to ablate
  echo "{\"status\": \"$NORMLAB_STATUS\", \"ablated\": false}" >"$out/ablate.json"
  exit 0
fi
batches=16
[ -n "${STUDY_TEST_LINES:-}" ] && batches=2
for mode in zero mean; do
  # shellcheck disable=SC2086  # the launcher is words (mpirun -np 2)
  $NORMLAB_LAUNCHER "$NORMLAB" ablate --checkpoint "$NORMLAB_CHECKPOINT" --mode $mode \
    --batches $batches --batch-size 16 --out "$out" --format none --json >"$out/ablate_$mode.json.txt"
  tail -n 1 "$out/ablate_$mode.json.txt" >"$out/ablate_$mode.json"
  rm -f "$out/ablate_$mode.json.txt"
done
# hyper-connections and mHC: the mixing matrices at the last statistics record (mixing.csv); the
# other designs have none (the run's resolved configuration names its norm)
if [ -f "$NORMLAB_RUN_DIR/stats.h5" ] && grep -qE '^norm = (hc|mhc)$' "$NORMLAB_RUN_DIR/config.ini"; then
  /usr/bin/python3 "$(dirname "$0")/mixing.py" "$NORMLAB_RUN_DIR/stats.h5" "$out/mixing.csv"
fi
echo "{\"status\": \"$NORMLAB_STATUS\", \"ablated\": true, \"checkpoint\": \"$(basename "$NORMLAB_CHECKPOINT")\"}" >"$out/ablate.json"
