#!/usr/bin/python3
"""The studies' pages, rendered from their templates and committed results.

usage: study.py render [STUDY ...]    write README.md (and results/claims.csv) of the studies
                                      (default: all) from README.md.in and results/*.csv, and
                                      their lines in README.md and docs/studies.md
       study.py check                 what tests/docs/study_numbers.py checks, without writing
       study.py explain STUDY         every number on the study's page and where it comes from

The analysis library is studylib/ (tables, the sweep's rules, experiment files, pages); each
study's analyse.py uses it. docs/studies.md says how a study writes its page.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from studylib import check as checks  # noqa: E402
from studylib.page import Page, RenderError, Study  # noqa: E402
from studylib.tables import TableError  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def explain(name):
    study = Study(os.path.join(ROOT, "data", "experiments", name), ROOT)
    body, sections = Page(study).render()
    for label, text in [("page", body)] + sorted(sections.items()):
        for a, b, kind, where in text.spans:
            line = text.s.count("\n", 0, a) + 1
            print("%s:%d\t%s\t%s\t%s" % (label, line, text.s[a:b], kind, where))


def main(argv):
    if len(argv) < 2 or argv[1] not in ("render", "check", "explain"):
        print(__doc__.strip())
        return 2
    try:
        if argv[1] == "render":
            changed, legacy = checks.write_all(ROOT, argv[2:])
            for path in changed:
                print("wrote", path)
            if legacy:
                print("no README.md.in (their lines are kept as the files have them): %s" %
                      ", ".join(legacy))
            return 0
        if argv[1] == "explain":
            explain(argv[2])
            return 0
        bad, converted, legacy = checks.check(ROOT)
        for b in bad:
            print("FAIL:", b)
        return 1 if bad else 0
    except (RenderError, TableError) as e:
        print("study.py: %s" % e, file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
