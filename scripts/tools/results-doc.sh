#!/usr/bin/env bash
# Regenerates docs/results.md from one run of the suite (the README's "Results" link):
#   scripts/tools/results-doc.sh                 release build, then the fixed selection below with 9
#                                          interleaved repetitions of 0.1 s; writes docs/results.md
#   scripts/tools/results-doc.sh --smoke FILE    the same selection, 1 repetition of 0.001 s, no
#                                          interleaving; writes FILE (a check that the document
#                                          is produced, not figures to publish)
#
# The selection: the standard matrix at 1280x720, 1920x1080 and the odd 1279x719 with padded rows, which
# decoders hand out (`bench --sizes 1280x720,1920x1080,1279x719`): I420 -> NV12 with its memcpy roofline, rotation at 90 degrees (RotateNV12,
# RotateI420, I420ToNV12Rotate), downscaling (ScaleI420, ScaleNV12, ScaleI420ToNV12, with PSNR),
# rotate+scale (RotateScaleNV12, the camera), I420ToBGRA, provisioning, the rotating kernels' read
# orders (ReadOrder, and the table of the cold kernels beside them), and the pipelines of the
# five streams (remote 1080p30 and 1080p60, screen share 2160p15, camera 720p30 and 720p60: their
# output-size and frame-skipping policies, CPU share at each stream's own rate), each table with
# its memory (allocations and bytes per frame, bytes held; an operation's table where a strategy
# allocates or holds any). The tables are bench's own summary tables
# (`bench run --summary-markdown`: the cases of one operation and cache state at both sizes share a
# table), with the machine, date, commit, load and command line above them. Run it on a quiet
# machine: the load average before and after the run is written down.
# The document is the run only: figures that need a script of their own (an A/B of two builds,
# hours of trials) live in the design notes under docs/design/, each with its command and machine.
# Then the upgrade table, for every version of scripts/setup/libyuv-versions.txt (obtained by
# scripts/setup/libyuv-versions.sh into .build/libyuv-versions/): `bench libyuv-versions` times
# libyuv's strategies and ours at 1280x720, 1920x1080 and 1279x719 against the installed libyuv and each of
# them, alternated over 8 rounds in one job (a process runs about 50 benchmarks in about 7 s on
# the 2-core Xeon host: about 3 minutes for three versions; --smoke: 2 short rounds at 1280x720),
# with the arm64 instruction counts per version of
# baselines/linux-aarch64-qemu-instructions.json for the same cases beside it (every arm64 case:
# docs/arm64-results.md).
set -euo pipefail
cd "$(dirname "$0")/../.."

usage() { sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; }
output=docs/results.md
timing=(--benchmark_repetitions=9 --benchmark_min_time=0.1 --benchmark_enable_random_interleaving=true)
versions_timing=(--rounds 8)
versions_sizes=(--sizes 1280x720,1920x1080,1279x719)
mode=full
case "${1:-}" in
    "") ;;
    --smoke)
        [ $# -eq 2 ] || { echo "results-doc: --smoke needs the file to write (it never writes docs/results.md)" >&2; exit 64; }
        output=$2
        timing=(--benchmark_repetitions=1 --benchmark_min_time=0.001 --benchmark_enable_random_interleaving=false)
        versions_timing=(--rounds 2 --repetitions 1 --min-time 0.001)
        versions_sizes=(--sizes 1279x719)
        mode=smoke
        ;;
    -h|--help) usage; exit 0 ;;
    *) echo "results-doc: unknown argument '$1'" >&2; usage >&2; exit 64 ;;
esac
[ $# -le 2 ] || { usage >&2; exit 64; }

swift build -c release --product bench
load_before=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)
start=$(date +%s)
.build/release/bench --sizes 1280x720,1920x1080,1279x719 "${timing[@]}" --summary-markdown "$output"

# The upgrade table: the installed libyuv and every other listed version (obtained first; a no-op
# when they are there), alternated in one job.
scripts/setup/libyuv-versions.sh
installed=$(awk '$1 == "#define" && $2 == "LIBYUV_VERSION" { print $3 }' /usr/include/libyuv/version.h)
arch=$(dpkg --print-architecture 2>/dev/null || echo amd64)
libraries=()
while read -r version; do
    [ "$version" = "$installed" ] || libraries+=(--libyuv "$version=.build/libyuv-versions/$version/$arch")
done < <(sed 's/#.*//' scripts/setup/libyuv-versions.txt | awk 'NF { print $1 }')
[ ${#libraries[@]} -gt 0 ] || { echo "results-doc: scripts/setup/libyuv-versions.txt lists no version other than the installed $installed" >&2; exit 1; }
upgrade=$(mktemp)
.build/release/bench libyuv-versions "${libraries[@]}" "${versions_sizes[@]}" "${versions_timing[@]}" \
    --out .build/libyuv-versions/versions-time.json --markdown "$upgrade" \
    --instructions baselines/linux-aarch64-qemu-instructions.json >/dev/null
{ echo; echo "## libyuv upgrades"; echo; cat "$upgrade"; } >>"$output"
rm -f "$upgrade"
seconds=$(( $(date +%s) - start ))

# The 60 fps streams and the memory columns are in the document (the smoke run checks the generator).
for expected in "Pipeline remote-1920x1080-60fps" "Pipeline local-1280x720-60fps" "CPU@60fps" "held MiB" "alloc KiB/frame"; do
    grep -qF "$expected" "$output" || { echo "results-doc: '$expected' is missing from $output" >&2; exit 1; }
done

# Say how the document was made, under its title.
how="\`scripts/tools/results-doc.sh\`"
[ "$mode" = full ] || how="$how --smoke (1 short repetition: not figures to publish)"
note="> Generated by $how from one run of ${seconds} s; load average before the run: ${load_before//' '/, }. Do not edit by hand: run the script again."
tmp=$(mktemp "$output.XXXXXX")
{ head -n 1 "$output"; echo; echo "$note"; tail -n +2 "$output"; } >"$tmp"
cat "$tmp" >"$output"
rm -f "$tmp"

echo "results-doc: wrote $output ($mode, ${seconds} s)"
