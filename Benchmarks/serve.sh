#!/usr/bin/env bash
# Throughput of `ayah serve` next to nginx serving the same bytes, in one run.
#
# Starts the release ayah-server on loopback and nginx (a config written
# here) serving the body of /v1/today?tz=Asia/Karachi as a static file; runs
# wrk (-t1 -c32, DURATION after a WARMUP of the same load) against each; prints
# requests/s, p50/p99 latency and both ratios. Both write an access-log line
# per request to a file. Each configuration gives ayah-server as many
# event-loop threads (--threads) as nginx has workers: 1 and 2 by default.
# The two servers alternate for ROUNDS rounds and the median of each is
# reported, so load from elsewhere on the machine hits both alike.
# Then the bytes of /v1/today?tz=Asia/Karachi&days=366 with and without
# `Accept-Encoding: gzip` (the gzip body is checked to decompress to the other).
# Targets (issue 42; issue 32's were 1.0x and 1.5x): ayah-server >= 1.1x nginx's requests/s and
# p99 <= 1.2x nginx's, one thread against one worker, both servers on the same CPU (0) in turn and
# wrk on another (1), nginx keeping each connection for the whole run; --threads 2 against two
# workers is reported beside it. Each ratio is printed with "within" or "over" its target.
# CPU pinning (taskset): wrk runs on WRK_CPU (default: the last CPU), each server
# on the first N other CPUs for N threads/workers (SERVER_CPUS overrides, e.g. "0"
# or "0-1"); on a machine with fewer free CPUs than N the servers share what there
# is, and the script says so. PIN=0 turns pinning off. Both servers are warmed for
# 2 s once; then each round measures both, nginx first in odd rounds and ayah-server
# first in even ones (each after WARMUP); the ratios printed are the medians of the
# per-round ratios, so a neighbour's load that hits one round hits both servers.
# On a shared machine whose speed drifts, many short rounds pair better than a few
# long ones: ROUNDS=31 DURATION=1s WARMUP=0 measures the two a second apart.
# CARD=1 measures a cached verse card instead: /v1/card.png?tz=Asia/Karachi&size=og
# (drawn once before the runs, then answered from the server's card cache)
# against nginx serving the same PNG file.
# MODE=instructions counts instead of timing: user-space instructions per cached request of
# each server under valgrind (one keep-alive connection, Benchmarks/Serve/keepalive-client.py;
# FEW=200 and MANY=2200 requests, the difference divided), the same on every run; the kernel's
# share of a request (about half of it under wrk) is not in them.
# Usage: Benchmarks/serve.sh   (installs wrk, nginx and curl with apt-get when missing)
# Environment: DURATION (default 6s), WARMUP (default 2s; 0: none), CONNECTIONS (default 32), ROUNDS (default 5,
# the issue's five alternated pairs),
# PIN, WRK_CPU, SERVER_CPUS,
# THREADS (default "1 2": the configurations, event-loop threads = nginx workers),
# SERVER_BIN (default: build the release ayah-server here; give another binary to compare).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=scripts/release-flags
source "$root/scripts/release-flags"
duration="${DURATION:-6s}"
warmup="${WARMUP:-2s}"
connections="${CONNECTIONS:-32}"
rounds="${ROUNDS:-5}"
configurations="${THREADS:-1 2}"

need=()
command -v taskset >/dev/null || need+=(util-linux)
command -v wrk >/dev/null || need+=(wrk)
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null || need+=(nginx)
command -v curl >/dev/null || need+=(curl)
if [ "${MODE:-}" = instructions ]; then
  command -v valgrind >/dev/null || need+=(valgrind)
  command -v objcopy >/dev/null || need+=(binutils)
fi
if [ ${#need[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "installing: ${need[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"

cpus="$(nproc)"
wrk_cpu="${WRK_CPU:-$((cpus - 1))}"
# The CPUs a server with $1 threads (or nginx with $1 workers) runs on: the first $1 that are not wrk's.
server_cpus() {
  if [ -n "${SERVER_CPUS:-}" ]; then echo "$SERVER_CPUS"; return; fi
  local list=() cpu
  for cpu in $(seq 0 $((cpus - 1))); do
    [ "$cpu" = "$wrk_cpu" ] || list+=("$cpu")
  done
  [ ${#list[@]} -gt 0 ] || list=("$wrk_cpu")
  local IFS=,
  echo "${list[*]:0:$1}"
}
# As pinned, replacing the (sub)shell: for servers started in the background.
exec_pinned() {
  local where="$1"
  shift
  if [ "${PIN:-1}" = 1 ]; then exec taskset -c "$where" "$@"; else exec "$@"; fi
}
# Runs "$@" pinned to CPU list $1 (or unpinned with PIN=0), in the foreground (wrk).
pinned() {
  local where="$1"
  shift
  if [ "${PIN:-1}" = 1 ]; then taskset -c "$where" "$@"; else "$@"; fi
}

# shellcheck source=Benchmarks/Serve/server-bin.sh
source "$root/Benchmarks/Serve/server-bin.sh"

work="$(mktemp -d)"
server_pid=""
nginx_pid=""
cleanup() {
  [ -n "$server_pid" ] && kill -TERM "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null || true
  [ -n "$nginx_pid" ] && kill -QUIT "$nginx_pid" 2>/dev/null && wait "$nginx_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
chmod 755 "$work"

path="/v1/today?tz=Asia/Karachi"
file="today.json"
label="/v1/today"
if [ "${CARD:-0}" = 1 ]; then
  path="/v1/card.png?tz=Asia/Karachi&size=og"
  file="card.png"
  label="/v1/card.png"
fi
mkdir -p "$work/www" "$work/tmp"

# ayah-server with $1 event-loop threads on a free port; its first line says which.
start_server() {
  : >"$work/server.out"
  # exec: $! must be the server (taskset execs it), not a subshell that would not pass signals on.
  (exec_pinned "$(server_cpus "$1")" "$server_bin" --port 0 --threads "$1") >"$work/server.out" 2>"$work/server.log" &
  server_pid=$!
  for _ in $(seq 1 200); do grep -q '^listening on ' "$work/server.out" 2>/dev/null && break; sleep 0.05; done
  server_url="$(sed -n 's/^listening on //p' "$work/server.out")"
  [ -n "$server_url" ] || { echo "ayah-server did not start: $(cat "$work/server.log")" >&2; exit 70; }
}
stop_server() {
  kill -TERM "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null || true
  server_pid=""
}

# nginx's configuration: $1 workers, serving $work/www on $nginx_port; $2 more top-level lines.
# Connections are kept for as many requests as a run sends (nginx closes one after 1,000 by
# default, which ayah-server does not: a reconnection every 1,000 requests would be nginx's alone).
write_nginx_conf() {
  cat >"$work/nginx.conf" <<NGINX
worker_processes $1;
daemon off;
$2
pid $work/nginx.pid;
error_log $work/nginx-error.log;
events { worker_connections 1024; }
http {
  access_log $work/nginx-access.log;
  keepalive_requests 100000000;
  client_body_temp_path $work/tmp; proxy_temp_path $work/tmp; fastcgi_temp_path $work/tmp;
  uwsgi_temp_path $work/tmp; scgi_temp_path $work/tmp;
  types { application/json json; image/png png; }
  server {
    listen 127.0.0.1:$nginx_port;
    root $work/www;
  }
}
NGINX
}

# nginx with $1 workers serving the same bytes as a static file.
start_nginx() {
  nginx_port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
  write_nginx_conf "$1" ""
  : >"$work/nginx-access.log"
  (exec_pinned "$(server_cpus "$1")" "$nginx_bin" -c "$work/nginx.conf" -p "$work") &
  nginx_pid=$!
  for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$nginx_port/$file" -o /dev/null && break; sleep 0.05; done
}
stop_nginx() {
  kill -QUIT "$nginx_pid" 2>/dev/null && wait "$nginx_pid" 2>/dev/null || true
  nginx_pid=""
}

# One wrk run: "requests/s p50 p99" (latencies in ms), after WARMUP of the same load (0: none).
measure() {
  [ "$warmup" = 0 ] || pinned "$wrk_cpu" wrk -t1 -c"$connections" -d"$warmup" "$1" >/dev/null
  pinned "$wrk_cpu" wrk -t1 -c"$connections" -d"$duration" --latency "$1" | python3 -c '
import re, sys
text = sys.stdin.read()
def ms(label):
    m = re.search(r"^\s*" + str(label) + r"%\s+([\d.]+)(us|ms|s)\s*$", text, re.M)
    value, unit = float(m.group(1)), m.group(2)
    return value / 1000 if unit == "us" else value * 1000 if unit == "s" else value
rps = float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))
errors = re.search(r"Non-2xx or 3xx responses: (\d+)|Socket errors: .*", text)
if errors: print("wrk reported:", errors.group(0), file=sys.stderr)
print(f"{rps:.0f} {ms(50):.2f} {ms(99):.2f}")'
}

if [ "${MODE:-}" = instructions ]; then
  # User-space instructions per cached request, counted by valgrind: the same on every run and
  # machine of this kind, where requests/s moves with the neighbours. Each server runs under
  # cachegrind (one thread, one process: nginx without its master) for FEW and then MANY requests
  # on one keep-alive connection; the difference over MANY - FEW is one request's work, start-up
  # and shutdown cancelled out. The kernel's share (TCP, write(2): about half of a request's CPU
  # under wrk, `perf record`) is not in these counts.
  few="${FEW:-200}"
  many="${MANY:-2200}"
  client="$root/Benchmarks/Serve/keepalive-client.py"
  # valgrind 3.19 cannot read the toolchain's DWARF 5: count a copy without it (the same code).
  # The copy stays inside the source tree, so that it reads the tree's Data/ (a binary elsewhere looks for
  # ../share/dailyayah beside it).
  mkdir -p "$root/.build-bench"
  objcopy --strip-debug "$server_bin" "$root/.build-bench/ayah-server-nodebug"
  count_server() {  # $1: requests; prints the instructions of the whole run
    : >"$work/server.out"
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
      "$root/.build-bench/ayah-server-nodebug" --port 0 --threads 1 >"$work/server.out" 2>"$work/valgrind.log" &
    server_pid=$!
    for _ in $(seq 1 600); do grep -q '^listening on ' "$work/server.out" 2>/dev/null && break; sleep 0.1; done
    local url port
    url="$(sed -n 's/^listening on //p' "$work/server.out")"
    [ -n "$url" ] || { echo "ayah-server did not start under valgrind" >&2; exit 70; }
    port="${url##*:}"
    python3 "$client" 127.0.0.1 "$port" "$path" "$1" >&2
    stop_server
    sed -n 's/.*I *refs: *//p' "$work/valgrind.log" | tr -d ,
  }
  count_nginx() {  # $1: requests
    nginx_port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
    # One process (no master), so that valgrind counts the one that serves.
    write_nginx_conf 1 "master_process off;"
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
      "$nginx_bin" -c "$work/nginx.conf" -p "$work" 2>"$work/valgrind.log" &
    nginx_pid=$!
    for _ in $(seq 1 600); do curl -sf "http://127.0.0.1:$nginx_port/$file" -o /dev/null && break; sleep 0.1; done
    python3 "$client" 127.0.0.1 "$nginx_port" "/$file" "$1" >&2
    stop_nginx
    sed -n 's/.*I *refs: *//p' "$work/valgrind.log" | tr -d ,
  }
  start_server 1
  curl -sf "$server_url$path" -o "$work/www/$file"
  chmod 644 "$work/www/$file"
  stop_server
  echo "instructions per request ($label, $(wc -c <"$work/www/$file") bytes): $few and $many requests under valgrind" >&2
  server_few="$(count_server "$few")"
  server_many="$(count_server "$many")"
  nginx_few="$(count_nginx "$few")"
  nginx_many="$(count_nginx "$many")"
  python3 - "$few" "$many" "$server_few" "$server_many" "$nginx_few" "$nginx_many" "$label" <<'PY'
import sys
few, many, server_few, server_many, nginx_few, nginx_many = map(int, sys.argv[1:7])
server = (server_many - server_few) / (many - few)
nginx = (nginx_many - nginx_few) / (many - few)
print(f"{'':34} {'instructions/request':>20}")
print(f"{'nginx (1 process, static file)':34} {nginx:20,.0f}")
print(f"{'ayah-server ' + sys.argv[7] + ' (--threads 1)':34} {server:20,.0f}   {server / nginx:.2f}x nginx")
PY
  exit 0
fi
echo "wrk -t1 -c$connections -d$duration; $cpus cores; $rounds rounds; load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
if [ "${PIN:-1}" = 1 ]; then
  echo "pinned: wrk on CPU $wrk_cpu; servers on CPUs $(server_cpus 1) (1 thread), $(server_cpus 2) (2 threads)" >&2
  [ "$cpus" -gt 2 ] || echo "note: $cpus CPUs: with 2 threads the servers share wrk's CPU or have one CPU for two threads" >&2
fi
summary=""
for threads in $configurations; do
  start_server "$threads"
  curl -sf "$server_url$path" -o "$work/www/$file"
  chmod 644 "$work/www/$file"
  start_nginx "$threads"
  cmp -s <(curl -sf "http://127.0.0.1:$nginx_port/$file") <(curl -sf "$server_url$path") \
    || { echo "nginx and ayah-server do not serve the same bytes" >&2; exit 70; }
  echo "body ($label): $(wc -c <"$work/www/$file") bytes; ayah-server --threads $threads, nginx workers $threads" >&2
  : >"$work/nginx.runs"
  : >"$work/ayah.runs"
  # Both warmed once (whatever WARMUP is), then each round measures both, the first of the pair alternating.
  pinned "$wrk_cpu" wrk -t1 -c"$connections" -d2s "http://127.0.0.1:$nginx_port/$file" >/dev/null
  pinned "$wrk_cpu" wrk -t1 -c"$connections" -d2s "$server_url$path" >/dev/null
  for round in $(seq 1 "$rounds"); do
    if [ $((round % 2)) = 1 ]; then
      measure "http://127.0.0.1:$nginx_port/$file" | tee -a "$work/nginx.runs" | sed "s/^/round $round nginx: /" >&2
      measure "$server_url$path" | tee -a "$work/ayah.runs" | sed "s/^/round $round ayah-server: /" >&2
    else
      measure "$server_url$path" | tee -a "$work/ayah.runs" | sed "s/^/round $round ayah-server: /" >&2
      measure "http://127.0.0.1:$nginx_port/$file" | tee -a "$work/nginx.runs" | sed "s/^/round $round nginx: /" >&2
    fi
  done
  echo "access-log lines: ayah-server $(grep -c ' access: ' "$work/server.log"), nginx $(wc -l <"$work/nginx-access.log")" >&2
  stop_nginx
  stop_server
  # The run with the median requests/s of each, and the medians of the per-round ratios.
  median() { sort -n "$1" | sed -n "$(( (rounds + 1) / 2 ))p"; }
  read -r nginx_rps nginx_p50 nginx_p99 < <(median "$work/nginx.runs")
  read -r ayah_rps ayah_p50 ayah_p99 < <(median "$work/ayah.runs")
  summary+="$(printf '%-30s %10s %9s %9s' "nginx ($threads worker(s), file)" "$nginx_rps" "$nginx_p50" "$nginx_p99")"$'\n'
  summary+="$(printf '%-30s %10s %9s %9s' "ayah-server $label (--threads $threads)" "$ayah_rps" "$ayah_p50" "$ayah_p99")"$'\n'
  summary+="$(python3 - "$work/nginx.runs" "$work/ayah.runs" "$threads" <<'PY'
import statistics, sys
nginx = [list(map(float, line.split())) for line in open(sys.argv[1])]
ayah = [list(map(float, line.split())) for line in open(sys.argv[2])]
rps = statistics.median(a[0] / n[0] for n, a in zip(nginx, ayah))
p99 = statistics.median(a[2] / n[2] for n, a in zip(nginx, ayah))
rounds = ", ".join(f"{a[0] / n[0]:.2f}x" for n, a in zip(nginx, ayah))
p99s = ", ".join(f"{a[2] / n[2]:.2f}x" for n, a in zip(nginx, ayah))
# The targets are the one-thread configuration's; two threads are reported against the same lines.
rps_note = "within" if rps >= 1.1 else f"over: {1.1 - rps:.2f}x short"
p99_note = "within" if p99 <= 1.2 else f"over: {p99 - 1.2:.2f}x above"
print(f"ratios at {sys.argv[3]} thread(s), median of {len(ayah)} rounds: requests/s {rps:.2f}x nginx "
      f"(target >= 1.10x: {rps_note}; rounds {rounds}), p99 {p99:.2f}x nginx (target <= 1.20x: {p99_note}; rounds {p99s})")
PY
)"$'\n'
done

# Bytes on the wire for a year of days, identity and gzip.
start_server 1
long="$server_url/v1/today?tz=Asia/Karachi&days=366"
curl -sf "$long" -o "$work/long.json"
curl -sf -H 'Accept-Encoding: gzip' "$long" -o "$work/long.gz"
stop_server
identity_bytes="$(wc -c <"$work/long.json")"
gzip_bytes="$(wc -c <"$work/long.gz")"
if gzip -dc "$work/long.gz" 2>/dev/null | cmp -s - "$work/long.json"; then
  gzip_note="decompresses to the identity body"
else
  gzip_note="NOT gzip of the identity body (a server without gzip answers identity)"
fi

printf '%-30s %10s %9s %9s\n' "" "req/s" "p50 ms" "p99 ms"
printf '%s' "$summary"
python3 -c "print(f'/v1/today?days=366: identity $identity_bytes bytes, gzip $gzip_bytes bytes = {$gzip_bytes / $identity_bytes:.3f}x ($gzip_note)')"
