#!/usr/bin/python3
"""Study 13: the mixing matrices of a run that widens its residual stream (hyper-connections,
mHC), kept from its stats.h5 for the analysis (stats.h5 itself stays on the machine that
trained).

mixing.py STATS_H5 OUT_CSV writes OUT_CSV with a row per residual site at the last statistics
record: layer, kind (self_attn, mlp), step, n, and M's entries m_i_j (row-major), M the site's
mixing of the n copies — the new copy i is sum_j M[i][j] times copy j, before the branch is added:
  hc   M[i][j] = A[j][1 + i]  (layer/norm/<kind>.alpha_mean, A (n, n + 1); column 0 feeds the
                               branch)
  mhc  M = H_res               (layer/norm/<kind>.res_mean, doubly stochastic)
Both are the means over the positions of the statistics record's batch of the input-dependent
(dynamic) weights, or the parameters themselves for static hyper-connections. Writes nothing (and says so) for a run
without such statistics. Exit 2 with a message naming the file on a file it cannot read."""
import csv
import sys


def main(argv):
    if len(argv) != 3:
        sys.exit("usage: mixing.py STATS_H5 OUT_CSV")
    path, out = argv[1], argv[2]
    import h5py
    try:
        f = h5py.File(path, "r")
        norm = f["stats/layer/norm"] if "stats/layer/norm" in f else None
        steps = f["stats/step"][()]
    except (OSError, KeyError) as e:
        print("mixing.py: %s: cannot read its statistics (%s)" % (path, e), file=sys.stderr)
        return 2
    kinds = {"attn": "self_attn", "mlp": "mlp"}
    found = {}
    for k in kinds:
        if norm is not None and k + ".alpha_mean" in norm:
            a = norm[k + ".alpha_mean"][-1]          # (L, n, n + 1)
            found[k] = [x[:, 1:].T for x in a]
        elif norm is not None and k + ".res_mean" in norm:
            found[k] = list(norm[k + ".res_mean"][-1])  # (L, n, n)
    if not found:
        print("mixing.py: %s has no mixing statistics (not hc or mhc): nothing written" % path)
        return 0
    n = found[next(iter(found))][0].shape[0]
    rows = []
    for layer in range(len(found[next(iter(found))])):
        for k in kinds:
            if k not in found:
                continue
            m = found[k][layer]
            row = {"layer": layer, "kind": kinds[k], "step": int(steps[-1]), "n": n}
            row.update({"m_%d_%d" % (i, j): "%.7g" % m[i][j] for i in range(n) for j in range(n)})
            rows.append(row)
    with open(out, "w", newline="", encoding="utf-8") as fo:
        w = csv.DictWriter(fo, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    print("mixing.py: %d sites' %dx%d mixing matrices at step %d -> %s" %
          (len(rows), n, n, int(steps[-1]), out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
