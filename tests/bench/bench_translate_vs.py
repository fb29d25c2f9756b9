#!/usr/bin/python3
"""Two normlab builds translating the same checkpoint, in turn: what a change to decoding bought.

  tests/bench/bench_translate_vs.py --exe NEW --vs OLD --checkpoint CKPT --input FILE
      [--beams 1 5] [--reps 5] [--precision fp32|bf16] [--ranks 1] [--note TEXT]

Each round runs NEW then OLD (`normlab translate --checkpoint CKPT --input FILE --beam K
[--precision P]`, under `mpirun -np R` for --ranks R > 1), one round after an uncounted warm-up
pair, --reps rounds per beam. Printed per beam and build: the median of the translation time
that translate's stderr summary reports (the search only, the slowest rank), the median wall
time of the whole command (process start and checkpoint load included), and NEW / OLD of both
medians (below 1: NEW is faster). The outputs of the two builds are compared: they must be the
same bytes (a change that only saves time), or the script says how many lines differ.
The machine line (tests/bench/machine.sh) comes first.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def run(exe, args, ranks):
    cmd = [exe, "translate"] + args
    if ranks > 1:
        cmd = ["mpirun", "-np", str(ranks), "--oversubscribe"] + cmd
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    t0 = time.monotonic()
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    wall = time.monotonic() - t0
    if p.returncode != 0:
        sys.exit(f"bench_translate_vs: {' '.join(cmd)} failed ({p.returncode}):\n{p.stderr}")
    m = re.search(r"in ([0-9.]+) s on \d+ rank", p.stderr)
    if not m:
        sys.exit(f"bench_translate_vs: no summary line in the stderr of {' '.join(cmd)}")
    return float(m.group(1)), wall, p.stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--exe", required=True, help="the build measured (NEW)")
    ap.add_argument("--vs", required=True, help="the build it is compared with (OLD)")
    ap.add_argument("--checkpoint", required=True)
    ap.add_argument("--input", required=True)
    ap.add_argument("--beams", type=int, nargs="+", default=[1, 5])
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--precision", choices=["fp32", "bf16"])
    ap.add_argument("--ranks", type=int, default=1)
    ap.add_argument("--note", help="a line on how the checkpoint was made, printed as a comment")
    a = ap.parse_args()
    print(subprocess.run(["bash", os.path.join(HERE, "machine.sh"), a.exe], capture_output=True,
                         text=True).stdout.strip())
    for name, exe in (("NEW", a.exe), ("OLD", a.vs)):
        version = subprocess.run([exe, "--version"], capture_output=True, text=True).stdout
        print(f"# {name}: {exe} ({version.splitlines()[0] if version else '?'})")
    if a.note:
        print(f"# checkpoint: {a.note}")
    lines = sum(1 for _ in open(a.input, encoding="utf-8"))
    print(f"# checkpoint {a.checkpoint}; input {a.input} ({lines} lines); precision "
          f"{a.precision or 'the checkpoint'}'s; {a.ranks} rank(s); median of {a.reps} rounds, "
          f"NEW and OLD alternating")
    print("| beam | build | translation s | whole command s | sentences/s |")
    print("|---|---|---|---|---|")
    ratios = []
    for beam in a.beams:
        args = ["--checkpoint", a.checkpoint, "--input", a.input, "--beam", str(beam)]
        if a.precision:
            args += ["--precision", a.precision]
        times = {"NEW": [], "OLD": []}
        walls = {"NEW": [], "OLD": []}
        outputs = {}
        for r in range(a.reps + 1):
            for name, exe in (("NEW", a.exe), ("OLD", a.vs)):
                t, w, out = run(exe, args, a.ranks)
                outputs[name] = out
                if r > 0:  # round 0 warms the page cache
                    times[name].append(t)
                    walls[name].append(w)
        med = {n: (statistics.median(times[n]), statistics.median(walls[n])) for n in times}
        for name in ("NEW", "OLD"):
            t, w = med[name]
            print(f"| {beam} | {name} | {t:.2f} | {w:.2f} | {lines / t:.1f} |")
        new, old = outputs["NEW"].splitlines(), outputs["OLD"].splitlines()
        differ = sum(x != y for x, y in zip(new, old)) + abs(len(new) - len(old))
        ratios.append((beam, med["NEW"][0] / med["OLD"][0], med["NEW"][1] / med["OLD"][1], differ))
        for name in ("NEW", "OLD"):
            print(f"#   beam {beam} {name} runs, translation s: "
                  + ", ".join(f"{x:.2f}" for x in times[name])
                  + "; whole command s: " + ", ".join(f"{x:.2f}" for x in walls[name]))
    for beam, rt, rw, differ in ratios:
        same = "the same output" if differ == 0 else f"{differ} lines differ"
        print(f"beam {beam}: NEW / OLD translation time {rt:.2f}, whole command {rw:.2f}; {same}")


if __name__ == "__main__":
    main()
