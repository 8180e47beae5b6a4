#!/usr/bin/env bash
# Render time per verse card for each size: cold (a whole `ayah-card` process:
# start, fonts, corpus, layout, drawing, encoding, writing; hyperfine) and warm
# (in one process with the fonts loaded: Benchmarks/CardThroughput), and cold
# `ayah today` beside `ayah card` to show what the handover costs.
# Usage: Benchmarks/card-bench.sh   (needs hyperfine: apt-get install -y hyperfine)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=scripts/release-flags
source "$root/scripts/release-flags"
command -v hyperfine >/dev/null || { echo "install hyperfine: apt-get install -y hyperfine" >&2; exit 69; }
swift build "${release_flags[@]}" --package-path "$root" --product ayah >&2
swift build "${release_flags[@]}" --package-path "$root" --product ayah-card >&2
swift build -c release --package-path "$root/Benchmarks" --product CardThroughput >&2
bin="$root/.build/release"
out="$root/.build-bench"
mkdir -p "$out"
args="--date 2026-09-19 --output /dev/null"  # written through, never replaced (OutputFile)
hyperfine -N --warmup 3 --runs "${RUNS:-30}" --export-json "$out/card.json" \
  -n "ayah today" "$bin/ayah today --tz Asia/Karachi --now 2026-11-22T12:00:00Z --plain" \
  -n "ayah card --size small" "$bin/ayah card --size small $args" \
  -n "ayah-card --size small" "$bin/ayah-card --size small $args" \
  -n "ayah-card --size medium" "$bin/ayah-card --size medium $args" \
  -n "ayah-card --size large" "$bin/ayah-card --size large $args" \
  -n "ayah-card --size og" "$bin/ayah-card --size og $args" \
  -n "ayah-card --size eink" "$bin/ayah-card --size eink $args" \
  -n "ayah-card --size og --format svg" "$bin/ayah-card --size og --format svg $args"
python3 - "$out/card.json" <<'PY'
import json, sys
for x in json.load(open(sys.argv[1]))["results"]:
    print(f"cold {x['command']:34s} {x['mean']*1000:8.2f} ms ± {x['stddev']*1000:6.2f}")
PY
"$root/Benchmarks/.build/release/CardThroughput" "${WARM_RUNS:-30}"
