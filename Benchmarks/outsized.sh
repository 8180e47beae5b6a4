#!/usr/bin/env bash
# Cheap requests while expensive ones run: four clients ask ayah-server for
# distinct year-long calendars in Arabic with seven plans and an alarm (each
# new, so each is built) for DURATION seconds, while a fifth asks for a cached
# /v1/today every 20 ms; prints the fifth's latencies (median, p99, max) and
# how the calendars were answered (200s, and 503s once the builder's queue is
# full). Issue 43 saw /v1/today take 2.35 s under four such clients, before
# expensive answers were built off the event loops.
# Usage: Benchmarks/outsized.sh
# Environment: DURATION (seconds, default 20), SERVER_BIN (default: build the release ayah-server here).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
duration="${DURATION:-20}"
# shellcheck source=Benchmarks/Serve/server-bin.sh
source "$root/Benchmarks/Serve/server-bin.sh"
start_server_once
python3 "$root/Benchmarks/Serve/outsized-client.py" "$server_url" "$duration"
