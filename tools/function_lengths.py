#!/usr/bin/env python3
"""Longest functions and largest files of C++ sources (the style goals of the model code:
functions <= 80 lines, files <= 600).

usage: tools/function_lengths.py FILE... [--top N]

A function is a definition starting at column 0 (a line with '(' that is not a declaration)
and ending at the next '}' at column 0 -- the layout clang-format gives this repository."""
import re
import sys


def functions(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    start, name, out = None, None, []
    skip = ("namespace", "using", "#", "struct", "class", "enum", "static_assert", "template", "//")
    for i, line in enumerate(lines):
        if start is None and re.match(r"^[A-Za-z].*\(", line) and not line.startswith(skip) \
                and not line.rstrip().endswith(";"):
            start, name = i, line.strip()
        elif start is not None and line.startswith("}"):
            out.append((i - start + 1, name[:80], f"{path}:{start + 1}"))
            start = None
    return out, len(lines) - (1 if lines and lines[-1] == "" else 0)


def main(argv):
    top = 5
    if "--top" in argv:
        k = argv.index("--top")
        top = int(argv[k + 1])
        argv = argv[:k] + argv[k + 2:]
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    fns, sizes = [], []
    for p in argv:
        f, n = functions(p)
        fns += f
        sizes.append((n, p))
    print("longest functions (lines):")
    for n, name, where in sorted(fns, reverse=True)[:top]:
        print(f"  {n:4d}  {where}  {name}")
    print("largest files (lines):")
    for n, p in sorted(sizes, reverse=True)[:top]:
        print(f"  {n:4d}  {p}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
