#!/usr/bin/env bash
# Cost of the daily choice when many dates are asked for: in process (10,000
# random-date lookups, 3,660 consecutive days) and a cold
# `ayah timeline --days 3660 --json` next to `ayah today --json`, in one hyperfine run.
# Usage: Benchmarks/selection-bench.sh   (needs hyperfine: apt-get install -y hyperfine)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=scripts/release-flags
source "$root/scripts/release-flags"
command -v hyperfine >/dev/null || { sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo; $sudo apt-get install -y -qq hyperfine >/dev/null; }
swift build -c release --package-path "$root/Benchmarks" --product SelectionThroughput >&2
swift build "${release_flags[@]}" --package-path "$root" --product ayah >&2
"$root/Benchmarks/.build/release/SelectionThroughput"
ayah="$root/.build/release/ayah"
hyperfine -N --warmup 5 --runs "${RUNS:-30}" \
  -n "ayah today --json" "$ayah today --tz Asia/Karachi --now 2026-11-22T12:00:00Z --json" \
  -n "ayah timeline --days 3660 --json" "$ayah timeline --tz Asia/Karachi --now 2026-11-22T12:00:00Z --days 3660 --json"
