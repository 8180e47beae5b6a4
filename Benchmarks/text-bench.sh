#!/usr/bin/env bash
# NFC + search-fold throughput: AyahText (release build, ICU via CICUShim)
# against Python's unicodedata.normalize('NFC') + regex doing the same
# stripping and unification, on the same ayah texts, one call per ayah, in one run.
#
#   Benchmarks/text-bench.sh [corpus-file] [rounds]
#
# Prints MB/s (input UTF-8 bytes per second, best of N rounds) for both and
# the ratio. Timings share the machine with whatever else runs: compare the
# ratio, and rerun on a quiet machine for absolute numbers.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
corpus="${1:-$here/../Data/quran-uthmani.txt}"
rounds="${2:-15}"
scratch="$here/.build-text-bench"

swift build -c release --package-path "$here" --scratch-path "$scratch" --product TextThroughput >/dev/null
swift_out="$("$scratch/release/TextThroughput" "$corpus" "$rounds")"
echo "$swift_out"

python_out="$(python3 - "$corpus" "$rounds" <<'PY'
import re, sys, time, unicodedata
path, rounds = sys.argv[1], int(sys.argv[2])
ayahs = []
for line in open(path, encoding="utf-8"):
    parts = line.rstrip("\n").split("|", 2)
    if len(parts) == 3 and not line.startswith("#"):
        ayahs.append(parts[2])
total = sum(len(a.encode("utf-8")) for a in ayahs)
strip = re.compile("[\u064B-\u065F\u0670\u06D6-\u06ED\u0640\u200B-\u200F\u202A-\u202E\u2066-\u2069\u061C]")
unify = str.maketrans({"\u0623": "\u0627", "\u0625": "\u0627", "\u0622": "\u0627", "\u0671": "\u0627",
                       "\u0649": "\u064A", "\u0629": "\u0647"})
punct = re.compile(r"[^\w\s$+<=>^`|~]+")
def fold(s):
    s = unicodedata.normalize("NFC", s)
    s = strip.sub("", s).translate(unify).casefold()
    return " ".join(punct.sub(" ", s).split())
whole = "\n".join(ayahs)
def measure(name, inputs, size, fn):
    best = 1e9
    for _ in range(rounds):
        t = time.perf_counter()
        for a in inputs:
            fn(a)
        best = min(best, time.perf_counter() - t)
    print(f"python {name} {size / 1e6 / best:.1f} MB/s")
nfc = lambda s: unicodedata.normalize("NFC", s)
measure("nfc-per-ayah", ayahs, total, nfc)
measure("fold-per-ayah", ayahs, total, fold)
measure("nfc-whole", [whole], len(whole.encode("utf-8")), nfc)
measure("fold-whole", [whole], len(whole.encode("utf-8")), fold)
PY
)"
echo "$python_out"

rate() { awk -v k="$1 $2" 'index($0, k) == 1 { print $3 }' <<<"$3"; }
for op in nfc-per-ayah fold-per-ayah nfc-whole fold-whole; do
    s="$(rate swift "$op" "$swift_out")"
    p="$(rate python "$op" "$python_out")"
    awk -v op="$op" -v s="$s" -v p="$p" 'BEGIN { printf "ratio %-14s swift %7.1f MB/s  python %7.1f MB/s  %.2fx\n", op, s, p, s / p }'
done
