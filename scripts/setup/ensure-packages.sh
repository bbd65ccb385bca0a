#!/usr/bin/env bash
# Installs the Debian packages named as arguments that are not installed yet; a no-op when all are.
# Every script that needs a system package calls this, so a fresh machine (CI) gets what it needs:
#   scripts/setup/ensure-packages.sh ffmpeg chromium
set -euo pipefail

missing=()
for package in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
        echo "ensure-packages: missing ${missing[*]}; run as root or install sudo" >&2
        exit 1
    fi
fi
echo "ensure-packages: installing ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
