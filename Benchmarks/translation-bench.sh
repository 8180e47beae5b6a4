#!/usr/bin/env bash
# Cost of a user's translation file: Translation.read over ~1 MB synthetic
# Tanzil files (XML and text, Latin and Arabic script), then a cold
# `ayah today --translation FILE` next to the bundled default in one hyperfine
# run. Target: within 1.5x of `ayah today`.
# Usage: Benchmarks/translation-bench.sh   (needs hyperfine: apt-get install -y hyperfine)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=scripts/release-flags
source "$root/scripts/release-flags"
command -v hyperfine >/dev/null || { echo "install hyperfine: apt-get install -y hyperfine" >&2; exit 69; }
files="$(mktemp -d)"
trap 'rm -rf "$files"' EXIT
swift build -c release --package-path "$root/Benchmarks" --product TranslationLoad >&2
swift build "${release_flags[@]}" --package-path "$root" --product ayah >&2
"$root/Benchmarks/.build/release/TranslationLoad" "$files"
ayah="$root/.build/release/ayah"
out="$root/.build-bench"
mkdir -p "$out"
hyperfine -N --warmup 20 --runs "${RUNS:-200}" --export-json "$out/translation.json" \
  -n "ayah today" "$ayah today --tz Asia/Karachi --now 2026-11-22T12:00:00Z --plain" \
  -n "ayah today --translation none" "$ayah today --tz Asia/Karachi --now 2026-11-22T12:00:00Z --plain --translation none" \
  -n "ayah today --translation en.txt" "$ayah today --tz Asia/Karachi --now 2026-11-22T12:00:00Z --plain --translation $files/en.synthetic.txt" \
  -n "ayah today --translation en.xml" "$ayah today --tz Asia/Karachi --now 2026-11-22T12:00:00Z --plain --translation $files/en.synthetic.xml" \
  -n "ayah today --translation ur.txt" "$ayah today --tz Asia/Karachi --now 2026-11-22T12:00:00Z --plain --translation $files/ur.synthetic.txt"
python3 - "$out/translation.json" <<'PY'
import json, sys
r = {x["command"]: x for x in json.load(open(sys.argv[1]))["results"]}
base = r["ayah today"]["mean"]
for name, x in r.items():
    print(f"{name:34s} {x['mean']*1000:7.2f} ms ± {x['stddev']*1000:5.2f}   {x['mean']/base:5.2f}x ayah today")
PY
