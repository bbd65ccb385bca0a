#!/usr/bin/env bash
# `swift test` under AddressSanitizer and under ThreadSanitizer, each in a build directory of its own
# (.build-asan, .build-tsan), with the time each pass takes.
#
#   scripts/ci/sanitize.sh [address|thread]...    (default: both)
set -euo pipefail
cd "$(dirname "$0")/../.."
passes=("$@")
[ ${#passes[@]} -gt 0 ] || passes=(address thread)
# Swift keeps pointers LeakSanitizer cannot see (spare bits of enum payloads): leak checks off.
export ASAN_OPTIONS=detect_leaks=0
export TSAN_OPTIONS=halt_on_error=1
for sanitizer in "${passes[@]}"; do
    case $sanitizer in
        address) dir=.build-asan ;;
        thread) dir=.build-tsan ;;
        *) echo "sanitize.sh: unknown sanitizer '$sanitizer' (address or thread)" >&2; exit 2 ;;
    esac
    start=$(date +%s)
    swift build --build-tests --sanitize="$sanitizer" --scratch-path "$dir"
    built=$(date +%s)
    swift test --skip-build --sanitize="$sanitizer" --scratch-path "$dir"
    end=$(date +%s)
    echo "sanitize.sh: $sanitizer: clean; build $((built - start)) s, tests $((end - built)) s"
done
