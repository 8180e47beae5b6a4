#!/usr/bin/env bash
# Regenerates AyahSunTests' ephem oracles on the committed zoneinfo snapshot:
# Tests/AyahSunTests/Fixtures/sun-oracle.tsv.xz (every date 2000-2100 at 35
# places up to 48 degrees; about 20 minutes on two cores) and sun-highlat.tsv.xz
# (2026-2030 at seven high-latitude places; seconds). Makes .venv-sun first.
# Usage: scripts/gen-sun-oracle.sh [main|highlat]   (default: both; JOBS=N worker processes, default 2)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
[ -x "$root/.venv-sun/bin/python" ] || "$root/scripts/sun-oracle-venv"
export TZDIR="$root/Tests/AyahTimeTests/Fixtures/zoneinfo"
fixtures="$root/Tests/AyahSunTests/Fixtures"
mkdir -p "$fixtures"
for mode in ${1:-main highlat}; do
  name=$([ "$mode" = main ] && echo sun-oracle || echo sun-highlat)
  "$root/.venv-sun/bin/python" "$root/scripts/gen-sun-oracle.py" "$mode" > "$fixtures/$name.tsv.tmp"
  xz -9e -T1 < "$fixtures/$name.tsv.tmp" > "$fixtures/$name.tsv.xz"
  rm -f "$fixtures/$name.tsv.tmp"
  echo "$name.tsv.xz: $(stat -c %s "$fixtures/$name.tsv.xz") bytes" >&2
done
