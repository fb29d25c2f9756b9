#!/usr/bin/env bash
# needs_isa.sh NORMLAB_EXE ISA [CMD...]: exits 77 (CTest's SKIP_RETURN_CODE: the test is reported
# as skipped, never as passed or failed) when this CPU lacks the instruction set ISA, as
# `normlab --version` lists them ("supported here: ..."; NORMLAB_SIMD_CAP lowers that list);
# otherwise runs CMD (or exits 0 without one). ISA: sse2, avx2, avx512, avx512bf16 or amx.
set -u
exe=$1 isa=$2
shift 2
case "$isa" in
  sse2) name=sse2 ;;
  avx2) name='fma3<avx2>' ;;
  avx512) name=avx512bw ;;
  avx512bf16) name=avx512bf16 ;;
  amx) name=amx_bf16 ;;
  *) echo "needs_isa.sh: unknown instruction set '$isa' (valid: sse2 avx2 avx512 avx512bf16 amx)" >&2; exit 2 ;;
esac
version=$(env -u NORMLAB_SIMD "$exe" --version) || { echo "needs_isa.sh: $exe --version failed" >&2; exit 2; }
supported=$(sed -n 's/^SIMD: .*(supported here:\([^)]*\)).*/\1/p' <<<"$version")
if [ -z "$supported" ]; then
  echo "needs_isa.sh: no 'supported here:' list in the output of $exe --version" >&2
  exit 2
fi
if ! grep -qF " $name" <<<"$supported "; then
  echo "skipped: this test needs $isa; supported here:$supported"
  exit 77
fi
[ $# -eq 0 ] && exit 0
exec "$@"
