#!/usr/bin/env bash
# Runs SunBenchmarks (release) and prints microseconds per solar boundary,
# boundaries per second, and 3,661 ayah-days at Fajr against the same days at
# midnight (the library half of `timeline --days 3660 --day-starts-at fajr`).
# Usage: Benchmarks/sun-bench.sh
set -euo pipefail
cd "$(dirname "$0")"
out=$(mktemp)
trap 'rm -f "$out"' EXIT
swift package --disable-sandbox benchmark --target SunBenchmarks --no-progress | tee "$out" >/dev/null
python3 - "$out" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
scale = {"ns": 1e-9, "μs": 1e-6, "us": 1e-6, "ms": 1e-3, "s": 1.0}
p50, mallocs = {}, {}
for block in re.split(r"\n(?=\S.* x\d+\n)", text):
    head = block.split("\n", 1)[0].strip()
    m = re.search(r"│ Time \(wall clock\) \((\S+)\) \*?\s*│([^\n]*)", block)
    n = re.search(r" x(\d+)$", head)
    if not m or not n:
        continue
    cols = [c.strip() for c in m.group(2).split("│") if c.strip()]
    name, unit, calls = head.rsplit(" x", 1)[0], scale[m.group(1)], int(n.group(1))
    p50[name] = float(cols[2].replace(",", "")) * unit / calls
    a = re.search(r"│ Malloc \(total\) \*?\s*│([^\n]*)", block)
    if a:
        mallocs[name] = [c.strip() for c in a.group(1).split("│") if c.strip()][2]
if not p50:
    sys.exit("no benchmark results parsed")
for name, sec in sorted(p50.items()):
    per = f"{sec * 1e6:9.2f} us per call ({1 / sec:,.0f}/s)"
    print(f"{name:45s} {per}  mallocs p50: {mallocs.get(name, '?')}")
solar, midnight = p50.get("AyahSun SolarDaySchedule fajr 3661 days"), p50.get("AyahTime dayStarts midnight 3661 days")
if solar and midnight:
    print(f"3661 days at Fajr: {solar * 1e3:.2f} ms, at midnight: {midnight * 1e3:.3f} ms "
          f"({solar / 3661 * 1e6:.2f} us per day start)")
PY
