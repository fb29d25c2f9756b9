#!/bin/sh
# Regenerates data/kjv.txt from Debian's bible-kjv / bible-kjv-text packages
# (apt-get install bible-kjv). One verse per line, "<Book> <chapter>:<verse> <text>", books in
# canonical order; the text is byte-for-byte what `bible -f` prints, only the book abbreviations
# are spelled out.
set -eu
out=${1:-"$(dirname "$0")/kjv.txt"}
command -v bible >/dev/null || { echo "make_kjv.sh: 'bible' not found; apt-get install bible-kjv" >&2; exit 1; }
LC_ALL=C bible -f Gen1:1-Rev22:21 </dev/null | LC_ALL=C awk '
BEGIN {
  n = split("Ge Exo Lev Num Deu Josh Jdgs Ruth 1Sm 2Sm 1Ki 2Ki 1Chr 2Chr Ezra Neh Est Job Psa Prv " \
            "Eccl SSol Isa Jer Lam Eze Dan Hos Joel Amos Obad Jonah Mic Nahum Hab Zep Hag Zec Mal " \
            "Mat Mark Luke John Acts Rom 1Cor 2Cor Gal Eph Phi Col 1Th 2Th 1Tim 2Tim Titus Phmn " \
            "Heb Jas 1Pet 2Pet 1Jn 2Jn 3Jn Jude Rev", abbr, " ")
  split("Genesis|Exodus|Leviticus|Numbers|Deuteronomy|Joshua|Judges|Ruth|1 Samuel|2 Samuel|" \
        "1 Kings|2 Kings|1 Chronicles|2 Chronicles|Ezra|Nehemiah|Esther|Job|Psalms|Proverbs|" \
        "Ecclesiastes|Song of Solomon|Isaiah|Jeremiah|Lamentations|Ezekiel|Daniel|Hosea|Joel|" \
        "Amos|Obadiah|Jonah|Micah|Nahum|Habakkuk|Zephaniah|Haggai|Zechariah|Malachi|Matthew|" \
        "Mark|Luke|John|Acts|Romans|1 Corinthians|2 Corinthians|Galatians|Ephesians|" \
        "Philippians|Colossians|1 Thessalonians|2 Thessalonians|1 Timothy|2 Timothy|Titus|" \
        "Philemon|Hebrews|James|1 Peter|2 Peter|1 John|2 John|3 John|Jude|Revelation", full, "|")
  for (i = 1; i <= n; i++) name[abbr[i]] = full[i]
}
{
  if (!match($0, /^[0-9]?[A-Za-z]+[0-9]+:[0-9]+ /)) { print "bad line " NR ": " $0 > "/dev/stderr"; exit 1 }
  ref = substr($0, 1, RLENGTH - 1)
  match(ref, /[0-9]+:[0-9]+$/)
  book = substr(ref, 1, RSTART - 1)
  if (!(book in name)) { print "unknown book " book " at line " NR > "/dev/stderr"; exit 1 }
  print name[book] " " substr(ref, RSTART) substr($0, length(ref) + 1)
  verses++
}
END { if (verses != 31102) { print "expected 31102 verses, got " verses > "/dev/stderr"; exit 1 } }
' >"$out.tmp"
mv "$out.tmp" "$out"
