#!/usr/bin/env bash
# Issue 28's plans target counted in instructions, which stay steady on a
# loaded machine where wall-clock ratios do not: `ayah timeline --days 3660
# --json` with the three plans of plans-bench.sh, each plan alone, and without
# plans, under valgrind's cachegrind (no cache simulation). valgrind cannot
# read the release binary's DWARF, so a copy without it is counted (the code
# is the same). This VM has no hardware counters for `perf stat -e instructions`.
# Builds the release `ayah` first unless AYAH is given.
# Usage: Benchmarks/plans-instructions.sh   (AYAH=path to count another binary)
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/release-flags
source scripts/release-flags
command -v valgrind >/dev/null || { echo "plans-instructions: needs valgrind (apt-get install valgrind)" >&2; exit 69; }
if [ -z "${AYAH:-}" ]; then
  swift build "${release_flags[@]}" --product ayah >&2
fi
# The copy stays inside the source tree, so that it reads the tree's Data/ (a binary elsewhere looks for
# ../share/dailyayah beside it).
mkdir -p .build-bench
binary="$(mktemp .build-bench/ayah-nodebug.XXXXXX)"
trap 'rm -f "$binary"' EXIT
objcopy --strip-debug "${AYAH:-.build/release/ayah}" "$binary"
base="$binary timeline --tz Asia/Karachi --days 3660 --json --now 2026-11-21T12:00:00Z"
count() {
  # shellcheck disable=SC2086
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null $base "$@" 2>&1 >/dev/null \
    | sed -n 's/.*I *refs: *//p' | tr -d ,
}
none=$(count)
printf '%-16s %11d instructions\n' "none" "$none"
while read -r name args; do
  # shellcheck disable=SC2086
  n=$(count $args)
  awk -v name="$name" -v n="$n" -v none="$none" \
    'BEGIN { printf "%-16s %11d instructions  %5.3fx without plans\n", name, n, n / none }'
done <<'PLANS'
plans --plan khatm:365:page --plan-start 2026-01-01 --plan ramadan --plan kahf
khatm:365:page --plan khatm:365:page --plan-start 2026-01-01
ramadan --plan ramadan
kahf --plan kahf
PLANS
