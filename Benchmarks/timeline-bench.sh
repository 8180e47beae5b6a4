#!/usr/bin/env bash
# `ayah timeline --days 3660` with days that begin at Fajr beside the same
# timeline at midnight, cold processes side by side in one hyperfine run
# (issue 17: at most 2x). Builds the release `ayah` first.
# Usage: Benchmarks/timeline-bench.sh [RUNS]   (default 30)
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/release-flags
source scripts/release-flags
runs="${1:-30}"
command -v hyperfine >/dev/null || { echo "timeline-bench: needs hyperfine (apt-get install hyperfine)" >&2; exit 69; }
swift build "${release_flags[@]}" --product ayah >&2
ayah=.build/release/ayah
now=2026-11-21T12:00:00Z
hyperfine -N --warmup 3 --runs "$runs" --export-json /tmp/timeline-bench.json \
  -n midnight "$ayah timeline --tz Asia/Karachi --days 3660 --json --now $now" \
  -n fajr "$ayah timeline --tz Asia/Karachi --days 3660 --json --now $now --location 24.8607,67.0011 --day-starts-at fajr" \
  -n maghrib "$ayah timeline --tz Asia/Karachi --days 3660 --json --now $now --location 24.8607,67.0011 --day-starts-at maghrib" >&2
python3 - <<'PY'
import json
r = {x["command"]: x for x in json.load(open("/tmp/timeline-bench.json"))["results"]}
base = r["midnight"]["median"]
for name in ("midnight", "fajr", "maghrib"):
    m = r[name]["median"]
    print(f"{name:9s} median {m * 1e3:7.2f} ms  {m / base:5.2f}x midnight")
PY
