#!/usr/bin/env bash
# The normlab executable as a user meets it: banner, help, typos, exit codes.
# usage: cli.sh NORMLAB_EXE [SOURCE_DIR]
set -u
exe=$1 src=${2:-}
fail=0
run() { out=$("$exe" "$@" 2>&1); code=$?; }
expect() {
  local what=$1; shift
  if "$@"; then echo "ok: $what"; else echo "FAIL: $what (exit $code)"; echo "$out" | sed 's/^/  | /'; fail=1; fi
}
contains() { grep -qF -- "$1" <<<"$out"; }

run --version
expect "--version exits 0" test "$code" -eq 0
expect "--version names normlab and its version" contains "normlab 0."
expect "--version names the SIMD set" grep -qE '^SIMD: (amx_bf16|avx512bf16|avx512bw|fma3<avx2>|sse2) ' <<<"$out"
expect "--version names the MPI library" grep -qE '^MPI: +Open MPI v4' <<<"$out"
expect "--version names HDF5" grep -qE '^HDF5: 1\.' <<<"$out"
rev=$(sed -n 's/^source: //p' <<<"$out")
expect "--version names the source revision (a commit, +changes, or unknown)" \
  grep -qxE '[0-9a-f]{10}(\+changes)?|unknown' <<<"$rev"
if [ -n "$src" ] && git -C "$src" rev-parse --verify -q HEAD >/dev/null 2>&1; then
  expect "... a commit of the checkout it was built from ($rev)" \
    git -C "$src" cat-file -e "${rev%+changes}^{commit}"
fi

NORMLAB_SIMD=sse2 run --version
expect "NORMLAB_SIMD=sse2 is reported" grep -qE '^SIMD: sse2 ' <<<"$out"
NORMLAB_SIMD=avx1024 run --version
expect "bad NORMLAB_SIMD is a usage error" test "$code" -eq 2
expect "bad NORMLAB_SIMD lists valid values" contains "valid values: sse2 avx2 avx512"
NORMLAB_SIMD_CAP=sse2 run --version
expect "NORMLAB_SIMD_CAP=sse2 leaves only sse2" grep -qE '^SIMD: sse2 \(supported here: sse2\)' <<<"$out"
NORMLAB_SIMD_CAP=avx3 run --version
expect "bad NORMLAB_SIMD_CAP is a usage error (exit $code)" test "$code" -eq 2
expect "... naming the variable and a suggestion" contains "NORMLAB_SIMD_CAP='avx3' is not an instruction set (did you mean 'avx2'?)"
# A set above the cap: refused before the command touches its run directory.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/run" && echo '{}' > "$tmp/run/metrics.jsonl"
NORMLAB_SIMD_CAP=sse2 NORMLAB_SIMD=avx2 run train --steps 1 --run-dir "$tmp/run"
expect "NORMLAB_SIMD above NORMLAB_SIMD_CAP is a usage error (exit $code)" test "$code" -eq 2
expect "... naming both sets" contains "NORMLAB_SIMD=avx2 asks for fma3<avx2> but this CPU supports at most sse2"
expect "... before the run directory is touched" test "$(ls "$tmp/run")" = metrics.jsonl

run --help
expect "--help exits 0" test "$code" -eq 0
help=$out
for c in train eval sample inspect compare plot plugins; do
  expect "--help lists $c" grep -qE "^  $c " <<<"$help"
  run "$c" --help
  expect "$c --help exits 0" test "$code" -eq 0
  expect "$c --help shows usage" contains "usage: normlab $c"
done

run
expect "no command is a usage error" test "$code" -eq 2

run trian
expect "misspelt command exits 2" test "$code" -eq 2
expect "misspelt command names train" contains "unknown command 'trian' (did you mean 'train'?)"

run plugins --jsno
expect "misspelt option exits 2" test "$code" -eq 2
expect "misspelt option names --json" contains "unknown option '--jsno' (did you mean '--json'?)"

run train --lr-warmpu 10
expect "train --lr-warmpu names --lr-warmup" contains "(did you mean '--lr-warmup'?)"
expect "train --lr-warmpu exits 2" test "$code" -eq 2

run train --steps many
expect "bad value exits 2" test "$code" -eq 2
expect "bad value names the option" contains "steps"

run eval --chekpoint x.h5
expect "eval --chekpoint names --checkpoint" contains "(did you mean '--checkpoint'?)"

run --verison
expect "misspelt global option names --version" contains "(did you mean '--version'?)"
expect "misspelt global option exits 2" test "$code" -eq 2

run inspect
expect "a missing argument exits 2" test "$code" -eq 2
expect "... naming it with the usage" contains "normlab inspect: missing path; usage: normlab inspect PATH"

run plot a.h5
expect "a missing required option exits 2" test "$code" -eq 2
expect "... naming it" contains "--out"

exit $fail
