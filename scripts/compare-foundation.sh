#!/usr/bin/env bash
# Prints how Foundation's Calendar disagrees with the tz oracle, by kind.
# Runs the FoundationComparisonTests suite (which asserts every startOfDay
# difference is explained) and shows its report lines.
set -euo pipefail
cd "$(dirname "$0")/.."
swift test --scratch-path "${SCRATCH:-.build-time}" --filter FoundationComparisonTests 2>&1 \
  | grep -E '^(Foundation |  |✔|✘)' | grep -v '^  *e\.g\.' || true
