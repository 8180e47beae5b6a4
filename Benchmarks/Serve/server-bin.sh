# shellcheck shell=bash
# Sourced by the serving benchmarks (serve.sh, soak.sh, outsized.sh), with $root the repository:
# sets $server_bin to SERVER_BIN, else to the release ayah-server built here as
# scripts/build builds what is installed (the Swift runtime linked statically);
# start_server_once starts it on a free loopback port ($server_url, $server_pid),
# stopped with SIGTERM when the script exits.
# shellcheck source=scripts/release-flags
source "$root/scripts/release-flags"
server_bin="${SERVER_BIN:-}"
if [ -z "$server_bin" ]; then
  swift build "${release_flags[@]}" --package-path "$root" --product ayah-server >&2
  server_bin="$(swift build "${release_flags[@]}" --package-path "$root" --show-bin-path)/ayah-server"
fi

start_server_once() {
  work="$(mktemp -d)"
  server_pid=""
  trap '[ -n "$server_pid" ] && kill -TERM "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null; rm -rf "$work"' EXIT
  "$server_bin" --port 0 >"$work/server.out" 2>"$work/server.log" &
  server_pid=$!
  for _ in $(seq 1 200); do grep -q '^listening on ' "$work/server.out" 2>/dev/null && break; sleep 0.05; done
  server_url="$(sed -n 's/^listening on //p' "$work/server.out")"
  [ -n "$server_url" ] || { echo "ayah-server did not start: $(cat "$work/server.log")" >&2; exit 70; }
}
