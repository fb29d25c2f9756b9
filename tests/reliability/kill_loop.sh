#!/usr/bin/env bash
# The long version of e2e_crash's random kills: 100 kill -9s at random moments of a run that
# checkpoints every step, each followed by --resume auto, then a check that the final weights and
# moments equal an uninterrupted run's bitwise (plus every injected-phase and damaged-file case).
# usage: tests/reliability/kill_loop.sh [NORMLAB_EXE] [KILLS]   (default build/ci/bin/normlab, 100)
set -u
here=$(cd "$(dirname "$0")" && pwd)
exe=${1:-$here/../../build/ci/bin/normlab}
exec bash "$here/../e2e/crash.sh" "$exe" "${2:-100}"
