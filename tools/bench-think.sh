#!/usr/bin/env bash
# bench-think.sh times the hard bot's decisions in every title
# (ai BenchmarkHardThinkTime, three seeded games a title): natively, then
# compiled to WebAssembly and run by Node.js, whose V8 engine is the one
# Chromium runs the browser build on. In a page the bot also shares the
# thread with drawing, so the WebAssembly figure is what a decision costs
# when the screen is cheap to draw. Installs Node.js when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
GAMES=${THINK_GAMES:-3}

echo "== native"
$GO test -count=1 -run '^$' -bench 'HardThinkTime' -benchtime "${GAMES}x" -timeout 60m ./ai

if ! command -v node >/dev/null 2>&1; then
	bash tools/apt-ensure.sh nodejs
fi
exec_wasm="$($GO env GOROOT)/lib/wasm/go_js_wasm_exec"
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
GOOS=js GOARCH=wasm $GO test -c -o "$bin/ai.test" ./ai
echo "== WebAssembly ($(node --version))"
(cd ai && "$exec_wasm" "$bin/ai.test" -test.run '^$' -test.bench 'HardThinkTime' -test.benchtime "${GAMES}x" -test.timeout 120m)
