#!/usr/bin/env bash
# Soak: ayah-server's resident memory under a stream of distinct requests.
#
# Starts ayah-server on loopback (--cache-budget as the server's default, 96 MiB
# of bodies, and 32 MiB of cards) and sends it distinct requests for DURATION
# seconds or COUNT requests, whichever comes first, over KEEP-alive connections
# (Benchmarks/Serve/soak-client.py): /v1/today with many days, calendars,
# feeds, pages and days, each target new (zones, day counts, Hijri
# adjustments, themes and languages vary), so every answer is built and
# cached, never repeated. Samples the server's VmRSS every second and prints
# the samples, then one line: the resident size after start-up, the peak, the
# last, the requests sent and the bytes received. Bodies are costed by what
# the caches hold (issue 43), so after the caches fill the resident size
# levels off instead of growing with the number of distinct requests.
# Usage: Benchmarks/soak.sh
# Environment: DURATION (seconds, default 120), COUNT (default 5000), KEEP (connections, default 4),
# SERVER_BIN (default: build the release ayah-server here; .build/debug/ayah-server for a quick look).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
duration="${DURATION:-120}"
count="${COUNT:-5000}"
keep="${KEEP:-4}"
# shellcheck source=Benchmarks/Serve/server-bin.sh
source "$root/Benchmarks/Serve/server-bin.sh"

start_server_once

python3 "$root/Benchmarks/Serve/soak-client.py" "$server_url" "$server_pid" "$duration" "$count" "$keep"
