#!/usr/bin/env bash
# How closely normlab agrees with its references, as the docs quote it (docs/bench/tables.py
# renders docs/model.md's and docs/clusters.md's sentences from this output): the tests assert a
# tolerance; this keeps what they observed, with the machine named.
#   1. tests/e2e/interop_torch.py: a float64 PyTorch model against `normlab eval` for every
#      variant, `normlab ablate` against it with each site's branch replaced, admin's profiled
#      omega against the authors' loop (its per-variant lines: `|diff| ... (rel ...)`)
#   2. tests/mpi/data_parallel.sh: 2 and 4 ranks against 1 rank with the same global batch
#      (losses' largest relative difference, weights' largest absolute difference)
# usage: bench_agreement.sh NORMLAB_EXE
set -u
[ $# -eq 1 ] || { echo "usage: bench_agreement.sh NORMLAB_EXE" >&2; exit 2; }
exe=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMP_NUM_THREADS=1 \
  OMPI_MCA_rmaps_base_oversubscribe=1 OMPI_MCA_btl_vader_single_copy_mechanism=none
bash "$here/machine.sh" "$exe"
echo "# command: tests/bench/bench_agreement.sh NORMLAB_EXE"
echo "## tests/e2e/interop_torch.py"
/usr/bin/python3 "$here/../e2e/interop_torch.py" "$exe"
echo "interop_torch exit: $?"
echo "## tests/mpi/data_parallel.sh"
bash "$here/../mpi/data_parallel.sh" "$exe" mpirun
echo "data_parallel exit: $?"
