#!/usr/bin/env bash
# Cold-start cost of `ayah` against a static-stdlib Swift `print("hi")` (the
# floor every ratio is against), with /bin/date and a Foundation hello world
# beside it. Rows: `ayah today` (plain and --json), `ayah --version`,
# `ayah today --from-payload --format {reference}` (a status bar's call: reads
# what `ayah tick` wrote) and two cold searches.
#
# Targets (issue 42, tighter than issue 32's 2x and 1.5x): `ayah today` at most
# 1.5x the static print, `today --json` at most 2x, the `--from-payload` call
# (a status bar's) at most 1.3x.
#
# Three modes:
#   Benchmarks/startup.sh                 paired runs (the figures): ROUNDS (default 200)
#                                         rounds after WARMUP (10), each running every
#                                         command once, the order rotating by one per
#                                         round (Benchmarks/Startup/interleave.c), pinned
#                                         to one CPU (taskset -c CPU, default the last).
#                                         Each command's ratio to the print is taken
#                                         within a round, so a machine that slows down
#                                         for a while slows both sides of it; printed:
#                                         the median of those ratios and their quartiles.
#                                         Then faults and RSS (GNU time).
#   MODE=hyperfine Benchmarks/startup.sh  the issue's method: ROUNDS (default 5) hyperfine
#                                         runs of every command, RUNS (40) each, the order
#                                         reversed every other round, the median of the
#                                         per-round ratios of medians. On a shared machine
#                                         the rounds spread widely (1.5x to 2.7x for the
#                                         same binary): all of one command's runs come
#                                         seconds before or after the print's.
#   MODE=instructions Benchmarks/startup.sh
#                                         instructions: valgrind (cachegrind, no cache
#                                         simulation) counts each command once. The
#                                         counts do not move with load or CPU speed, so
#                                         the ratios are the same on any x86-64 machine
#                                         with the same Debian and toolchain; use this
#                                         to compare builds. It cannot see page faults,
#                                         which are most of what the link order saves.
#
# Environment: AYAH (the binary to measure; default: build the release `ayah`
# as scripts/build does, static Swift runtime, linked with lld and the start-up
# symbol order of packaging/link-order.txt: see Package.swift), RUNS (per command per round,
# default 40, hyperfine mode), ROUNDS, WARMUP, CPU, PIN=0 (no pinning).
# Installs hyperfine, GNU time and valgrind with apt-get when missing.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=scripts/release-flags
source "$root/scripts/release-flags"
mode="${MODE:-time}"
need=()
if [ "$mode" = instructions ]; then
  command -v valgrind >/dev/null || need+=(valgrind)
  command -v objcopy >/dev/null || need+=(binutils)
else
  [ "$mode" != hyperfine ] || command -v hyperfine >/dev/null || need+=(hyperfine)
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
  swift build "${release_flags[@]}" --package-path "$root" --product ayah >&2
  AYAH="$(swift build "${release_flags[@]}" --package-path "$root" --show-bin-path)/ayah"
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
ayah today|1.5|today --tz Asia/Karachi --now $now --plain
ayah today --json|2|today --tz Asia/Karachi --now $now --json
ayah --version||--version
ayah today --from-payload|1.3|today --tz Asia/Karachi --now $now --from-payload --container $container --format {reference}
ROWS
  exit 0
fi

cpu="${CPU:-$(($(nproc) - 1))}"
pin=()
[ "${PIN:-1}" = 1 ] && pin=(taskset -c "$cpu")
names=(date static-print minimal-foundation "ayah today" "ayah today --json" "ayah --version"
  "ayah today --from-payload" "ayah search throne" "ayah search arabic")
# Words separated by tabs (the Arabic phrase is one word of the search).
t=$'\t'
commands=(/bin/date "$out/static-print" "$out/minimal-foundation"
  "$ayah${t}today${t}--tz${t}Asia/Karachi${t}--now${t}$now${t}--plain"
  "$ayah${t}today${t}--tz${t}Asia/Karachi${t}--now${t}$now${t}--json"
  "$ayah${t}--version"
  "$ayah${t}today${t}--tz${t}Asia/Karachi${t}--now${t}$now${t}--from-payload${t}--container${t}$container${t}--format${t}{reference}"
  "$ayah${t}search${t}throne${t}--json"
  "$ayah${t}search${t}الله لا اله الا هو الحي القيوم${t}--json")
targets_py='{"ayah today": 1.5, "ayah today --json": 2.0, "ayah today --from-payload": 1.3}'

# The same bytes start at different speeds depending on how their pages came into the page cache: a binary
# just written by `cp` (large folios: one fault maps more) started `ayah today` at 1.39x where the same file
# written by `strip` or read back by its own page faults gave 1.53x (2026-12-05). Every measured binary is
# therefore dropped from the cache and run once first, the state a reboot leaves (and the slower one).
for binary in "$ayah" "$out/static-print" "$out/minimal-foundation"; do
  dd if="$binary" iflag=nocache count=0 status=none
  "$binary" --version >/dev/null 2>&1 || true
done

if [ "$mode" = hyperfine ]; then
  # The issue's own method: ROUNDS (default 5) hyperfine runs of every command, RUNS each, the
  # order reversed every other round; per round each command's median over the print's median.
  rounds="${ROUNDS:-5}"
  echo "hyperfine; pinned to CPU ${pin[2]:-none}; $rounds rounds of ${RUNS:-40} runs; load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
  for round in $(seq 1 "$rounds"); do
    order=("${!names[@]}")
    if [ $((round % 2)) = 0 ]; then
      order=()
      for ((i = ${#names[@]} - 1; i >= 0; i--)); do order+=("$i"); done
    fi
    args=()
    for i in "${order[@]}"; do
      quoted=""
      IFS="$t" read -r -a words <<< "${commands[$i]}"
      for w in "${words[@]}"; do quoted+="$(printf '%q ' "$w")"; done
      args+=(-n "${names[$i]}" "$quoted")
    done
    "${pin[@]}" hyperfine -N --warmup 10 --runs "${RUNS:-40}" --export-json "$out/startup-$round.json" "${args[@]}" \
      >/dev/null 2>&1
    echo "round $round done (load $(cut -d' ' -f1 /proc/loadavg))" >&2
  done
  python3 - "$rounds" "$out" "$targets_py" <<'PY'
import json, statistics, sys
rounds, out, targets = int(sys.argv[1]), sys.argv[2], json.loads(sys.argv[3])
runs = [{x["command"]: x for x in json.load(open(f"{out}/startup-{r}.json"))["results"]} for r in range(1, rounds + 1)]
print(f"{'command':26s} {'median':>8s} {'vs print (median of rounds)':>28s}  per round")
for name in runs[0]:
    ratios = [r[name]["median"] / r["static-print"]["median"] for r in runs]
    median = statistics.median(r[name]["median"] for r in runs) * 1000
    print(f"{name:26s} {median:6.2f}ms {statistics.median(ratios):27.2f}x  {' '.join(f'{x:.2f}' for x in ratios)}")
for name, target in targets.items():
    ratio = statistics.median(r[name]["median"] / r["static-print"]["median"] for r in runs)
    print(f"{name}: {ratio:.2f}x the static print (median of {rounds} hyperfine rounds), target <= {target}x: "
          + ("within" if ratio <= target else "over"))
PY
  exit 0
fi

# Paired runs (the default): Benchmarks/Startup/interleave.c runs every command once per round, the
# order rotating, so a ratio is taken between runs a few milliseconds apart.
cc="$(command -v cc || command -v clang)"
"$cc" -O2 -o "$out/interleave" "$root/Benchmarks/Startup/interleave.c"
printf '%s\n' "${commands[@]}" > "$out/startup-commands.txt"
rounds="${ROUNDS:-200}"
echo "paired runs; pinned to CPU ${pin[2]:-none}; $rounds rounds after ${WARMUP:-10} warm-up rounds; load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
"${pin[@]}" "$out/interleave" "$rounds" "${WARMUP:-10}" "$out/startup-commands.txt" > "$out/startup-runs.tsv"
echo "done (load $(cut -d' ' -f1-3 /proc/loadavg))" >&2

: > "$out/startup-faults.txt"
for i in "${!names[@]}"; do
  IFS="$t" read -r -a words <<< "${commands[$i]}"
  # GNU time: minor faults and max RSS of one cold run (after the warm-ups, so the page cache is warm).
  /usr/bin/time -f '%R %M' -o "$out/one.txt" "${words[@]}" >/dev/null 2>&1 || true
  libs="$(LD_DEBUG=files "${words[@]}" 2>&1 >/dev/null | grep -c 'file=.*\[0\];  \(needed\|dynamically\)' || true)"
  echo "${names[$i]}|$(cat "$out/one.txt")|$libs" >> "$out/startup-faults.txt"
done
python3 - "$out/startup-runs.tsv" "$out/startup-faults.txt" "$targets_py" "${names[@]}" <<'PY'
import json, statistics, sys
runs_file, faults_file, targets, names = sys.argv[1], sys.argv[2], json.loads(sys.argv[3]), sys.argv[4:]
times = {}
for line in open(runs_file):
    r, i, micros = map(int, line.split())
    times.setdefault(r, {})[names[i]] = micros
rounds = sorted(times)
faults = {}
for line in open(faults_file):
    name, fr, libs = line.rstrip("\n").split("|")
    f, rss = (fr.split() + ["?", "?"])[:2]
    faults[name] = (f, rss, libs)
def quartiles(values):
    q = statistics.quantiles(values, n=4)
    return q[0], statistics.median(values), q[2]
print(f"{'command':26s} {'median':>8s} {'vs print':>9s} {'(quartiles of the paired ratios)':>32s} {'faults':>7s} {'max RSS':>9s} {'libs':>4s}")
for name in names:
    ratios = [times[r][name] / times[r]["static-print"] for r in rounds]
    low, mid, high = quartiles(ratios)
    median = statistics.median(times[r][name] for r in rounds) / 1000
    f, rss, libs = faults.get(name, ("?", "?", "?"))
    rss = f"{int(rss) / 1024:.1f} MB" if rss.isdigit() else rss
    print(f"{name:26s} {median:6.2f}ms {mid:8.2f}x {f'{low:.2f}-{high:.2f}':>32s} {f:>7s} {rss:>9s} {libs:>4s}")
for name, target in targets.items():
    ratio = statistics.median(times[r][name] / times[r]["static-print"] for r in rounds)
    print(f"{name}: {ratio:.2f}x the static print (median of {len(rounds)} paired rounds), target <= {target}x: "
          + ("within" if ratio <= target else "over"))
PY
