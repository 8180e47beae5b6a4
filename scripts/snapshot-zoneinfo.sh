#!/usr/bin/env bash
# Copies the canonical zones (the `Z` lines of tzdata.zi) of the system tz
# database into Tests/AyahTimeTests/Fixtures/zoneinfo, then regenerates the
# Python zoneinfo oracles from that copy (midnight, and days starting at 01:30,
# 02:30, 03:00, 04:00 and 23:30; about a minute each). The oracle tests read the copy, so they
# check AyahTime against exactly the data the oracle saw, whatever tzdata
# version a later machine has; the product and the end-to-end tests keep using
# the system database.
# Usage: scripts/snapshot-zoneinfo.sh   (TZDIR selects the source, default /usr/share/zoneinfo)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
src="${TZDIR:-/usr/share/zoneinfo}"
dst="$root/Tests/AyahTimeTests/Fixtures/zoneinfo"
rm -rf "$dst"
mkdir -p "$dst"
cp "$src/tzdata.zi" "$dst/"
awk '$1 == "Z" { print $2 }' "$src/tzdata.zi" | while read -r zone; do
  mkdir -p "$dst/$(dirname "$zone")"
  cp -L "$src/$zone" "$dst/$zone"
done
TZDIR="$dst" python3 "$root/scripts/gen-tz-oracle.py" | sed "1s|$root/||" > "$root/Tests/AyahTimeTests/Fixtures/tz-oracle.tsv"
# Days that start at other wall times (--day-starts-at): one fixture each, D rows only.
for wall in 01:30 02:30 03:00 04:00 23:30; do
  TZDIR="$dst" python3 "$root/scripts/gen-tz-oracle.py" --day-starts-at "$wall" | sed "1s|$root/||" \
    > "$root/Tests/AyahTimeTests/Fixtures/tz-oracle-W${wall/:/}.tsv"
done
echo "snapshot of $(head -1 "$dst/tzdata.zi") with $(find "$dst" -type f ! -name tzdata.zi | wc -l) zones; oracles regenerated" >&2
