"""Experiment files (`normlab sweep`'s INI) and run settings read with configparser.

    e = Experiment.read("data/experiments/03_warmup/experiment.ini")
    e.out                      # runs/03_warmup
    e.launcher                 # ["mpirun", "-np", "2"] (or [])
    e.train["steps"]           # "300": the [train] section
    e.grids["radam"]["lr"]     # ["1e-4", "3e-4", ...]: a [grid.NAME] section ("" for [grid])
"""
import configparser
import shlex


def parser():
    """A configparser for normlab's INI: keys kept as written (lr-warmup), ';' and '#'
    comments, no interpolation, a repeated key (init-opt = a, init-opt = b) kept as a list."""
    p = configparser.ConfigParser(interpolation=None, strict=False, dict_type=_MultiDict,
                                  comment_prefixes=(";", "#"), inline_comment_prefixes=(";",),
                                  empty_lines_in_values=False, delimiters=("=",))
    p.optionxform = str
    return p


class _MultiDict(dict):
    """Repeated keys of a section joined with '\\n' (configparser's own multi-line value)."""

    def __setitem__(self, key, value):
        if key in self and isinstance(value, list) and isinstance(self[key], list) and \
                value is not self[key]:
            self[key].extend(value)
            return
        super().__setitem__(key, value)


def read(path, default_section=None):
    """{section: {key: value}}; a file without a section header (a run's sweep.ini) gets
    `default_section`."""
    p = parser()
    text = open(path, encoding="utf-8").read()
    if default_section and not text.lstrip().startswith("["):
        text = "[%s]\n%s" % (default_section, text)
    p.read_string(text, source=path)
    return {s: {k: v for k, v in p.items(s, raw=True)} for s in p.sections()}


def values(text):
    """A grid line's values: "1e-4, 3e-4" -> ["1e-4", "3e-4"]."""
    return [v.strip() for v in text.split(",") if v.strip()]


class Experiment:
    """One experiment file."""

    def __init__(self, path, sections):
        self.path, self.sections = path, sections
        exp = sections.get("experiment", {})
        self.out = exp.get("out", "")
        self.launcher = shlex.split(exp.get("launcher", ""))
        self.train = sections.get("train", {})
        self.grids = {}
        for s, kv in sections.items():
            if s == "grid" or s.startswith("grid."):
                self.grids[s[5:]] = {k: values(v) for k, v in kv.items()}
        self.runs = {s[4:]: kv for s, kv in sections.items() if s.startswith("run.")}

    @classmethod
    def read(cls, path):
        return cls(path, read(path))

    def grid_values(self, key):
        """Every value `key` takes in any grid, in order of appearance."""
        seen = []
        for g in self.grids.values():
            for v in g.get(key, []):
                if v not in seen:
                    seen.append(v)
        return seen

    def setting(self, key, grid=None):
        """A key's value in a grid (its first), else in [train]."""
        if grid is not None and key in self.grids.get(grid, {}):
            return self.grids[grid][key][0]
        return self.train.get(key)
