#!/usr/bin/env bash
# Cold-start cost of `ayah` next to three yardsticks, in ONE hyperfine run
# (figures swing 2x between runs on a shared machine; ratios within one run
# hold): /bin/date, a static-stdlib Swift `print("hi")` (the floor every ratio
# is against), and a Foundation hello world. Rows: `ayah today` (plain and
# --json), `ayah --version`, `ayah today --from-payload --format {reference}`
# (reads what `ayah tick` wrote) and two cold searches. Then, per command, the
# minor page faults and the maximum RSS (GNU time), and the libraries it maps.
# Ratios are given on means and on medians (a stalled run moves a mean).
# Target (issue 19): ayah today <= 2x the static print.
#
# Usage: Benchmarks/startup.sh            (RUNS=60 by default)
#        AYAH=path/to/ayah Benchmarks/startup.sh   (measure another build)
# Installs hyperfine and GNU time with apt-get when they are missing.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
need=()
command -v hyperfine >/dev/null || need+=(hyperfine)
[ -x /usr/bin/time ] || need+=(time)
if [ ${#need[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi
out="$root/.build-bench"
mkdir -p "$out"
if [ -z "${AYAH:-}" ]; then
  swift build -c release --static-swift-stdlib --package-path "$root" --product ayah >&2
  AYAH="$(swift build -c release --static-swift-stdlib --package-path "$root" --show-bin-path)/ayah"
fi
ayah="$AYAH"
printf 'print("hi")\n' > "$out/static-print.swift"
swiftc -O -static-stdlib "$out/static-print.swift" -o "$out/static-print" >&2
swiftc -O "$root/Benchmarks/Startup/minimal.swift" -o "$out/minimal-foundation" >&2
container="$out/container"
mkdir -p "$container"
"$ayah" tick --container "$container" --tz Asia/Karachi >/dev/null
"$ayah" today --tz Asia/Karachi --plain >/dev/null

names=(date static-print minimal-foundation "ayah today" "ayah today --json" "ayah --version"
  "ayah today --from-payload" "ayah search throne" "ayah search arabic")
commands=(/bin/date "$out/static-print" "$out/minimal-foundation"
  "$ayah today --tz Asia/Karachi --plain"
  "$ayah today --tz Asia/Karachi --json"
  "$ayah --version"
  "$ayah today --tz Asia/Karachi --from-payload --container $container --format {reference}"
  "$ayah search throne --json"
  "$ayah search 'الله لا اله الا هو الحي القيوم' --json")
args=()
for i in "${!names[@]}"; do args+=(-n "${names[$i]}" "${commands[$i]}"); done
hyperfine -N --warmup 10 --runs "${RUNS:-60}" --export-json "$out/startup.json" "${args[@]}" >&2

: > "$out/startup-faults.txt"
for i in "${!names[@]}"; do
  # GNU time: minor faults and max RSS of one cold run (after hyperfine's warm-up, so the page cache is warm).
  eval "/usr/bin/time -f '%R %M' -o '$out/one.txt' ${commands[$i]}" >/dev/null 2>&1 || true
  libs="$(eval "LD_DEBUG=files ${commands[$i]}" 2>&1 >/dev/null | grep -c 'file=.*\[0\];  \(needed\|dynamically\)' || true)"
  echo "${names[$i]}|$(cat "$out/one.txt")|$libs" >> "$out/startup-faults.txt"
done
python3 - "$out/startup.json" "$out/startup-faults.txt" <<'PY'
import json, sys
r = {x["command"]: x for x in json.load(open(sys.argv[1]))["results"]}
faults = {}
for line in open(sys.argv[2]):
    name, fr, libs = line.rstrip("\n").split("|")
    f, rss = (fr.split() + ["?", "?"])[:2]
    faults[name] = (f, rss, libs)
base = r["static-print"]["mean"]
# Medians too: on a shared machine one stalled run moves a mean, rarely a median.
median = r["static-print"]["median"]
print(f"{'command':26s} {'mean':>8s} {'±':>6s} {'vs print':>8s} {'median':>8s} {'vs print':>8s} {'faults':>7s} {'max RSS':>9s} {'libs':>4s}")
for name, x in r.items():
    f, rss, libs = faults.get(name, ("?", "?", "?"))
    rss = f"{int(rss) / 1024:.1f} MB" if rss.isdigit() else rss
    print(f"{name:26s} {x['mean']*1000:6.2f}ms {x['stddev']*1000:5.2f}  {x['mean']/base:6.2f}x {x['median']*1000:6.2f}ms {x['median']/median:6.2f}x {f:>7s} {rss:>9s} {libs:>4s}")
PY
