# shellcheck shell=bash
# Sourced by the serving benchmarks (serve.sh, soak.sh), with $root the repository:
# sets $server_bin to SERVER_BIN, else to the release ayah-server built here as
# scripts/build builds what is installed (the Swift runtime linked statically).
# shellcheck source=scripts/release-flags
source "$root/scripts/release-flags"
server_bin="${SERVER_BIN:-}"
if [ -z "$server_bin" ]; then
  swift build "${release_flags[@]}" --package-path "$root" --product ayah-server >&2
  server_bin="$(swift build "${release_flags[@]}" --package-path "$root" --show-bin-path)/ayah-server"
fi
