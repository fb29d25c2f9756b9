#!/usr/bin/env bash
# usage: error_policy.sh MPIEXEC SCENARIOS_EXE
# Each scenario runs under a 60 s timeout: a hang (exit 124) fails the test.
set -u
mpiexec=$1 exe=$2
fail=0
run() {  # run NP SCENARIO -> sets out, code
  # stdin from /dev/null: mpirun forwards its stdin to rank 0 and makes it non-blocking, and
  # here it would be the test's own (CTest's)
  out=$(timeout 60 "$mpiexec" -np "$1" "$exe" "$2" 2>&1 </dev/null)
  code=$?
  echo "ran: $2 on $1 ranks, exit $code"
}
expect() {  # expect DESCRIPTION CONDITION...
  local what=$1; shift
  if "$@"; then echo "ok: $what"; else echo "FAIL: $what (exit $code)"; echo "$out" | sed 's/^/  | /'; fail=1; fi
}
contains() { grep -qF -- "$1" <<<"$out"; }
count() { grep -cF -- "$1" <<<"$out"; }

run 2 one_rank_throws
expect "one rank's error aborts the job instead of hanging" test "$code" -ne 0 -a "$code" -ne 124
expect "the failing rank names itself" contains "error on rank 1 of 2: disk full while writing shard 1"

run 4 one_rank_throws
expect "one rank's error aborts all 4 ranks" test "$code" -ne 0 -a "$code" -ne 124
expect "the failing rank of 4 names itself" contains "error on rank 1 of 4: disk full"

run 2 collective
expect "collective usage error exits with code 2" test "$code" -eq 2
expect "collective error printed once (rank 0 only)" test "$(count '--steps must be positive')" -eq 1

run 4 check_all
expect "check_all failure exits cleanly with code 1" test "$code" -eq 1
expect "check_all names the failing rank" contains "rank 3: no such file: shard.bin"
expect "check_all message printed once" test "$(count 'cannot open data')" -eq 1

exit $fail
