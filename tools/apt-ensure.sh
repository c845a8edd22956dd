#!/usr/bin/env bash
# apt-ensure.sh PACKAGE... — make sure the Debian/Ubuntu packages are installed.
#
# Each package is checked with dpkg-query first; apt-get runs (update, then
# install --no-install-recommends) only when something is missing, as root or
# through sudo. Without either, it prints the command to run and fails.
# On systems without dpkg it says what is needed and returns successfully,
# since the package names would not apply there.
set -euo pipefail

if [ "$#" -eq 0 ]; then
	echo "usage: $0 PACKAGE..." >&2
	exit 2
fi

if ! command -v dpkg-query >/dev/null 2>&1; then
	echo "apt-ensure: no dpkg here; make sure the equivalents of these are installed: $*"
	exit 0
fi

missing=()
for package in "$@"; do
	if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
		missing+=("$package")
	fi
done

if [ "${#missing[@]}" -eq 0 ]; then
	echo "apt-ensure: all ${#} packages present"
	exit 0
fi

echo "apt-ensure: missing ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
	sudo=()
elif command -v sudo >/dev/null 2>&1; then
	sudo=(sudo)
else
	echo "apt-ensure: not root and no sudo; as root, run:" >&2
	echo "  apt-get update && apt-get install -y --no-install-recommends ${missing[*]}" >&2
	exit 1
fi

export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -q </dev/null
"${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}" </dev/null
echo "apt-ensure: installed ${missing[*]}"
