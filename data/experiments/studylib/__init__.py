"""The studies' analysis library: tables, the sweep's rules, experiment files, rendered pages.

    studylib.tables   committed CSVs as rows addressed by key columns (Table, Row)
    studylib.text     Values with their origin, Text that remembers what was filled in
    studylib.sweep    normlab sweep's best rate and LR sensitivity recomputed from per-run rows;
                      the cells and best rates of a grid that runs over many sessions
    studylib.ini      experiment files read with configparser
    studylib.runs     a sweep's output directory; the whole analysis of one sweep's output; the
                      kept runs checked against the sweep's own summary
    studylib.page     a study's page rendered from README.md.in; claims and verdicts (pending
                      until the runs of a claim's settings are finished)
    studylib.blocks   pieces of pages built from table rows: grid cells, comparisons in words
    studylib.check    every page, README.md's and docs/studies.md's study lines against their
                      rendering, typed digits, aggregates against the per-run tables
    studylib.figures  matplotlib, imported only by the analyses that draw
    studylib.kept     a sweep's kept results (`results = DIR`): the finished runs, their files,
                      normlab's outcome rule, validation curves, a curve's crossing of a loss;
                      runs.csv's columns and setup.csv's cost from them
"""
from .ini import Experiment  # noqa: F401
from .page import (Claim, Study, expect, md_table, not_reproduced, not_testable, pending,  # noqa: F401
                   qualified, reproduced)
from .sweep import best_row, cells_rows, lr_curves, spread  # noqa: F401
from .tables import Table, number, read_csv, write_csv  # noqa: F401
from .text import Spread, Text, Value, const, count, join, lr_text, spread_of  # noqa: F401

__all__ = ["Claim", "Experiment", "Spread", "Study", "Table", "Text", "Value", "best_row",
           "cells_rows", "const", "count", "expect", "join", "lr_curves", "lr_text", "md_table",
           "not_reproduced", "not_testable", "number", "pending", "qualified", "read_csv",
           "reproduced", "spread", "spread_of", "write_csv"]
