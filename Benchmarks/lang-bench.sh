#!/usr/bin/env bash
# Cold `ayah today` in another language against plain `ayah today`, in ONE
# hyperfine run (ratios within one run hold on a shared machine): the static
# Swift print (the floor), `today` with no language (must not get slower:
# it opens no ICU and reads no catalog), `today --lang en` (the same path),
# and `today --lang ar` / `--lang bn` (open the system ICU for the dates and
# digits and read their catalog), `today --lang ar` with a khatm plan (its
# reading title from the catalog), and `search` plain and in Arabic (the
# references and the count line by CLDR's plural). Prints each row's mean and
# median and the ratio of each to plain `today` (and of Arabic search to plain
# search), the build the binary is, then the libraries each maps.
#
# Usage: Benchmarks/lang-bench.sh            (release build, RUNS=40 by default)
#        AYAH=path/to/ayah RUNS=10 Benchmarks/lang-bench.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=scripts/release-flags
source "$root/scripts/release-flags"
command -v hyperfine >/dev/null || { sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"; $sudo apt-get install -y -qq hyperfine >/dev/null; }
out="$root/.build-bench"
mkdir -p "$out"
if [ -z "${AYAH:-}" ]; then
  swift build "${release_flags[@]}" --package-path "$root" --product ayah >&2
  AYAH="$(swift build "${release_flags[@]}" --package-path "$root" --show-bin-path)/ayah"
fi
ayah="$AYAH"
printf 'print("hi")\n' > "$out/static-print.swift"
swiftc -O -static-stdlib "$out/static-print.swift" -o "$out/static-print" >&2
today="$ayah today --tz Asia/Karachi --plain"
plan="--plan khatm:30 --plan-start 2026-11-01"
search="$ayah search --plain --limit 5 throne"
names=(static-print "ayah today" "ayah today --lang en" "ayah today --lang ar" "ayah today --lang bn"
  "ayah today --lang ar --plan" "ayah search" "ayah search --lang ar")
commands=("$out/static-print" "$today" "$today --lang en" "$today --lang ar" "$today --lang bn" "$today --lang ar $plan"
  "$search" "$search --lang ar")
args=()
for i in "${!names[@]}"; do args+=(-n "${names[$i]}" "${commands[$i]}"); done
hyperfine -N --warmup 5 --runs "${RUNS:-40}" --export-json "$out/lang.json" "${args[@]}" >&2
python3 - "$out/lang.json" <<'PY'
import json, sys
results = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
base = results["ayah today"]
print("%-28s %9s %9s %9s %9s" % ("command", "mean ms", "median ms", "x today", "x median"))
for name, r in results.items():
    print("%-28s %9.2f %9.2f %9.2f %9.2f" % (
        name, r["mean"] * 1e3, r["median"] * 1e3, r["mean"] / base["mean"], r["median"] / base["median"]))
plain, arabic = results["ayah search"], results["ayah search --lang ar"]
print("search --lang ar / search: %.2fx (median)" % (arabic["median"] / plain["median"]))
PY
case "$ayah" in */release/*) echo "build: release ($ayah)" ;; */debug/*) echo "build: debug ($ayah)" ;; *) echo "build: $ayah" ;; esac
for i in 1 2 3 4 5 6 7; do
  libs="$(eval "LD_DEBUG=files ${commands[$i]}" 2>&1 >/dev/null | grep 'file=.*\[0\];  \(needed\|dynamically\)' | sed 's/.*file=\([^ ]*\).*/\1/' | sort -u | tr '\n' ' ')"
  echo "${names[$i]}: $libs"
done
