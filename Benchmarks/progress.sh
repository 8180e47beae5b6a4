#!/usr/bin/env bash
# `ayah progress status` over a journal of ten years of daily marks, against a plain `ayah today`
# (target: at most 2x), paired as Benchmarks/startup.sh pairs: every round runs each command once,
# the order rotating (Benchmarks/Startup/interleave.c), pinned to one CPU; each ratio is taken within
# its round; printed: the median ratio and its quartiles, with the static print beside them.
#
# The journal: one run of khatm:3650:ayah from 2016-12-07, a mark on each of its 3,650 days (09:00 UTC,
# that day's fixed portion), made with `ayah progress import` from a generated JSON Lines file.
#
# Environment: AYAH (default: the release build scripts/build makes), ROUNDS (200), WARMUP (10),
# CPU (default the last), PIN=0 (no pinning).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=scripts/release-flags
source "$root/scripts/release-flags"
command -v taskset >/dev/null || { sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"; $sudo apt-get install -y -qq util-linux >/dev/null; }
out="$root/.build-bench/progress"
mkdir -p "$out"
if [ -z "${AYAH:-}" ]; then
  swift build "${release_flags[@]}" --package-path "$root" --product ayah >&2
  AYAH="$(swift build "${release_flags[@]}" --package-path "$root" --show-bin-path)/ayah"
fi
journal="$out/ten-years.sqlite3"
rm -f "$journal"
python3 - "$out/ten-years.jsonl" <<'PY'
import datetime, sys
# Ayahs per surah (Tanzil), for the references of each day's portion of 6,236 ayahs over 3,650 days.
counts = [7,286,200,176,120,165,206,75,129,109,123,111,43,52,99,128,111,110,98,135,112,78,118,64,77,227,93,88,69,60,
          34,30,73,54,45,83,182,88,75,85,54,53,89,59,37,35,38,29,18,45,60,49,62,55,78,96,29,22,24,13,14,11,11,18,12,
          12,30,52,52,44,28,28,20,56,40,31,50,40,46,42,29,19,36,25,22,17,19,26,30,20,15,21,11,8,8,19,5,8,8,11,11,8,3,
          9,5,4,7,3,6,3,5,4,5,6]
refs = [f"{s + 1}:{a + 1}" for s, n in enumerate(counts) for a in range(n)]
assert len(refs) == 6236
start = datetime.date(2016, 12, 7)
with open(sys.argv[1], "w") as f:
    for i in range(3650):
        first, last = i * 6236 // 3650, (i + 1) * 6236 // 3650 - 1
        day = start + datetime.timedelta(days=i)
        made = int(datetime.datetime(day.year, day.month, day.day, 9, tzinfo=datetime.timezone.utc).timestamp())
        f.write('{"day":"%s","from":"%s","madeAt":%d,"madeOn":"%s","plan":"khatm:3650:ayah","rule":"00:00",'
                '"start":"2016-12-07","to":"%s","zone":"UTC"}\n' % (day, refs[first], made, day, refs[last]))
PY
"$AYAH" progress import --journal "$journal" "$out/ten-years.jsonl" >&2
printf 'print("hi")\n' > "$out/static-print.swift"
swiftc -O -static-stdlib "$out/static-print.swift" -o "$out/static-print" >&2
cc="$(command -v cc || command -v clang)"
"$cc" -O2 -o "$out/interleave" "$root/Benchmarks/Startup/interleave.c"
now=2026-12-05T12:00:00Z
t=$'\t'
names=(static-print "ayah today" "ayah progress status" "ayah progress status --json")
status="$AYAH${t}progress${t}status${t}--journal${t}$journal${t}--plan${t}khatm:3650:ayah${t}--plan-start${t}2016-12-07${t}--tz${t}UTC${t}--now${t}$now"
printf '%s\n' "$out/static-print" "$AYAH${t}today${t}--tz${t}UTC${t}--now${t}$now${t}--plain" "$status" "$status$t--json" \
  > "$out/commands.txt"
"$AYAH" progress status --journal "$journal" --plan khatm:3650:ayah --plan-start 2016-12-07 --tz UTC --now "$now" >&2
cpu="${CPU:-$(($(nproc) - 1))}"
pin=()
[ "${PIN:-1}" = 1 ] && pin=(taskset -c "$cpu")
echo "paired runs; pinned to CPU ${pin[2]:-none}; ${ROUNDS:-200} rounds; load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
"${pin[@]}" "$out/interleave" "${ROUNDS:-200}" "${WARMUP:-10}" "$out/commands.txt" > "$out/runs.tsv"
python3 - "$out/runs.tsv" "${names[@]}" <<'PY'
import statistics, sys
names = sys.argv[2:]
times = {}
for line in open(sys.argv[1]):
    r, i, micros = map(int, line.split())
    times.setdefault(r, {})[names[i]] = micros
rounds = sorted(times)
print(f"{'command':30s} {'median':>8s} {'vs today':>9s} {'(quartiles)':>15s} {'vs print':>9s}")
for name in names:
    vs_today = [times[r][name] / times[r]["ayah today"] for r in rounds]
    vs_print = [times[r][name] / times[r]["static-print"] for r in rounds]
    q = statistics.quantiles(vs_today, n=4)
    median = statistics.median(times[r][name] for r in rounds) / 1000
    print(f"{name:30s} {median:6.2f}ms {statistics.median(vs_today):8.2f}x {q[0]:6.2f}–{q[2]:<6.2f} {statistics.median(vs_print):8.2f}x")
ratio = statistics.median(times[r]["ayah progress status"] / times[r]["ayah today"] for r in rounds)
print(f"ayah progress status over ten years of marks: {ratio:.2f}x a plain ayah today (target <= 2x): "
      + ("within" if ratio <= 2 else "over"))
PY
