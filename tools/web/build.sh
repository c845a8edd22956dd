#!/usr/bin/env bash
# build.sh DIR [LDFLAGS] — build the browser version of Starboard into DIR:
# starboard.wasm, wasm_exec.js from the Go installation, the page's
# static files from wasm/ (index.html, sw.js, the manifest, the icons),
# build.json (the version and the wasm's size, read by the loading page
# for its progress bar), and .br and .gz copies of the large files,
# which tools/serve sends to browsers that accept them.
#
# `make web` runs it on wasm/ itself; the browser test on a new folder.
# brotli comes from the Debian package (installed through apt-ensure.sh
# when missing); without it only the .gz copies are written.
#
# The build stays under 4,000,000 bytes of brotli (issue 29); at the
# default quality (11) a larger build is an error. Inlining is turned off
# in the packages whose speed no player feels: the screens (their frame
# cost did not move, BenchmarkRootFrame in Revive and Seeders) and the
# parts of the standard library and of Ebitengine that run once at start
# (parsers, templates, the shader compiler). That cuts the brotli by
# about 310 KB (4,110,188 to 3,795,839 bytes at 4e0c319); the rules and
# the bots, which think in the browser, keep it. See docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/../.."

out=${1:?usage: $0 DIR [LDFLAGS]}
ldflags=${2:--s -w}
version=${VERSION:-$(git describe --tags --always --dirty 2>/dev/null || echo dev)}
mkdir -p "$out"

cold=(starboard/scenes/... go/... text/... encoding/... math/big regexp/...
	archive/... github.com/hajimehoshi/ebiten/v2/internal/shader...)
gcflags=()
for p in "${cold[@]}"; do gcflags+=("-gcflags=$p=-l"); done

GOOS=js GOARCH=wasm go build -trimpath "${gcflags[@]}" \
	-ldflags="$ldflags -X starboard/internal/version.stamp=$version" \
	-o "$out/starboard.wasm" .

goroot=$(go env GOROOT)
src=$goroot/lib/wasm/wasm_exec.js
[ -f "$src" ] || src=$goroot/misc/wasm/wasm_exec.js
cp "$src" "$out/wasm_exec.js"

if [ "$(realpath "$out")" != "$(realpath wasm)" ]; then
	for f in index.html sw.js manifest.webmanifest favicon.ico icon-192.png icon-512.png; do
		cp "wasm/$f" "$out/$f"
	done
fi

raw=$(wc -c <"$out/starboard.wasm")
printf '{"version":"%s","wasmBytes":%d}\n' "$version" "$raw" >"$out/build.json"

if ! command -v brotli >/dev/null 2>&1; then
	bash tools/apt-ensure.sh brotli || true
fi
for f in starboard.wasm wasm_exec.js; do
	gzip -9 -n -k -f "$out/$f"
	if command -v brotli >/dev/null 2>&1; then
		brotli -q "${BROTLI_QUALITY:-11}" -k -f "$out/$f"
	else
		rm -f "$out/$f.br"
	fi
done

budget=4000000
quality=${BROTLI_QUALITY:-11}
if [ "$quality" = 11 ] && [ -f "$out/starboard.wasm.br" ] && [ "$(wc -c <"$out/starboard.wasm.br")" -gt $budget ]; then
	echo "$out/starboard.wasm.br: $(wc -c <"$out/starboard.wasm.br") bytes, over the budget of $budget" >&2
	exit 1
fi

size() { if [ -f "$1" ]; then wc -c <"$1"; else echo "-"; fi; }
echo "$out/starboard.wasm ($version): $raw bytes, $(size "$out/starboard.wasm.gz") gzip -9, $(size "$out/starboard.wasm.br") brotli -q $quality"
