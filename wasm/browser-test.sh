#!/usr/bin/env bash
# browser-test.sh — the browser test that tools/test.sh (make test) runs:
# builds the WebAssembly program, serves it on 127.0.0.1, and plays it by
# touch in headless Chromium (wasm/browsertest). Exits non-zero on failure.
# Screenshots go to $STARBOARD_SHOTS when set; arguments go to the program
# (for example -pointer mouse, -normal, -kiosk).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1; then
	bash tools/apt-ensure.sh chromium
fi

bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/browsertest" ./wasm/browsertest
# The program bounds every wait and the whole run (-timeout) and kills
# Chromium when it ends; the outer timeout only guards against a hang.
timeout --kill-after=30s 25m "$bin/browsertest" "$@"
