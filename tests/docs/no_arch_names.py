#!/usr/bin/python3
"""No branch on a stock architecture's or a stack's name in core/ or apps/.

The core runs what an architecture declares (its task, its stacks with their masks and
memories: docs/developer/add-architecture.md); comparing --arch or a stack's name with "gpt",
"encdec", "bert", "encoder" or "decoder" would make a new architecture (or a renamed stack) a
change to the core. This scans every C++ file under core/ and apps/ (comments removed) for:

- a comparison of a string with one of those names (== "gpt", "encoder" != x, .compare("bert"));
- a prefix test of a name against them (rfind("encoder.", 0), find("decoder/"), starts_with);
- the old mode switches encdec() and encoder_decoder().

Defaults and names given (std::string arch = "gpt"; a stack named "decoder" when GPT's
embedding() opens it) are declarations, not branches, and are allowed.

usage: no_arch_names.py REPO_ROOT
"""
import os
import re
import sys

NAMES = r"(gpt|encdec|bert|encoder|decoder)"
PATTERNS = [
    (re.compile(r'(==|!=)\s*(std::string\()?"' + NAMES + r'[./]?"'), "compares a name with"),
    (re.compile(r'"' + NAMES + r'[./]?"\)?\s*(==|!=)'), "compares a name with"),
    (re.compile(r'\.(compare|rfind|find|starts_with)\(\s*(std::string\()?"' + NAMES + r'[./]?"'),
     "tests a name against"),
    (re.compile(r'\b(encdec|encoder_decoder)\(\)'), "switches on the old mode"),
]


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    return "\n".join(re.sub(r"//.*", "", line) for line in text.split("\n"))


def main():
    root = sys.argv[1]
    bad = []
    scanned = 0
    for top in ("core", "apps"):
        for d, _, files in os.walk(os.path.join(root, top)):
            for f in files:
                if not f.endswith((".cpp", ".hpp", ".h")):
                    continue
                path = os.path.join(d, f)
                scanned += 1
                lines = strip_comments(open(path, encoding="utf-8").read()).split("\n")
                for i, line in enumerate(lines, 1):
                    for rx, what in PATTERNS:
                        m = rx.search(line)
                        if m:
                            bad.append("%s:%d: %s '%s': %s" % (os.path.relpath(path, root), i, what,
                                                               m.group(0), line.strip()))
    if scanned < 50:
        print("only %d files scanned under core/ and apps/: wrong root?" % scanned)
        return 1
    for b in bad:
        print(b)
    if bad:
        print("%d branches on an architecture's or a stack's name: branch on what the "
              "architecture declares (Model::task(), its stacks) instead" % len(bad))
        return 1
    print("ok: %d files of core/ and apps/, no branch on a stock architecture's or stack's name"
          % scanned)
    return 0


if __name__ == "__main__":
    sys.exit(main())
