#!/usr/bin/env python3
"""Writes the seeds of FuzzPayload (Fuzz/Corpus/FuzzPayload/) from a built `ayah`:
real payloads (`ayah today --json`) and copies with one field out of range or
holding terminal escapes, so fuzzing starts on both sides of the validator.

    python3 Fuzz/make-payload-seeds.py [.build/debug/ayah]
"""
import json, os, subprocess, sys

ayah = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/ayah"
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Corpus", "FuzzPayload")
os.makedirs(out, exist_ok=True)

def payload(zone, now, days):
    run = subprocess.run([ayah, "today", "--json", "--tz", zone, "--now", now, "--days", str(days)],
                         check=True, capture_output=True)
    return run.stdout

def write(name, data):
    with open(os.path.join(out, name), "wb") as f:
        f.write(data)

base = payload("Asia/Karachi", "2026-11-22T12:00:00Z", 0)
write("karachi-0-days", base)
write("apia-skipped-date-2-days", payload("Pacific/Apia", "2011-12-29T12:00:00Z", 2))
write("havana-1-day", payload("America/Havana", "2026-03-07T12:00:00Z", 1))
edits = {
    "escape-reference": ("reference", "Al-Fatihah 1:1\u001b]0;x\u0007"),
    "crlf-translation-short": ("translationShort", "a\r\nb"),
    "bidi-reference": ("reference", "a\u202eb"),
    "end-1e300": ("end", 1e300),
    "surah-negative": ("surah", -1),
    "local-date-x": ("localDate", "x"),
    "day-starts-99": ("dayStartsAt", "99:99"),
    "day-starts-fajr": ("dayStartsAt", "fajr"),
    "unknown-field": ("location", {"latitude": 24.86, "longitude": 67.01}),
}
for name, (field, value) in edits.items():
    data = json.loads(base)
    data[field] = value
    write(name, json.dumps(data, ensure_ascii=False).encode())
# For PayloadReader: every non-ASCII character as a \u escape (surrogate pairs
# beyond the BMP), and the same payload pretty-printed with keys in reverse.
escaped = json.loads(base)
escaped["reference"] += " \U0001F600 \u2028"
write("ascii-escaped", json.dumps(escaped, ensure_ascii=True).encode())
write("pretty-reversed", json.dumps(dict(reversed(list(json.loads(base).items()))), indent=2,
                                    ensure_ascii=False).encode())
