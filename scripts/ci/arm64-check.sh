#!/usr/bin/env bash
# The Swift kernels proven on arm64 (README "arm64", docs/design/arm64.md). The PiPKernels target, with the seed models
# and the driver and libc shim of Arm64/, is compiled in Embedded Swift for aarch64 (and for the
# host, as the other side of the comparison), linked
# statically and run under qemu.
#   scripts/ci/arm64-check.sh [check] [asm] [count]   (default: all three)
#   check  the differential driver under qemu-aarch64-static: every kernel against its plain
#          reference (exit 1 on any mismatch), and the same per-case output digests as the x86-64
#          build of the same code (bit-exact across architectures; exit 1 if not)
#   asm    assembly for aarch64 and arm64-apple-ios18.0 checked against Arm64/asm-rules.txt (exit 1)
#   count  arm64 instructions per frame per kernel under qemu-aarch64 with Arm64/Plugin, gated
#          against baselines/linux-aarch64-qemu-instructions.json by `bench check`'s rule
#          (exit codes as `bench check`: 2 regression, 3 missing benchmark, 4 unusable baseline)
#   ARM64_RECORD=1 with count: rewrite the baseline (and docs/arm64-results.md) instead of checking it.
#   count also fails (exit 1) when docs/arm64-results.md is not what scripts/ci/arm64-check/results-table.py
#   makes of the committed baselines.
#   ARM64_BENCH=path: a built `bench` to gate with (default: swift build -c release --product bench).
# libyuv's side (Arm64/LibYUV/driver.c, the suite's libyuv strategies' calls in C): built for aarch64 against
# Debian's libyuv-dev:arm64 (multiarch) and for the host against libyuv-dev; `check` also runs its contract check
# under qemu and compares the two builds' digests (differences only where Arm64/LibYUV/known-differences.txt
# says), `count` also counts its frames into the same baseline under the x86 benchmark names.
# Costs measured on the 2-core machine (shared): packages ~11 s once; libyuv-dev:arm64 once: dpkg
# --add-architecture arm64, then an apt-get update that fetches the arm64 package lists too (2 s here,
# near mirror; every later apt-get update fetches them too) and the install (4 s); build 30-50 s (libyuv driver
# ~1 s of it); check 85-105 s (libyuv 6-11 s of it); asm 25-45 s; count 4-5 s (libyuv ~1.5 s) plus
# `swift build -c release --product bench` (incremental in CI). About 3 min (3 min 8 s on 2026-11-25, load
# ~3.5; 5.5 min at load 7-8).
set -euo pipefail
cd "$(dirname "$0")/../.."
usage() { sed -n '6,17p' "$0" | sed 's/^# \{0,1\}//'; }
stages=("$@")
[ ${#stages[@]} -eq 0 ] && stages=(check asm count)
# The arguments first, before anything is installed or built.
for stage in "${stages[@]}"; do
    case "$stage" in
    check|asm|count) ;;
    -h|--help) usage; exit 0 ;;
    *) echo "arm64-check: unknown stage '$stage' (check, asm, count)" >&2; usage >&2; exit 64 ;;
    esac
done
scripts/setup/ensure-packages.sh qemu-user-static qemu-user gcc-aarch64-linux-gnu libc6-dev-arm64-cross libyuv-dev
# libyuv for aarch64 through multiarch (the same libyuv 1857 as the host's), only when missing.
if ! dpkg-query -W -f='${Status}' libyuv-dev:arm64 2>/dev/null | grep -q "install ok installed"; then
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo=sudo
    dpkg --print-foreign-architectures | grep -qx arm64 || $sudo dpkg --add-architecture arm64
    scripts/setup/ensure-packages.sh libyuv-dev:arm64
fi

swift_bin=${SWIFT_BIN:-/opt/swift/usr/bin}
out=.build/arm64
mkdir -p "$out"

# The kernels: the PiPKernels target whole (every row, tile and plane kernel; Swift standard
# library and the CPrefetch/CByteCopy headers only) and the PiPSeedModels target whole (the seed's
# per-byte loop through modelled CoreVideo accessors, CFrameAccessors), compiled in one module with
# the driver (Arm64/Driver), which brings its own frames and hands each plane over as a SampleGrid.
kernel_files() {
    find Sources/PiPKernels/ Sources/PiPSeedModels/ -name '*.swift' | LC_ALL=C sort
}

# swiftc for one target; $1 target, $2 output, $3 -c or -S, more flags after.
embedded_swiftc() {
    local target=$1 output=$2 mode=$3
    shift 3
    mapfile -t files < <(kernel_files)
    "$swift_bin/swiftc" -enable-experimental-feature Embedded -target "$target" -parse-as-library -O -wmo -suppress-warnings \
        "$mode" -module-name PiPKernels -package-name PiPFrameBench "${files[@]}" "$@" -I Arm64/Shim -Xcc -nostdlibinc \
        -Xfrontend -import-module -Xfrontend CEmbeddedLibc -o "$output"
}

build_drivers() {
    local start=$SECONDS
    mapfile -t driver < <(ls Arm64/Driver/*.swift)
    embedded_swiftc aarch64-none-none-elf "$out/driver-aarch64.o" -c "${driver[@]}"
    aarch64-linux-gnu-gcc -O2 -static -fuse-ld=lld -B"$swift_bin" "$out/driver-aarch64.o" Arm64/Driver/Markers.c \
        Sources/CFrameAccessors/FrameAccessors.c -ISources/CFrameAccessors/include \
        -L"$swift_bin/../lib/swift/embedded/aarch64-none-none-elf" -lswiftUnicodeDataTables -lm -o "$out/driver-aarch64"
    embedded_swiftc x86_64-unknown-linux-gnu "$out/driver-host.o" -c "${driver[@]}"
    "$swift_bin/clang" -O2 "$out/driver-host.o" Arm64/Driver/Markers.c Sources/CFrameAccessors/FrameAccessors.c \
        -ISources/CFrameAccessors/include -L"$swift_bin/../lib/swift/embedded/x86_64-unknown-linux-gnu" \
        -lswiftUnicodeDataTables -lm -o "$out/driver-host"
    # libyuv's side: one C file, static for aarch64 with Debian's arm64 libyuv.a (no C++ runtime needed), and for
    # the host; /usr/include after the cross compiler's own headers, for libyuv.h only.
    aarch64-linux-gnu-gcc -O2 -static -Wall -idirafter /usr/include Arm64/LibYUV/driver.c Arm64/Driver/Markers.c \
        /usr/lib/aarch64-linux-gnu/libyuv.a -lm -o "$out/libyuv-driver-aarch64"
    "$swift_bin/clang" -O2 -Wall Arm64/LibYUV/driver.c Arm64/Driver/Markers.c /usr/lib/x86_64-linux-gnu/libyuv.a -lm \
        -o "$out/libyuv-driver-host"
    echo "arm64-check: built the aarch64 and host drivers in $((SECONDS - start)) s"
}

# libyuv's side of `check`: its NEON and C paths against the strategies' contracts under qemu, and
# its digests against the x86-64 build's (SSE/AVX2): any difference not listed in
# Arm64/LibYUV/known-differences.txt, or a listed one that went away, fails.
stage_check_libyuv() {
    local start=$SECONDS status=0
    "$out/libyuv-driver-host" check >"$out/libyuv-check-host.txt" || status=1
    qemu-aarch64-static "$out/libyuv-driver-aarch64" check >"$out/libyuv-check-aarch64.txt" || status=1
    grep '^FAIL' "$out/libyuv-check-aarch64.txt" "$out/libyuv-check-host.txt" | head -20 >&2 || true
    local differing expected
    differing=$(diff <(cut -d' ' -f2,3 "$out/libyuv-check-host.txt") <(cut -d' ' -f2,3 "$out/libyuv-check-aarch64.txt") |
        awk '$1 == ">" { print $2 }' | LC_ALL=C sort || true)
    expected=$(grep -v '^#' Arm64/LibYUV/known-differences.txt | awk 'NF { print $1 }' | LC_ALL=C sort)
    if [ "$differing" != "$expected" ]; then
        echo "arm64-check: libyuv's aarch64 output differs from its x86-64 output other than Arm64/LibYUV/known-differences.txt says:" >&2
        diff <(echo "$expected") <(echo "$differing") | grep '^[<>]' | sed 's/^</  listed, now equal:/; s/^>/  differs, not listed:/' >&2
        status=1
    fi
    [ "$status" -eq 0 ] && echo "arm64-check: libyuv meets the strategies' contracts under qemu (NEON and C paths, $((SECONDS - start)) s); NEON equals x86-64 SIMD except $(echo "$expected" | grep -c .) known case(s)"
    return "$status"
}

stage_check() {
    local start=$SECONDS status=0 host
    "$out/driver-host" check >"$out/check-host.txt" &  # the x86-64 side, on the other core
    host=$!
    qemu-aarch64-static "$out/driver-aarch64" check >"$out/check-aarch64.txt" || status=1
    local arm_seconds=$((SECONDS - start))
    wait "$host" || status=1
    grep '^FAIL' "$out/check-aarch64.txt" | head -20 >&2 || true
    tail -1 "$out/check-aarch64.txt"
    if ! cmp -s "$out/check-aarch64.txt" "$out/check-host.txt"; then
        echo "arm64-check: aarch64 output differs from x86-64 output (first differences):" >&2
        diff "$out/check-host.txt" "$out/check-aarch64.txt" | head -10 >&2
        status=1
    fi
    [ "$status" -eq 0 ] && echo "arm64-check: every kernel matches its reference under qemu (${arm_seconds} s) and is bit-identical to x86-64"
    return "$status"
}

# Builds the plugin, runs `arm64-driver count` under qemu-aarch64 with it, and gates the counts.
stage_count() {
    local start=$SECONDS baseline=baselines/linux-aarch64-qemu-instructions.json status=0
    "$swift_bin/clang" -shared -fPIC -O2 -Wall -o "$out/insn-count.so" Arm64/Plugin/insn-count.c
    local begin end
    begin=$(aarch64-linux-gnu-nm "$out/driver-aarch64" | awk '$3 == "pip_count_begin" { print $1 }')
    end=$(aarch64-linux-gnu-nm "$out/driver-aarch64" | awk '$3 == "pip_count_end" { print $1 }')
    qemu-aarch64 -plugin "$out/insn-count.so,begin=0x$begin,end=0x$end,out=$out/counts-swift.txt" \
        "$out/driver-aarch64" count >"$out/count-names-swift.txt"
    # libyuv's frames, by the same plugin between the same markers (linked into its driver).
    begin=$(aarch64-linux-gnu-nm "$out/libyuv-driver-aarch64" | awk '$3 == "pip_count_begin" { print $1 }')
    end=$(aarch64-linux-gnu-nm "$out/libyuv-driver-aarch64" | awk '$3 == "pip_count_end" { print $1 }')
    qemu-aarch64 -plugin "$out/insn-count.so,begin=0x$begin,end=0x$end,out=$out/counts-libyuv.txt" \
        "$out/libyuv-driver-aarch64" count >"$out/count-names-libyuv.txt"
    cat "$out/count-names-swift.txt" "$out/count-names-libyuv.txt" >"$out/count-names.txt"
    cat "$out/counts-swift.txt" "$out/counts-libyuv.txt" >"$out/counts.txt"
    python3 scripts/ci/arm64-check/instructions-json.py "$out/count-names.txt" "$out/counts.txt" "$out/run-instructions.json" \
        "$(qemu-aarch64 --version | head -1)" "$("$swift_bin/swiftc" --version 2>&1 | head -1)" \
        "$(git rev-parse HEAD 2>/dev/null || echo unknown)" \
        "$(awk '$2 == "LIBYUV_VERSION" { print $3 }' /usr/include/libyuv/version.h) (Debian libyuv-dev:arm64 $(dpkg-query -W -f='${Version}' libyuv-dev:arm64), NEON, for the */libyuv*/* rows)"
    echo "arm64-check: counted $(wc -l <"$out/counts-swift.txt") kernels and $(wc -l <"$out/counts-libyuv.txt") libyuv chains under qemu-aarch64 in $((SECONDS - start)) s"
    if [ "${ARM64_RECORD:-0}" = 1 ]; then
        cp "$out/run-instructions.json" "$baseline"
        echo "arm64-check: recorded $baseline"
        python3 scripts/ci/arm64-check/results-table.py  # docs/arm64-results.md from the new baseline
        return 0
    fi
    # docs/arm64-results.md must be what the committed baselines give (under a second).
    python3 scripts/ci/arm64-check/results-table.py --check || status=1
    local bench=${ARM64_BENCH:-.build/release/bench}
    [ -n "${ARM64_BENCH:-}" ] || swift build -c release --product bench >/dev/null
    "$bench" check --metric instructions --run "$out/run-instructions.json" --baseline "$baseline" \
        --summary "$out/summary-instructions.md" --verdict "$out/verdict-instructions.json" || status=$?
    return "$status"
}

stage_asm() {
    local start=$SECONDS status=0
    mapfile -t driver < <(ls Arm64/Driver/*.swift)
    for target in aarch64-none-none-elf arm64-apple-ios18.0; do
        embedded_swiftc "$target" "$out/kernels-$target.s" -S "${driver[@]}"
        PATH="$swift_bin:$PATH" python3 scripts/ci/arm64-check/check-assembly.py "$out/kernels-$target.s" Arm64/asm-rules.txt \
            "$target" || status=1
    done
    echo "arm64-check: assembly checked in $((SECONDS - start)) s"
    return "$status"
}

status=0
build_drivers
for stage in "${stages[@]}"; do
    case "$stage" in
    check) stage_check || status=1; stage_check_libyuv || status=1 ;;
    asm) stage_asm || status=1 ;;
    count) stage_count || { code=$?; [ "$status" -eq 0 ] && status=$code; } ;;
    *) echo "arm64-check: unknown stage $stage (check, asm, count)" >&2; exit 64 ;;
    esac
done
exit "$status"
