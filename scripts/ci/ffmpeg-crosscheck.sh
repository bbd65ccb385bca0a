#!/usr/bin/env bash
# Cross-checks the library's frame files and strategies against ffmpeg (Debian's, installed if
# missing), on real photos (the suite's bundled frames) and an odd size (1279x719, 3 frames):
#   - I420 -> NV12 (`-pix_fmt nv12`) and rotations by 90/180/270 (`transpose=clock`, `cclock`,
#     `hflip,vflip`) byte-identical to ffmpeg for every strategy of I420ToNV12, RotateI420,
#     RotateNV12 and I420ToNV12Rotate;
#   - box downscaling: PSNR of every ScaleI420 strategy against ffmpeg's `scale=...:flags=area`
#     and (printed by bench convert) against the exact area average;
#   - files the library writes (raw and .y4m) decode in ffmpeg to the same bytes (checksums), and
#     .y4m files ffmpeg writes are read by the library.
# Prints a results table; exits 1 on any mismatch.
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/setup/ensure-packages.sh ffmpeg
swift build -c release --product bench >/dev/null
bench=.build/release/bench
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
content=Benchmarks/Suite/Content
# Every strategy of an operation, from the catalogue (a new strategy is checked without editing this).
strategies() { $bench --list-strategies | sed -n "s|^$1/\([^:]*\):.*|\1|p"; }
ff() { ffmpeg -hide_banner -loglevel error -y "$@"; }
sum() { sha256sum "$1" | cut -c1-16; }
failures=0
row() { printf '%-16s %-10s %-9s %-16s %s\n' "$1" "$2" "$3" "$4" "$5"; }
check() { # name size variant strategy expected actual
    if cmp -s "$5" "$6"; then row "$1" "$2" "$3" "$4" "identical"; else row "$1" "$2" "$3" "$4" "DIFFERS"; failures=$((failures + 1)); fi
}

# Inputs: the rocket photo at its native 640x426 (1 frame), and three photos scaled by ffmpeg to
# 1279x719 (odd: chroma 640x360), concatenated (3 frames), raw and as ffmpeg's .y4m.
cp "$content/rocket-640x426.i420" "$work/photo.yuv"
for photo in coffee-600x400 rocket-640x426 astronaut-512x512; do
    size=${photo##*-}
    ff -f rawvideo -pix_fmt yuv420p -s "$size" -i "$content/$photo.i420" -vf scale=1279:719:flags=bicubic \
        -pix_fmt yuv420p -f rawvideo - >>"$work/odd.yuv"
done
ff -f rawvideo -pix_fmt yuv420p -s 1279x719 -r 30 -i "$work/odd.yuv" "$work/odd-ffmpeg.y4m"

row check size variant strategy result
row ---------------- ---------- --------- ---------------- ---------
for input in photo:640x426 odd:1279x719; do
    name=${input%%:*} size=${input##*:}
    src="$work/$name.yuv"
    raw=(--input "$src" --input-size "$size" --input-format i420)
    # ffmpeg's NV12 of the source: the reference for I420ToNV12 and the input of RotateNV12.
    ff -f rawvideo -pix_fmt yuv420p -s "$size" -i "$src" -pix_fmt nv12 -f rawvideo "$work/$name.nv12"
    for strategy in $(strategies I420ToNV12); do
        $bench convert --operation I420ToNV12 --strategy $strategy "${raw[@]}" --output "$work/out.nv12" >/dev/null
        check I420ToNV12 "$size" nv12 $strategy "$work/$name.nv12" "$work/out.nv12"
    done
    for angle in 90 180 270; do
        case $angle in 90) filter=transpose=clock ;; 180) filter=hflip,vflip ;; 270) filter=transpose=cclock ;; esac
        ff -f rawvideo -pix_fmt yuv420p -s "$size" -i "$src" -vf $filter -pix_fmt yuv420p -f rawvideo "$work/ref-i420.yuv"
        ff -f rawvideo -pix_fmt yuv420p -s "$size" -i "$src" -vf $filter -pix_fmt nv12 -f rawvideo "$work/ref-nv12.yuv"
        ff -f rawvideo -pix_fmt nv12 -s "$size" -i "$work/$name.nv12" -vf $filter -pix_fmt nv12 -f rawvideo "$work/ref-nv12n.yuv"
        for strategy in $(strategies RotateI420); do
            $bench convert --operation RotateI420 --strategy $strategy --rotate $angle "${raw[@]}" --output "$work/out.yuv" >/dev/null
            check RotateI420 "$size" "$angle" $strategy "$work/ref-i420.yuv" "$work/out.yuv"
        done
        for strategy in $(strategies RotateNV12); do
            $bench convert --operation RotateNV12 --strategy $strategy --rotate $angle --input "$work/$name.nv12" \
                --input-size "$size" --input-format nv12 --output "$work/out.nv12" >/dev/null
            check RotateNV12 "$size" "$angle" $strategy "$work/ref-nv12n.yuv" "$work/out.nv12"
        done
        for strategy in $(strategies I420ToNV12Rotate); do
            $bench convert --operation I420ToNV12Rotate --strategy $strategy --rotate $angle "${raw[@]}" --output "$work/out.nv12" >/dev/null
            check I420ToNV12Rotate "$size" "$angle" $strategy "$work/ref-nv12.yuv" "$work/out.nv12"
        done
    done
done

# Playback: what the library writes decodes in ffmpeg to the same samples.
$bench convert --operation RotateI420 --strategy simd --rotate 90 --input "$work/odd-ffmpeg.y4m" --output "$work/lib.y4m" >/dev/null
ff -i "$work/lib.y4m" -f rawvideo -pix_fmt yuv420p "$work/lib-decoded.yuv"
ff -f rawvideo -pix_fmt yuv420p -s 1279x719 -i "$work/odd.yuv" -vf transpose=clock -pix_fmt yuv420p -f rawvideo "$work/ref-i420.yuv"
check "y4m playback" 719x1279 "$(sum "$work/lib-decoded.yuv")" "RotateI420 simd" "$work/ref-i420.yuv" "$work/lib-decoded.yuv"
$bench convert --operation I420ToNV12 --strategy simd --input "$work/odd-ffmpeg.y4m" --output "$work/lib.nv12" >/dev/null
ff -f rawvideo -pix_fmt nv12 -s 1279x719 -i "$work/lib.nv12" -f rawvideo -pix_fmt yuv420p "$work/lib-decoded.yuv"
check "nv12 playback" 1279x719 "$(sum "$work/lib-decoded.yuv")" "I420ToNV12 simd" "$work/odd.yuv" "$work/lib-decoded.yuv"

# Box downscaling: PSNR against ffmpeg's area scaler and against the exact area average.
printf '\n%-18s %-20s %-16s %-28s %s\n' scale strategy "vs ffmpeg area" "vs exact area average" "(Y / UV, worst frame; dB)"
psnr() { # a b width height -> "Y / UV" over all frames
    python3 - "$1" "$2" "$3" "$4" <<'PY'
import math, sys
a, b = open(sys.argv[1], "rb").read(), open(sys.argv[2], "rb").read()
w, h = int(sys.argv[3]), int(sys.argv[4]); cw, ch = (w + 1) // 2, (h + 1) // 2
frame, luma = w * h + 2 * cw * ch, w * h
assert len(a) == len(b) and len(a) % frame == 0, (len(a), len(b), frame)
def db(sq, n): return 99.0 if sq == 0 else min(99.0, 10 * math.log10(255 * 255 * n / sq))
worst = [99.0, 99.0]
for f in range(len(a) // frame):
    o = f * frame
    for i, (s, e) in enumerate([(o, o + luma), (o + luma, o + frame)]):
        sq = sum((x - y) * (x - y) for x, y in zip(a[s:e], b[s:e]))
        worst[i] = min(worst[i], db(sq, e - s))
print(f"{worst[0]:.2f} / {worst[1]:.2f}")
PY
}
for input in photo:640x426:320x213 odd:1279x719:640x360 odd:1279x719:426x240; do
    IFS=: read -r name size to <<<"$input"
    w=${to%x*} h=${to#*x}
    ff -f rawvideo -pix_fmt yuv420p -s "$size" -i "$work/$name.yuv" -vf "scale=$w:$h:flags=area" -pix_fmt yuv420p -f rawvideo "$work/area.yuv"
    for strategy in $(strategies ScaleI420); do
        if ! report=$($bench convert --operation ScaleI420 --strategy $strategy --to "$to" --input "$work/$name.yuv" \
                --input-size "$size" --input-format i420 --output "$work/scaled.yuv" 2>&1); then
            printf '%-18s %-20s %s\n' "$size>$to" $strategy "not run: $(tail -1 <<<"$report" | cut -c1-60)"
            continue
        fi
        exact=$(sed -n 's/^PSNR vs reference (worst frame): Y \([0-9.]*\) dB, UV \([0-9.]*\) dB.*/\1 \/ \2/p' <<<"$report")
        printf '%-18s %-20s %-16s %s\n' "$size>$to" $strategy "$(psnr "$work/area.yuv" "$work/scaled.yuv" "$w" "$h")" "$exact"
    done
done

echo
if [ $failures -ne 0 ]; then echo "ffmpeg-crosscheck: $failures check(s) differ from ffmpeg" >&2; exit 1; fi
echo "ffmpeg-crosscheck: every conversion and rotation is byte-identical to ffmpeg; library files play back in ffmpeg"
