#!/usr/bin/env bash
# Cold-start cost of `ayah today` next to a minimal Foundation program and
# /bin/date, in one hyperfine run. Targets: ayah today <= 1.2x the minimal
# program; a cold search under 50 ms.
# Usage: Benchmarks/startup.sh   (from anywhere; needs hyperfine: apt-get install -y hyperfine)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
command -v hyperfine >/dev/null || { echo "install hyperfine: apt-get install -y hyperfine" >&2; exit 69; }
out="$root/.build-bench"
mkdir -p "$out"
swift build -c release --static-swift-stdlib --package-path "$root" --product ayah >&2
swiftc -O "$root/Benchmarks/Startup/minimal.swift" -o "$out/minimal-foundation" >&2
ayah="$root/.build/release/ayah"
"$ayah" today --tz Asia/Karachi --plain >/dev/null
hyperfine -N --warmup 20 --runs "${RUNS:-300}" --export-json "$out/startup.json" \
  -n date /bin/date \
  -n minimal-foundation "$out/minimal-foundation" \
  -n "ayah today" "$ayah today --tz Asia/Karachi --plain" \
  -n "ayah today --json" "$ayah today --tz Asia/Karachi --json" \
  -n "ayah search throne (cold)" "$ayah search throne --json" \
  -n "ayah search arabic (cold)" "$ayah search 'الله لا اله الا هو الحي القيوم' --json"
python3 - "$out/startup.json" <<'PY'
import json, sys
r = {x["command"]: x for x in json.load(open(sys.argv[1]))["results"]}
base = r["minimal-foundation"]["mean"]
for name, x in r.items():
    print(f"{name:22s} {x['mean']*1000:7.2f} ms ± {x['stddev']*1000:5.2f}   {x['mean']/base:5.2f}x minimal-foundation")
PY
