#!/usr/bin/env bash
# A 366-day calendar with a Fajr rule against `ayah timeline --days 366 --json`
# with the same options: the median wall time of each over N runs and their
# ratio (the target is at most 3x). A ratio, not a timed test: run it on a
# quiet machine with a release build.
# Usage: Benchmarks/calendar-bench.sh [runs]   (AYAH_BINARY: the ayah to time; default .build/release/ayah)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-15}"
ayah="${AYAH_BINARY:-.build/release/ayah}"
[ -x "$ayah" ] || { echo "no $ayah: swift build -c release --product ayah, or set AYAH_BINARY" >&2; exit 69; }
/usr/bin/python3 - "$ayah" "$runs" <<'PY'
import statistics, subprocess, sys, time
ayah, runs = sys.argv[1], int(sys.argv[2])
options = ["--tz", "Europe/Oslo", "--day-starts-at", "fajr", "--location", "59.91,10.75",
           "--now", "2026-01-01T12:00:00Z"]
commands = {
    "calendar": [ayah, "calendar", "--days", "366"] + options,
    "timeline": [ayah, "timeline", "--days", "366", "--json"] + options,
}
times = {name: [] for name in commands}
for _ in range(runs):
    for name, command in commands.items():
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
        times[name].append(time.perf_counter() - start)
medians = {name: statistics.median(values) for name, values in times.items()}
for name, value in medians.items():
    print(f"{name:9s} median {value * 1e3:8.2f} ms over {runs} runs")
ratio = medians["calendar"] / medians["timeline"]
print(f"calendar / timeline: {ratio:.2f}x (target <= 3x)")
PY
