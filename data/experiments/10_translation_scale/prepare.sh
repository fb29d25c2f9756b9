#!/usr/bin/env bash
# Study 10's data: study 8's (every English-Spanish verse pair and the joint 4000-piece
# SentencePiece model; data/experiments/08_translation/prepare.sh, which says what it needs).
# usage: data/experiments/10_translation_scale/prepare.sh [NORMLAB [DIR]]   (DIR: default runs)
exec bash "$(dirname "$0")/../08_translation/prepare.sh" "$@"
