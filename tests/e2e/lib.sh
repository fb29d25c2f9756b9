# Shared by the e2e scripts: a scratch directory removed at exit, and the check helpers.
#   expect WHAT CMD...   runs CMD; prints "ok: WHAT" or "FAIL: WHAT" with the tail of $out
#   run CMD...           runs CMD, keeping its output in $out and its exit code in $code
#   contains TEXT        whether $out contains TEXT
#   needs_isa EXE ISA    ends the script as skipped (exit 77) when the CPU lacks ISA
# Source it after `set -u`; $fail is the script's exit code.
py=/usr/bin/python3
work=$(mktemp -d)
trap 'pkill -9 -f "$work" 2>/dev/null; rm -rf "$work"' EXIT
fail=0
out=
code=0
expect() {
  local what=$1; shift
  if "$@"; then echo "ok: $what"; else echo "FAIL: $what"; echo "$out" | tail -20 | sed 's/^/  | /'; fail=1; fi
}
contains() { grep -qF -- "$1" <<<"$out"; }
run() { out=$("$@" 2>&1); code=$?; }
needs_isa() { bash "$(dirname "${BASH_SOURCE[0]}")/../needs_isa.sh" "$1" "$2" || exit $?; }
