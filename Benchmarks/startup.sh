#!/usr/bin/env bash
# Cold-start cost of `ayah` against a static-stdlib Swift `print("hi")` (the
# floor every ratio is against), with /bin/date and a Foundation hello world
# beside it. Rows: `ayah today` (plain and --json), `ayah --version`,
# `ayah today --from-payload --format {reference}` (a status bar's call: reads
# what `ayah tick` wrote) and two cold searches.
#
# Targets (issue 32): `ayah today` at most 2x the static print, the
# `--from-payload` call at most 1.5x.
#
# Two modes:
#   Benchmarks/startup.sh                 time: ROUNDS (default 5) hyperfine runs of every
#                                         command, pinned to one CPU (taskset -c CPU,
#                                         default the last), each with a warm-up; the
#                                         order of the commands is reversed every other
#                                         round; per round each command's median over
#                                         the print's median, and the median of those
#                                         ratios over the rounds. Then faults and RSS.
#   MODE=instructions Benchmarks/startup.sh
#                                         instructions: valgrind (cachegrind, no cache
#                                         simulation) counts each command once. The
#                                         counts do not move with load or CPU speed, so
#                                         the ratios are the same on any x86-64 machine
#                                         with the same Debian and toolchain; use this
#                                         to compare builds, the time mode for the
#                                         issue's wall-clock figures.
#
# Environment: AYAH (the binary to measure; default: build the release `ayah`
# as scripts/build does, static Swift runtime, linked with lld and the start-up
# symbol order of packaging/link-order.txt: see Package.swift), RUNS (per command per round,
# default 40), ROUNDS, CPU, PIN=0 (no pinning).
# Installs hyperfine, GNU time and valgrind with apt-get when missing.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
mode="${MODE:-time}"
need=()
if [ "$mode" = instructions ]; then
  command -v valgrind >/dev/null || need+=(valgrind)
  command -v objcopy >/dev/null || need+=(binutils)
else
  command -v hyperfine >/dev/null || need+=(hyperfine)
  [ -x /usr/bin/time ] || need+=(time)
  command -v taskset >/dev/null || need+=(util-linux)
fi
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
# How much of the start-up symbol order (packaging/link-order.txt) the binary still has: a list gone
# stale under changed code makes the figures drift up (regenerate with scripts/gen-link-order).
AYAH="$ayah" "$root/scripts/gen-link-order" --check >&2 || true
printf 'print("hi")\n' > "$out/static-print.swift"
swiftc -O -static-stdlib "$out/static-print.swift" -o "$out/static-print" >&2
swiftc -O "$root/Benchmarks/Startup/minimal.swift" -o "$out/minimal-foundation" >&2
container="$out/container"
mkdir -p "$container"
# The payload and the day are fixed, so every run and every machine does the same work.
now=2026-11-21T12:00:00Z
"$ayah" tick --container "$container" --tz Asia/Karachi --now "$now" >/dev/null

if [ "$mode" = instructions ]; then
  # valgrind 3.19 cannot read the toolchain's DWARF 5: count copies without it (the same code).
  objcopy --strip-debug "$ayah" "$out/ayah-nodebug"
  objcopy --strip-debug "$out/static-print" "$out/static-print-nodebug"
  a="$out/ayah-nodebug"
  count() {
    # shellcheck disable=SC2068
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null $@ 2>&1 >/dev/null \
      | sed -n 's/.*I *refs: *//p' | tr -d ,
  }
  floor=$(count "$out/static-print-nodebug")
  printf '%-30s %12s %9s\n' command instructions "vs print"
  printf '%-30s %12d %8.2fx\n' static-print "$floor" 1
  while IFS='|' read -r name target args; do
    n=$(count "$a" $args)
    awk -v name="$name" -v n="$n" -v floor="$floor" -v target="$target" 'BEGIN {
      t = target == "" ? "" : sprintf("  (target <= %sx)", target)
      printf "%-30s %12d %8.2fx%s\n", name, n, n / floor, t }'
  done <<ROWS
ayah today|2|today --tz Asia/Karachi --now $now --plain
ayah today --json||today --tz Asia/Karachi --now $now --json
ayah --version||--version
ayah today --from-payload|1.5|today --tz Asia/Karachi --now $now --from-payload --container $container --format {reference}
ROWS
  exit 0
fi

cpu="${CPU:-$(($(nproc) - 1))}"
pin=()
[ "${PIN:-1}" = 1 ] && pin=(taskset -c "$cpu")
names=(date static-print minimal-foundation "ayah today" "ayah today --json" "ayah --version"
  "ayah today --from-payload" "ayah search throne" "ayah search arabic")
commands=(/bin/date "$out/static-print" "$out/minimal-foundation"
  "$ayah today --tz Asia/Karachi --now $now --plain"
  "$ayah today --tz Asia/Karachi --now $now --json"
  "$ayah --version"
  "$ayah today --tz Asia/Karachi --now $now --from-payload --container $container --format {reference}"
  "$ayah search throne --json"
  "$ayah search 'الله لا اله الا هو الحي القيوم' --json")
rounds="${ROUNDS:-5}"
echo "pinned to CPU ${pin[2]:-none}; $rounds rounds of ${RUNS:-40} runs; load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
for round in $(seq 1 "$rounds"); do
  order=("${!names[@]}")
  if [ $((round % 2)) = 0 ]; then
    order=()
    for ((i = ${#names[@]} - 1; i >= 0; i--)); do order+=("$i"); done
  fi
  args=()
  for i in "${order[@]}"; do args+=(-n "${names[$i]}" "${commands[$i]}"); done
  "${pin[@]}" hyperfine -N --warmup 10 --runs "${RUNS:-40}" --export-json "$out/startup-$round.json" "${args[@]}" \
    >/dev/null 2>&1
  echo "round $round done (load $(cut -d' ' -f1 /proc/loadavg))" >&2
done

: > "$out/startup-faults.txt"
for i in "${!names[@]}"; do
  # GNU time: minor faults and max RSS of one cold run (after the warm-ups, so the page cache is warm).
  eval "/usr/bin/time -f '%R %M' -o '$out/one.txt' ${commands[$i]}" >/dev/null 2>&1 || true
  libs="$(eval "LD_DEBUG=files ${commands[$i]}" 2>&1 >/dev/null | grep -c 'file=.*\[0\];  \(needed\|dynamically\)' || true)"
  echo "${names[$i]}|$(cat "$out/one.txt")|$libs" >> "$out/startup-faults.txt"
done
python3 - "$out/startup-faults.txt" "$rounds" "$out" <<'PY'
import json, statistics, sys
faults_file, rounds, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
runs = [{x["command"]: x for x in json.load(open(f"{out}/startup-{r}.json"))["results"]} for r in range(1, rounds + 1)]
faults = {}
for line in open(faults_file):
    name, fr, libs = line.rstrip("\n").split("|")
    f, rss = (fr.split() + ["?", "?"])[:2]
    faults[name] = (f, rss, libs)
targets = {"ayah today": 2.0, "ayah today --from-payload": 1.5}
print(f"{'command':26s} {'median':>8s} {'vs print (median of rounds)':>28s} {'per round':>32s} {'faults':>7s} {'max RSS':>9s} {'libs':>4s}")
for name in runs[0]:
    medians = [r[name]["median"] for r in runs]
    ratios = [r[name]["median"] / r["static-print"]["median"] for r in runs]
    f, rss, libs = faults.get(name, ("?", "?", "?"))
    rss = f"{int(rss) / 1024:.1f} MB" if rss.isdigit() else rss
    per = " ".join(f"{x:.2f}" for x in ratios)
    print(f"{name:26s} {statistics.median(medians)*1000:6.2f}ms {statistics.median(ratios):27.2f}x {per:>32s} {f:>7s} {rss:>9s} {libs:>4s}")
for name, target in targets.items():
    ratio = statistics.median(r[name]["median"] / r["static-print"]["median"] for r in runs)
    verdict = "within" if ratio <= target else "over"
    print(f"{name}: {ratio:.2f}x the static print (median of {rounds} rounds), target <= {target}x: {verdict}")
PY
