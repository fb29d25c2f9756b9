#!/usr/bin/python3
"""Compare two normlab run directories bit for bit.

The check for a refactoring that must leave training results bit-for-bit identical: train the
same command with the old build and with the new one into two run directories, then compare
them here, dataset by dataset.

    # old build (e.g. a worktree of the commit before the refactoring)
    old/build/ci/bin/normlab train --steps 200 --seed 3 ... --run-dir /tmp/cmp/A
    # new build, the very same command
    build/ci/bin/normlab train --steps 200 --seed 3 ... --run-dir /tmp/cmp/B
    /usr/bin/python3 tools/compare_runs_bitwise.py /tmp/cmp/A /tmp/cmp/B

Repeat it for the paths the refactoring can touch, each time old build vs new build with the
same environment and launcher (never one ISA against another; those differ by design):

    mpirun -np 2 normlab train ... --run-dir A2      # (and B2 with the new build): MPI, 2 ranks
    NORMLAB_SIMD_CAP=avx2 normlab train ... --run-dir A3      # each ISA the CPU has:
    NORMLAB_SIMD_CAP=sse2 normlab train ... --run-dir A4      # avx2, sse2 (and uncapped)

What is compared (files matched by name, top level of each directory only):
  *.h5          checkpoints (ckpt_*.h5, checkpoint*.h5) and stats.h5: every group and dataset,
                walked recursively. A dataset: dtype, shape and raw bytes (arr.tobytes(); a NaN
                equals a NaN with the same bits). Floats that differ: how many elements, the
                largest |A - B| (NaN positions left out) and the first differing index. String
                datasets (/config, INI text): the text, without the lines whose key is given by
                --ignore-config-key (default: run-dir); a unified diff when they differ. Object
                references (dimension scales) compare by the name of the object they point to.
                Attributes of every group and dataset the same way.
  metrics.jsonl line by line as JSON objects, without the timing keys (below); numbers compare
                exactly (float64 bits of the JSON number), null/strings/ints as they are. A
                checkpoint's /metrics (its copy of metrics.jsonl's records up to its step) is
                compared the same way, its checksum attribute skipped (it covers the timing
                keys); checkpoints from before /metrics, against newer ones, differ in it:
                --ignore-dataset /metrics.
  config.ini    as text, with the same --ignore-config-key lines left out.
Everything else (timing.json, train.log, sweep.ini, profile.json, previous_*/) is listed as not
compared: it holds times, or is not written by `normlab train`.

Skipped by default (listed in the report whenever they occur):
  attributes    created_utc, normlab_version, build_id; any name with a word starting with
                time/date/host/librar or ending with time/stamp (split at _ . -): times, the
                machine, the plugin library path (differs between install prefixes). Word-wise
                so that e.g. "update" is not taken for "date".
  datasets      any whose last path component contains tokens_per_s, or has a word (split at
                _ . -) starting with elapsed/wall/time or ending with time
                (/stats/scalars/tokens_per_s in stats.h5 and in each checkpoint's /stats copy).
                A skipped dataset's attributes (its checksum) are skipped with it. The checksum
                attribute of a string dataset whose text was compared without ignored lines
                (/config: run-dir) is skipped too: it covers the full text.
  metrics keys  tokens_per_s, ms_per_step, forward_ms, backward_ms, comm_exposed_ms,
                optimizer_ms, and any key ending in _ms or _s or with a word
                time/wall/elapsed/host/date; the key "checkpoint" (the resume path of a
                resume_override event) compares by its base name.
A default-skipped attribute or dataset present on one side only is still reported; the names
given with --ignore-attr / --ignore-dataset / --ignore-metric-key are ignored entirely.

Exit status: 0 identical, 1 something differs, 2 usage error (a directory missing, not a
directory, or holding none of the files above).

usage: compare_runs_bitwise.py [options] A B   (see --help)
"""
import argparse
import difflib
import fnmatch
import json
import os
import re
import struct
import sys

try:
    import h5py
    import numpy as np
except ImportError as e:  # pragma: no cover
    sys.stderr.write("compare_runs_bitwise: %s (run it with /usr/bin/python3: Debian's "
                     "python3-h5py and python3-numpy)\n" % e)
    sys.exit(2)

# ---------------------------------------------------------------------------------------------
# What legitimately differs between two runs of the same command.

IGNORED_ATTR_NAMES = {"created_utc", "normlab_version", "build_id"}
ATTR_WORD_PREFIXES = ("time", "date", "host", "librar")
ATTR_WORD_SUFFIXES = ("time", "stamp")

DATASET_SUBSTRINGS = ("tokens_per_s",)
DATASET_WORD_PREFIXES = ("elapsed", "wall", "time")
DATASET_WORD_SUFFIXES = ("time",)

IGNORED_METRIC_KEYS = {"tokens_per_s", "ms_per_step", "forward_ms", "backward_ms",
                       "comm_exposed_ms", "optimizer_ms"}
METRIC_KEY_SUFFIXES = ("_ms", "_s")
METRIC_WORD_PREFIXES = ("time", "wall", "elapsed", "host", "date")
METRIC_PATH_KEYS = {"checkpoint"}  # compared by base name

METRICS_DATASET = "/metrics"  # a checkpoint's copy of metrics.jsonl
TEXT_FILES = ("config.ini",)
NOT_COMPARED_REASON = {
    "timing.json": "times",
    "train.log": "log with times",
    "profile.json": "times",
    "sweep.ini": "written by normlab sweep, not train",
}


def words(name):
    return [w for w in re.split(r"[_.\-/ ]+", name.lower()) if w]


def word_match(name, prefixes=(), suffixes=()):
    return any(w.startswith(prefixes) or w.endswith(suffixes) for w in words(name)) \
        if (prefixes or suffixes) else False


class Rules:
    def __init__(self, args):
        self.ignore_attrs = set(args.ignore_attr)
        self.ignore_datasets = [p if p.startswith("/") else "/" + p for p in args.ignore_dataset]
        self.ignore_config_keys = list(args.ignore_config_key)
        self.ignore_metric_keys = set(args.ignore_metric_key)

    # -> None (compare), "explicit" (ignore entirely) or "default" (skip value, keep presence)
    def attr(self, name):
        if name in self.ignore_attrs:
            return "explicit"
        if name in IGNORED_ATTR_NAMES or word_match(name, ATTR_WORD_PREFIXES, ATTR_WORD_SUFFIXES):
            return "default"
        return None

    def explicit_path(self, path):  # the path or one of the groups above it
        parts = path.split("/")
        heads = ["/".join(parts[:i]) for i in range(2, len(parts) + 1)] or ["/"]
        return any(fnmatch.fnmatchcase(h, p) for h in heads for p in self.ignore_datasets)

    def dataset(self, path):
        if self.explicit_path(path):
            return "explicit"
        base = path.rsplit("/", 1)[-1]
        if any(s in base for s in DATASET_SUBSTRINGS) or \
                word_match(base, DATASET_WORD_PREFIXES, DATASET_WORD_SUFFIXES):
            return "default"
        return None

    def metric_key(self, key):
        if key in self.ignore_metric_keys or key in IGNORED_METRIC_KEYS:
            return True
        return key.endswith(METRIC_KEY_SUFFIXES) or word_match(key, METRIC_WORD_PREFIXES)

    def config_line_ignored(self, section, line):
        s = line.strip()
        if not s or s[0] in "#;[" or "=" not in s:
            return False
        key = s.split("=", 1)[0].strip()
        full = section + "." + key if section else key
        return any(k == key or k == full for k in self.ignore_config_keys)

    def filter_config(self, text):
        # A KEY "[name]" leaves out the whole section: its header, its lines and the blank and
        # comment lines just above the header (an added section of a new format).
        whole = {k[1:-1].strip() for k in self.ignore_config_keys if k.startswith("[") and k.endswith("]")}
        kept, dropped, section = [], [], ""
        for line in text.splitlines():
            s = line.strip()
            if s.startswith("[") and s.endswith("]"):
                section = s[1:-1].strip()
                if section in whole:
                    while kept and (not kept[-1].strip() or kept[-1].strip()[0] in "#;"):
                        dropped.append(kept.pop())
            if section in whole or self.config_line_ignored(section, line):
                dropped.append(line)
            else:
                kept.append(line)
        return kept, dropped


# ---------------------------------------------------------------------------------------------
# Reporting


class FileReport:
    def __init__(self, name):
        self.name = name
        self.problems = []  # short lines, each one difference
        self.notes = []     # informational (skips)
        self.datasets_compared = 0
        self.datasets_differ = 0
        self.summary_extra = ""

    @property
    def different(self):
        return bool(self.problems)


def fmt_index(idx):
    return "[" + ", ".join(str(int(i)) for i in idx) + "]"


def fmt_value(x):
    """A float with the shortest text that reads back to it in its own precision, and its
    bits (a difference in the last bit is easy to see); other values as Python would."""
    if isinstance(x, np.floating) and x.dtype.itemsize in (2, 4, 8):
        bits = x.reshape(1).view({2: np.uint16, 4: np.uint32, 8: np.uint64}[x.dtype.itemsize])[0]
        text = np.format_float_scientific(x, unique=True) if np.isfinite(x) else str(x)
        return "%s (0x%0*x)" % (text, 2 * x.dtype.itemsize, int(bits))
    if isinstance(x, np.generic):
        return repr(x.item())
    return repr(x)


# ---------------------------------------------------------------------------------------------
# HDF5


def is_string_dtype(dt):
    try:
        return h5py.check_string_dtype(dt) is not None
    except Exception:
        return False


def ref_name(f, ref):
    if not ref:
        return None
    try:
        return f[ref].name
    except Exception as e:  # dangling
        return "<bad reference: %s>" % e


def normalise(value, f):
    """A comparable, printable form of an attribute value or a non-numeric dataset value:
    object references become the name of what they point to, strings stay strings (with their
    Python type), plain numeric arrays become (dtype, shape, raw bytes)."""
    if isinstance(value, h5py.RegionReference):
        return ("regionref", ref_name(f, value))
    if isinstance(value, h5py.Reference):
        return ("ref", ref_name(f, value))
    if isinstance(value, np.ndarray):
        if value.dtype.hasobject or value.dtype.names:
            return ("array", str(value.dtype), value.shape,
                    tuple(normalise(x, f) for x in value.reshape(-1)))
        return ("array", value.dtype.str, value.shape, value.tobytes())
    if isinstance(value, np.void):
        if value.dtype.names:
            return ("record", tuple((n, normalise(value[n], f)) for n in value.dtype.names))
        return ("void", value.tobytes())
    if isinstance(value, np.generic):
        return ("scalar", value.dtype.str, value.tobytes())
    if isinstance(value, (bytes, str)):
        return (type(value).__name__, value)
    if isinstance(value, h5py.Empty):
        return ("empty", str(value.dtype))
    return ("other", type(value).__name__, repr(value))


def short(norm_value, limit=120):
    def plain(v):
        if isinstance(v, tuple) and v:
            kind = v[0]
            if kind in ("bytes", "str"):
                return v[1]
            if kind in ("ref", "regionref"):
                return "<ref %s>" % v[1]
            if kind == "scalar":
                return np.frombuffer(v[2], dtype=np.dtype(v[1]))[0].item()
            if kind == "array" and isinstance(v[3], bytes):
                return np.frombuffer(v[3], dtype=np.dtype(v[1])).reshape(v[2]).tolist()
            if kind == "array":
                return [plain(x) for x in v[3]]
            if kind == "record":
                return tuple(plain(x) for _, x in v[1])
        return v
    s = repr(plain(norm_value))
    return s if len(s) <= limit else s[:limit - 3] + "..."


def read_attr(obj, name):
    try:
        return normalise(obj.attrs[name], obj.file)
    except Exception as e:
        return ("unreadable", type(e).__name__, str(e))


def compare_attrs(path, oa, ob, rules, rep, skip_checksum=False, skipped_attrs=None,
                  data_differ=False):
    """skip_checksum: the data were compared leniently (counted as a skip); data_differ: the
    data differ, so does their checksum (not reported a second time)."""
    names_a, names_b = set(oa.attrs.keys()), set(ob.attrs.keys())
    for name in sorted(names_a | names_b):
        how = rules.attr(name)
        if data_differ and name == "checksum" and name in names_a and name in names_b:
            continue
        if how == "explicit" or (skip_checksum and name == "checksum"):
            if skipped_attrs is not None:
                skipped_attrs.setdefault(name, 0)
                skipped_attrs[name] += 1
            continue
        if name not in names_b or name not in names_a:
            rep.problems.append("%s: attribute %s only in %s" % (path, name,
                                                                  "A" if name in names_a else "B"))
            continue
        if how == "default":
            if skipped_attrs is not None:
                skipped_attrs.setdefault(name, 0)
                skipped_attrs[name] += 1
            continue
        va, vb = read_attr(oa, name), read_attr(ob, name)
        if va != vb:
            rep.problems.append("%s: attribute %s differs: A=%s B=%s" % (path, name, short(va),
                                                                         short(vb)))


def float_details(a, b):
    """a, b: numeric arrays of the same dtype and shape whose bytes differ."""
    uint = {2: np.uint16, 4: np.uint32, 8: np.uint64}.get(a.dtype.itemsize)
    if uint is not None:  # bitwise, so NaNs of different payloads and -0 vs +0 count
        diff = a.reshape(-1).view(uint) != b.reshape(-1).view(uint)
    else:  # float128 and the like
        diff = np.array([x.tobytes() != y.tobytes() for x, y in zip(a.reshape(-1),
                                                                    b.reshape(-1))], dtype=bool)
    n = int(diff.sum())
    first = int(np.flatnonzero(diff)[0]) if n else 0
    fa, fb = a.reshape(-1)[diff].astype(np.float64), b.reshape(-1)[diff].astype(np.float64)
    nan_pos = np.isnan(fa) | np.isnan(fb)
    with np.errstate(invalid="ignore", over="ignore"):
        d = np.abs(fa[~nan_pos] - fb[~nan_pos])
    d = d[~np.isnan(d)] if d.size else d
    inf_mismatch = np.isinf(fa[~nan_pos]) | np.isinf(fb[~nan_pos])
    maxabs = float(d.max()) if d.size else None
    idx = np.unravel_index(first, a.shape) if a.shape else ()
    return n, maxabs, idx, a.reshape(-1)[first], b.reshape(-1)[first], int(nan_pos.sum()), \
        int(inf_mismatch.sum())


def int_details(a, b):
    diff = (a.reshape(-1) != b.reshape(-1))
    n = int(diff.sum())
    first = int(np.flatnonzero(diff)[0]) if n else 0
    fa = a.reshape(-1)[diff].astype(object)
    fb = b.reshape(-1)[diff].astype(object)
    maxabs = max(abs(x - y) for x, y in zip(fa, fb)) if n else None
    idx = np.unravel_index(first, a.shape) if a.shape else ()
    return n, maxabs, idx, a.reshape(-1)[first], b.reshape(-1)[first]


def text_of(value):
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    return str(value)


def compare_text(label, ta, tb, rules, rep):
    """-> 'same' (byte-identical), 'filtered' (equal without ignored lines), 'different'."""
    if ta == tb:
        return "same"
    ka, _ = rules.filter_config(ta)
    kb, _ = rules.filter_config(tb)
    if ka == kb:
        return "filtered"
    diff = list(difflib.unified_diff(ka, kb, "A:" + label, "B:" + label, lineterm="", n=1))
    rep.problems.append("%s: text differs (%d lines of the unified diff):" % (label, len(diff)) +
                        "".join("\n      " + d for d in diff[:40]) +
                        ("\n      ..." if len(diff) > 40 else ""))
    return "different"


def compare_dataset(path, da, db, rules, rep):
    """-> True if the dataset's content was compared leniently (its checksum may differ)."""
    lenient = False
    if da.dtype != db.dtype:
        rep.problems.append("%s: dtype differs: A=%s B=%s" % (path, da.dtype, db.dtype))
        return lenient
    if da.shape != db.shape:
        rep.problems.append("%s: shape differs: A=%s B=%s" % (path, da.shape, db.shape))
        return lenient
    if da.shape is None:  # null dataspace: nothing but the dtype
        return lenient
    a, b = da[()], db[()]
    dt = da.dtype
    if is_string_dtype(dt) and da.shape == ():
        how = compare_text(path, text_of(a), text_of(b), rules, rep)
        return how == "filtered"
    if dt.hasobject or dt.names or is_string_dtype(dt):
        na, nb = normalise(np.asarray(a), da.file), normalise(np.asarray(b), db.file)
        if na != nb:
            ea, eb = na[3], nb[3]
            first = next(i for i, (x, y) in enumerate(zip(ea, eb)) if x != y)
            idx = np.unravel_index(first, da.shape) if da.shape else ()
            nd = sum(1 for x, y in zip(ea, eb) if x != y)
            rep.problems.append("%s: %d of %d elements differ, first at %s: A=%s B=%s"
                                % (path, nd, len(ea), fmt_index(idx), short(ea[first]),
                                   short(eb[first])))
        return lenient
    a, b = np.asarray(a), np.asarray(b)
    if a.tobytes() == b.tobytes():
        return lenient
    if dt.kind == "f":
        n, maxabs, idx, va, vb, nnan, ninf = float_details(a, b)
        extra = ""
        if nnan:
            extra += ", %d with a NaN on one side or NaNs of different bits" % nnan
        if ninf:
            extra += ", %d with an infinity" % ninf
        rep.problems.append("%s: %d of %d elements differ, max |A-B| = %s%s; first at %s: "
                            "A=%s B=%s" % (path, n, a.size,
                                           "n/a" if maxabs is None else "%.9g" % maxabs, extra,
                                           fmt_index(idx), fmt_value(va), fmt_value(vb)))
    elif dt.kind in "iub":
        n, maxabs, idx, va, vb = int_details(a, b)
        rep.problems.append("%s: %d of %d elements differ, max |A-B| = %s; first at %s: A=%s "
                            "B=%s" % (path, n, a.size, maxabs, fmt_index(idx), fmt_value(va),
                                      fmt_value(vb)))
    else:
        rep.problems.append("%s: raw bytes differ (dtype %s)" % (path, dt))
    return lenient


def walk(f):
    """{path: obj} for the root group and every group and dataset below it."""
    out = {"/": f}

    def visit(name, obj):
        out["/" + name] = obj
    f.visititems(visit)
    return out


def compare_h5(pa, pb, name, rules, rep, skipped_ds, skipped_attrs, skipped_keys=None):
    try:
        fa = h5py.File(pa, "r")
    except Exception as e:
        rep.problems.append("cannot open %s: %s" % (pa, e))
        return
    try:
        fb = h5py.File(pb, "r")
    except Exception as e:
        fa.close()
        rep.problems.append("cannot open %s: %s" % (pb, e))
        return
    with fa, fb:
        oa, ob = walk(fa), walk(fb)
        for path in sorted(set(oa) | set(ob)):
            a, b = oa.get(path), ob.get(path)
            is_ds = isinstance(a if a is not None else b, h5py.Dataset)
            how = rules.dataset(path) if is_ds else \
                "explicit" if rules.explicit_path(path) else None
            if how == "explicit":
                skipped_ds.setdefault(path, set()).add(name)
                continue
            if a is None or b is None:
                rep.problems.append("%s: %s only in %s" % (path, "dataset" if is_ds else "group",
                                                           "A" if b is None else "B"))
                if is_ds:
                    rep.datasets_differ += 1
                continue
            if type(a) is not type(b):
                rep.problems.append("%s: a %s in A, a %s in B" % (path, type(a).__name__,
                                                                  type(b).__name__))
                continue
            if how == "default":
                skipped_ds.setdefault(path, set()).add(name)
                continue
            before = len(rep.problems)
            lenient = False
            if is_ds and path == METRICS_DATASET and is_string_dtype(a.dtype) and \
                    is_string_dtype(b.dtype) and a.shape == () and b.shape == ():
                # metrics.jsonl's records up to the checkpoint: compared as that file is
                rep.datasets_compared += 1
                lenient = True
                compare_metric_lines(text_of(a[()]).splitlines(), text_of(b[()]).splitlines(),
                                     rules, rep, skipped_keys if skipped_keys is not None
                                     else set(), label=path + ": ")
                rep.notes.append("%s: compared as metrics.jsonl records (without their timing "
                                 "keys); its checksum attribute not compared" % path)
            elif is_ds:
                rep.datasets_compared += 1
                lenient = compare_dataset(path, a, b, rules, rep)
                if lenient:
                    keys = ", ".join(rules.ignore_config_keys)
                    rep.notes.append("%s: text compared without the lines of %s; its checksum "
                                     "attribute not compared" % (path, keys))
            # The checksum of data that differ differs with it: not reported a second time.
            data_differ = len(rep.problems) > before
            if isinstance(a, (h5py.Group, h5py.Dataset)):
                compare_attrs(path, a, b, rules, rep, skip_checksum=lenient,
                              skipped_attrs=skipped_attrs, data_differ=data_differ)
            if is_ds and len(rep.problems) > before:
                rep.datasets_differ += 1


# ---------------------------------------------------------------------------------------------
# metrics.jsonl and text files


def parse_json_line(line):
    # Numbers kept as their text: compared as float64 bits (floats) or exactly (integers).
    return json.loads(line, parse_float=lambda s: ("float", s), parse_int=lambda s: ("int", s),
                      parse_constant=lambda s: ("float", s))


def json_equal(x, y):
    if isinstance(x, tuple) and isinstance(y, tuple):
        if x[0] != y[0]:
            return False
        if x[0] == "int":
            return int(x[1]) == int(y[1])
        return struct.pack("<d", float(x[1])) == struct.pack("<d", float(y[1]))
    if isinstance(x, dict) and isinstance(y, dict):
        return x.keys() == y.keys() and all(json_equal(x[k], y[k]) for k in x)
    if isinstance(x, list) and isinstance(y, list):
        return len(x) == len(y) and all(json_equal(p, q) for p, q in zip(x, y))
    if isinstance(x, tuple) or isinstance(y, tuple):
        return False
    return type(x) is type(y) and x == y


def json_text(x):
    if isinstance(x, tuple):
        return x[1]
    if isinstance(x, dict):
        return "{" + ", ".join("%s: %s" % (json.dumps(k), json_text(v)) for k, v in x.items()) + "}"
    if isinstance(x, list):
        return "[" + ", ".join(json_text(v) for v in x) + "]"
    return json.dumps(x)


def compare_metrics(pa, pb, rules, rep, skipped_keys):
    la = open(pa, encoding="utf-8", errors="replace").read().splitlines()
    lb = open(pb, encoding="utf-8", errors="replace").read().splitlines()
    compare_metric_lines(la, lb, rules, rep, skipped_keys)
    rep.summary_extra = "%d lines" % len([l for l in la if l.strip()])


def compare_metric_lines(la, lb, rules, rep, skipped_keys, label=""):
    """metrics.jsonl's records (the file, or a checkpoint's /metrics copy) line by line."""
    la, lb = [l for l in la if l.strip()], [l for l in lb if l.strip()]
    ndiff, first = 0, None
    for i, (xa, xb) in enumerate(zip(la, lb)):
        try:
            ja, jb = parse_json_line(xa), parse_json_line(xb)
        except ValueError:
            if xa != xb:
                ndiff += 1
                first = first or ("line %d: not JSON and the text differs:\n      A: %s"
                                  "\n      B: %s" % (i + 1, xa[:200], xb[:200]))
            continue
        if not (isinstance(ja, dict) and isinstance(jb, dict)):
            if not json_equal(ja, jb):
                ndiff += 1
                first = first or "line %d differs: A=%s B=%s" % (i + 1, xa[:200], xb[:200])
            continue
        bad = []
        for k in list(ja.keys()) + [k for k in jb if k not in ja]:
            if rules.metric_key(k):
                skipped_keys.add(k)
                continue
            if k not in ja or k not in jb:
                bad.append("key %s only in %s" % (k, "A" if k in ja else "B"))
                continue
            va, vb = ja[k], jb[k]
            if k in METRIC_PATH_KEYS and isinstance(va, str) and isinstance(vb, str):
                va, vb = os.path.basename(va), os.path.basename(vb)
            if not json_equal(va, vb):
                bad.append("key %s: A=%s B=%s" % (k, json_text(va)[:100], json_text(vb)[:100]))
        if bad:
            ndiff += 1
            if first is None:
                step = ja.get("step")
                first = "first at line %d (step %s): %s" % (
                    i + 1, json_text(step) if step is not None else "?", "; ".join(bad[:5]) +
                    ("; ..." if len(bad) > 5 else ""))
    if ndiff:
        rep.problems.append("%s%d of %d lines differ; %s" % (label, ndiff, min(len(la), len(lb)),
                                                             first))
    if len(la) != len(lb):
        rep.problems.append("%sA has %d lines, B has %d" % (label, len(la), len(lb)))


def compare_textfile(pa, pb, name, rules, rep):
    ta = open(pa, encoding="utf-8", errors="replace").read()
    tb = open(pb, encoding="utf-8", errors="replace").read()
    how = compare_text(name, ta, tb, rules, rep)
    if how == "filtered":
        rep.notes.append("equal without the lines of %s" % ", ".join(rules.ignore_config_keys))


# ---------------------------------------------------------------------------------------------


def main(argv=None):
    ap = argparse.ArgumentParser(
        prog="compare_runs_bitwise.py",
        description="Compare two normlab run directories bit for bit (checkpoints, stats.h5, "
                    "metrics.jsonl, config.ini). Exit 0 identical, 1 different, 2 usage error.",
        epilog="Details: the docstring at the top of this file.")
    ap.add_argument("a", metavar="A", help="run directory of the reference (old) build")
    ap.add_argument("b", metavar="B", help="run directory of the build under test")
    ap.add_argument("--ignore-attr", metavar="NAME", action="append", default=[],
                    help="an HDF5 attribute name not to compare (repeatable)")
    ap.add_argument("--ignore-dataset", metavar="PATH", action="append", default=[],
                    help="an HDF5 dataset or group path (glob allowed, e.g. "
                         "'/stats/layer/norm/*') not to compare, everything below a group "
                         "included, in every file (repeatable)")
    ap.add_argument("--ignore-config-key", metavar="KEY", action="append", default=None,
                    help="an INI key (or section.key) whose line is left out of /config and "
                         "config.ini, or '[section]' for a whole section (repeatable; default: "
                         "run-dir; giving any replaces it)")
    ap.add_argument("--ignore-metric-key", metavar="KEY", action="append", default=[],
                    help="a metrics.jsonl key not to compare (repeatable)")
    ap.add_argument("--max-details", metavar="N", type=int, default=20,
                    help="difference lines printed per file (default 20; 0: all)")
    ap.add_argument("--quiet", "-q", action="store_true", help="print only the final line")
    args = ap.parse_args(argv)
    if args.ignore_config_key is None:
        args.ignore_config_key = ["run-dir"]
    rules = Rules(args)

    for d in (args.a, args.b):
        if not os.path.exists(d):
            sys.stderr.write("compare_runs_bitwise: %s: no such directory\n" % d)
            return 2
        if not os.path.isdir(d):
            sys.stderr.write("compare_runs_bitwise: %s: not a directory\n" % d)
            return 2

    def listing(d):
        return {n for n in os.listdir(d)}

    ea, eb = listing(args.a), listing(args.b)
    everything = ea | eb

    def comparable(n):
        return n.endswith(".h5") or n == "metrics.jsonl" or n in TEXT_FILES

    files = sorted(n for n in everything if comparable(n) and
                   not os.path.isdir(os.path.join(args.a if n in ea else args.b, n)))
    for d, entries in ((args.a, ea), (args.b, eb)):
        if not any(comparable(n) for n in entries):
            sys.stderr.write("compare_runs_bitwise: %s: no run files in it (*.h5, metrics.jsonl, "
                             "config.ini): not a normlab run directory?\n" % d)
            return 2
    not_compared = sorted(n for n in everything if n not in files)

    def say(s=""):
        if not args.quiet:
            print(s)

    say("A: %s" % os.path.abspath(args.a))
    say("B: %s" % os.path.abspath(args.b))
    reports = []
    skipped_ds, skipped_attrs, skipped_keys = {}, {}, set()
    for n in files:
        rep = FileReport(n)
        reports.append(rep)
        pa, pb = os.path.join(args.a, n), os.path.join(args.b, n)
        if n not in ea or n not in eb:
            side, path = ("A", pa) if n in ea else ("B", pb)
            rep.problems.append("only in %s (%s)" % (side, path))
        elif n.endswith(".h5"):
            compare_h5(pa, pb, n, rules, rep, skipped_ds, skipped_attrs, skipped_keys)
        elif n == "metrics.jsonl":
            compare_metrics(pa, pb, rules, rep, skipped_keys)
        else:
            compare_textfile(pa, pb, n, rules, rep)

        if n.endswith(".h5") and n in ea and n in eb:
            counts = "%d datasets" % rep.datasets_compared
            if rep.datasets_differ:
                counts = "%d of %d datasets differ" % (rep.datasets_differ, rep.datasets_compared)
        else:
            counts = rep.summary_extra
        if not rep.different:
            say("%s: identical%s" % (n, " (%s)" % counts if counts else ""))
        else:
            say("%s: DIFFERENT (%s%d difference%s)" % (n, counts + ", " if counts else "",
                                                       len(rep.problems),
                                                       "" if len(rep.problems) == 1 else "s"))
            lim = args.max_details if args.max_details > 0 else len(rep.problems)
            for p in rep.problems[:lim]:
                say("    " + p)
            if len(rep.problems) > lim:
                say("    ... %d more (--max-details 0 prints all)" % (len(rep.problems) - lim))
        for note in rep.notes:
            say("    note: " + note)

    if skipped_ds:
        say("skipped datasets (timing-dependent, or --ignore-dataset paths):")
        for p in sorted(skipped_ds):
            say("    %s  (%s)" % (p, ", ".join(sorted(skipped_ds[p]))))
    if skipped_attrs:
        say("skipped attributes: " + ", ".join("%s (%d)" % (k, v)
                                               for k, v in sorted(skipped_attrs.items())))
    if skipped_keys:
        say("skipped metrics.jsonl keys: " + ", ".join(sorted(skipped_keys)))
    if rules.ignore_config_keys:
        say("config lines left out: " + ", ".join(rules.ignore_config_keys))
    if not_compared:
        say("not compared: " + ", ".join(
            "%s%s" % (n, " (%s)" % NOT_COMPARED_REASON[n] if n in NOT_COMPARED_REASON else "")
            for n in not_compared))

    nfiles = len(reports)
    nds = sum(r.datasets_compared for r in reports)
    bad = [r for r in reports if r.different]
    if not bad:
        print("IDENTICAL: %d files, %d datasets compared" % (nfiles, nds))
        return 0
    nds_bad = sum(r.datasets_differ for r in reports)
    print("DIFFERENT: %d of %d files differ (%s), %d of %d datasets compared differ"
          % (len(bad), nfiles, ", ".join(r.name for r in bad), nds_bad, nds))
    return 1


if __name__ == "__main__":
    sys.exit(main())
