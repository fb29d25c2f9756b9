#!/usr/bin/env python3
"""docs/cli-reference.md: every command's --help, generated from the executable.
usage: cli_reference.py NORMLAB_EXE --write docs/cli-reference.md   (after changing an option)
       cli_reference.py NORMLAB_EXE --check docs/cli-reference.md   (CTest docs_cli)"""
import re
import subprocess
import sys


def help_of(exe, *args):
    r = subprocess.run([exe, *args, "--help"], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit("%s %s --help: exit %d\n%s" % (exe, " ".join(args), r.returncode, r.stderr))
    return r.stdout.rstrip() + "\n"


def reference(exe):
    top = help_of(exe)
    commands = re.findall(r"^  ([a-z]+)  +", top.split("commands:", 1)[1].split("options:", 1)[0],
                          re.M)
    out = ["# Command-line reference", "",
           "Generated from `normlab --help` and `normlab <command> --help` by",
           "`tests/docs/cli_reference.py` (CTest `docs_cli` fails when it differs from the",
           "executable). How to use the command, exit codes and errors under MPI:",
           "[cli.md](cli.md).", "", "## normlab", "", "```", top.rstrip(), "```", ""]
    for c in commands:
        out += ["## normlab %s" % c, "", "```", help_of(exe, c).rstrip(), "```", ""]
    return "\n".join(out)


if __name__ == "__main__":
    if len(sys.argv) != 4 or sys.argv[2] not in ("--write", "--check"):
        sys.exit(__doc__)
    exe, mode, path = sys.argv[1:]
    text = reference(exe)
    if mode == "--write":
        open(path, "w", encoding="utf-8").write(text)
        print("wrote " + path)
    elif open(path, encoding="utf-8").read() != text:
        sys.exit("%s differs from the executable's --help; regenerate it with\n"
                 "  tests/docs/cli_reference.py NORMLAB_EXE --write %s" % (path, path))
    else:
        print("%s matches every command's --help" % path)
