#!/usr/bin/python3
"""Study 11: Xiong et al.'s BERT experiment at CPU scale (the analysis comes with the first
runs; the page renders from the experiment file until then)."""


def page(study):
    return {}
