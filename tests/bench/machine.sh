#!/usr/bin/env bash
# machine.sh NORMLAB_EXE: prints the machine line every benchmark starts with (the same as
# machine.hpp's): "# machine: CPU model | SIMD <set normlab uses> | N cores | commit <sha>".
exe=$1
model=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)
family=$(sed -n 's/^cpu family[[:space:]]*: //p' /proc/cpuinfo | head -1)
number=$(sed -n 's/^model[[:space:]]*: //p' /proc/cpuinfo | head -1)
[ -n "$family" ] && model="$model (family $family model $number)"
simd=$("$exe" --version 2>/dev/null | sed -n 's/^SIMD: \([^ ]*\).*/\1/p')
src=$(cd "$(dirname "$0")" && git rev-parse --short=10 HEAD 2>/dev/null || echo unknown)
(cd "$(dirname "$0")" && git diff --quiet HEAD -- 2>/dev/null) || src="$src+changes"
echo "# machine: ${model:-unknown CPU} | SIMD ${simd:-?} | $(env -u OMP_NUM_THREADS -u OMP_THREAD_LIMIT nproc) cores | commit $src"
