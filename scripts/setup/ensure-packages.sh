#!/usr/bin/env bash
# Installs the Debian packages named as arguments that are not installed yet; a no-op when all are.
# Every script that needs a system package calls this, so a fresh machine (CI) gets what it needs:
#   scripts/setup/ensure-packages.sh ffmpeg chromium
# A package of another architecture (libyuv-dev:arm64) adds that architecture to dpkg first. Calls
# from steps running side by side (.ci/run's lanes) take turns: apt and dpkg take one at a time.
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
# One installer at a time: a second caller waits here, then finds what the first installed.
exec 9>"${TMPDIR:-/tmp}/pip-frame-bench-ensure-packages.lock"
flock 9
still_missing=()
for package in "${missing[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || still_missing+=("$package")
done
[ ${#still_missing[@]} -eq 0 ] && exit 0
missing=("${still_missing[@]}")
for package in "${missing[@]}"; do
    case $package in
    *:*)
        architecture=${package##*:}
        dpkg --print-foreign-architectures | grep -qx "$architecture" || $sudo dpkg --add-architecture "$architecture"
        ;;
    esac
done
echo "ensure-packages: installing ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
