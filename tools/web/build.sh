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
set -euo pipefail
cd "$(dirname "$0")/../.."

out=${1:?usage: $0 DIR [LDFLAGS]}
ldflags=${2:--s -w}
version=${VERSION:-$(git describe --tags --always --dirty 2>/dev/null || echo dev)}
mkdir -p "$out"

GOOS=js GOARCH=wasm go build -trimpath \
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

size() { if [ -f "$1" ]; then wc -c <"$1"; else echo "-"; fi; }
echo "$out/starboard.wasm ($version): $raw bytes, $(size "$out/starboard.wasm.gz") gzip -9, $(size "$out/starboard.wasm.br") brotli -q ${BROTLI_QUALITY:-11}"
