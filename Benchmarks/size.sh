#!/usr/bin/env bash
# What a user installs and what the programs hold in memory (issue 42): every
# file of a staged tree (scripts/build's .build/dist: bin/ and share/dailyayah/)
# with its size and the total, whether any binary carries ICU data of its own
# (Foundation's bundled icudt), `ayah-server`'s resident memory when idle (VmRSS
# from /proc/PID/status, IDLE seconds after it says it listens, no request made)
# and the largest resident set of a cold `ayah today` (GNU time's %M).
#
#   Benchmarks/size.sh [DIST]     (default .build/dist; made with scripts/build --no-run when missing)
#
# Environment: IDLE (seconds to wait before reading the server's VmRSS, default 3),
# THREADS (the server's --threads, default 1 as in the field notes' figure).
# Targets: installed total <= 50 MiB, no ICU data in any binary, server idle <= 24 MiB.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dist="${1:-$root/.build/dist}"
if [ ! -x "$dist/bin/ayah" ]; then
  [ -z "${1:-}" ] || { echo "Benchmarks/size.sh: $dist has no bin/ayah" >&2; exit 66; }
  "$root/scripts/build" --no-run
fi
[ -x /usr/bin/time ] || { sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"; $sudo apt-get install -y -qq time >/dev/null; }

echo "installed files (apparent sizes; links count as their own size):"
total=0
while IFS= read -r file; do
  size="$(stat -c %s "$file")"
  total=$((total + size))
  kind=""; [ -L "$file" ] && kind=" -> $(readlink "$file")"
  printf '  %-40s %11d bytes %8.2f MiB%s\n' "${file#"$dist"/}" "$size" "$(awk -v s="$size" 'BEGIN { print s / 1048576 }')" "$kind"
done < <(find "$dist" \( -type f -o -type l \) | LC_ALL=C sort)
printf '  %-40s %11d bytes %8.2f MiB (target <= 50 MiB)\n' total "$total" "$(awk -v s="$total" 'BEGIN { print s / 1048576 }')"

echo "ICU data inside the binaries (Foundation's icudtNN; the system libicu is opened at run time instead):"
for program in "$dist"/bin/*; do
  [ -f "$program" ] && [ ! -L "$program" ] || continue
  hits="$(grep -c -a -E 'icudt[0-9]+[lb]' "$program" || true)"
  printf '  %-20s %s\n' "$(basename "$program")" "$([ "$hits" = 0 ] && echo none || echo "$hits lines naming icudt")"
done

work="$(mktemp -d)"
server_pid=""
trap '[ -z "$server_pid" ] || kill -TERM "$server_pid" 2>/dev/null || true; rm -rf -- "$work"' EXIT
server="$dist/bin/ayah-server"
"$server" --port 0 --threads "${THREADS:-1}" >"$work/server.out" 2>"$work/server.log" &
server_pid=$!
for _ in $(seq 1 200); do grep -q '^listening on ' "$work/server.out" 2>/dev/null && break; sleep 0.05; done
grep -q '^listening on ' "$work/server.out" || { echo "ayah-server did not start: $(cat "$work/server.log")" >&2; exit 70; }
sleep "${IDLE:-3}"
rss="$(sed -n 's/^VmRSS:[[:space:]]*\([0-9]*\) kB/\1/p' "/proc/$server_pid/status")"
printf 'ayah-server --threads %s, idle %ss after start, no request: VmRSS %d kB = %.1f MiB (target <= 24 MiB)\n' \
  "${THREADS:-1}" "${IDLE:-3}" "$rss" "$(awk -v k="$rss" 'BEGIN { print k / 1024 }')"
kill -TERM "$server_pid"; wait "$server_pid" 2>/dev/null || true; server_pid=""

/usr/bin/time -f '%M' -o "$work/today.txt" "$dist/bin/ayah" today --tz Asia/Karachi --now 2026-11-21T12:00:00Z --plain >/dev/null
/usr/bin/time -f '%M' -o "$work/today.txt" "$dist/bin/ayah" today --tz Asia/Karachi --now 2026-11-21T12:00:00Z --plain >/dev/null
printf 'ayah today (warm page cache): max RSS %d kB = %.1f MiB\n' "$(cat "$work/today.txt")" "$(awk -v k="$(cat "$work/today.txt")" 'BEGIN { print k / 1024 }')"
