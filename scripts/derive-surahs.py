#!/usr/bin/env python3
"""Derive Data/surahs-corrected.tsv from the verbatim Data/surahs.tsv.

surahs.tsv (pyislamsdk-quran 0.1.2, MIT) has four known slips in its English
names; PROVENANCE.md lists them. The source file stays byte for byte as shipped;
this script writes the corrected copy beside it. Run from the repository root:

    python3 scripts/derive-surahs.py
"""
import sys
from pathlib import Path

CORRECTIONS = {  # surah number -> (wrong English name, corrected English name)
    20: ("Taahaa", "Ta-Ha"),
    72: ("the Jinn", "The Jinn"),
    78: ("The Emissaries", "The Tidings"),
    99: ("The Earthquakee", "The Earthquake"),
}

def main() -> int:
    root = Path(__file__).resolve().parent.parent
    src = (root / "Data" / "surahs.tsv").read_text(encoding="utf-8").splitlines()
    out = [src[0]]
    fixed = 0
    for line in src[1:]:
        cols = line.split("\t")
        number = int(cols[0])
        if number in CORRECTIONS:
            wrong, right = CORRECTIONS[number]
            if cols[3] != wrong:
                sys.exit(f"surah {number}: expected English name {wrong!r}, found {cols[3]!r}")
            cols[3] = right
            fixed += 1
        out.append("\t".join(cols))
    if fixed != len(CORRECTIONS) or len(out) != 115:
        sys.exit(f"expected 114 surahs and {len(CORRECTIONS)} corrections, got {len(out) - 1} and {fixed}")
    (root / "Data" / "surahs-corrected.tsv").write_text("\n".join(out) + "\n", encoding="utf-8")
    return 0

if __name__ == "__main__":
    raise SystemExit(main())
