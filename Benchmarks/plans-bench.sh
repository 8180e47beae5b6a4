#!/usr/bin/env bash
# `ayah timeline --days 3660 --json` with three reading plans (a khatm, Ramadan
# and al-Kahf) beside the same timeline without plans, cold processes side by
# side in one hyperfine run (issue 28: at most 1.5x; a plan never scans the
# corpus per day). Builds the release `ayah` first unless AYAH is given.
# Usage: Benchmarks/plans-bench.sh [RUNS]   (default 30; AYAH=path to use another binary)
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/release-flags
source scripts/release-flags
runs="${1:-30}"
command -v hyperfine >/dev/null || { echo "plans-bench: needs hyperfine (apt-get install hyperfine)" >&2; exit 69; }
if [ -z "${AYAH:-}" ]; then
  swift build "${release_flags[@]}" --product ayah >&2
fi
ayah="${AYAH:-.build/release/ayah}"
now=2026-11-21T12:00:00Z
base="$ayah timeline --tz Asia/Karachi --days 3660 --json --now $now"
hyperfine -N --warmup 3 --runs "$runs" --export-json /tmp/plans-bench.json \
  -n none "$base" \
  -n plans "$base --plan khatm:365:page --plan-start 2026-01-01 --plan ramadan --plan kahf" >&2
python3 - <<'PY'
import json
r = {x["command"]: x for x in json.load(open("/tmp/plans-bench.json"))["results"]}
base = r["none"]["median"]
for name in ("none", "plans"):
    m = r[name]["median"]
    print(f"{name:6s} median {m * 1e3:7.2f} ms  {m / base:5.2f}x without plans")
PY
