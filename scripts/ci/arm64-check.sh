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
#   count  arm64 instructions per frame per kernel under qemu-aarch64 with Arm64/Plugin, on the cases the
#          x86-64 instructions plan counts (`bench arm64 cases`: every operation strategy's), gated
#          against baselines/linux-aarch64-qemu-instructions.json by `bench check`'s rule
#          (exit codes as `bench check`: 2 regression, 3 missing benchmark, 4 unusable baseline)
#   ARM64_RECORD=1 with count: rewrite the baseline (and docs/arm64-results.md) instead of checking it.
#   count also fails (exit 1) when docs/arm64-results.md is not what `bench arm64 table` makes of the
#   committed baselines.
#   ARM64_BENCH=path: a built `bench` that lists the cases and gates (default: swift build -c release --product bench).
# libyuv's side (Arm64/LibYUV/driver.c with the suite's libyuv chains, Sources/CLibYUVChains, the C that
# PiPLibYUV's strategies call), for every version of scripts/setup/libyuv-versions.txt (obtained by
# scripts/setup/libyuv-versions.sh into .build/libyuv-versions): built for aarch64 against that version's Debian
# libyuv.a for arm64 and for the host against its amd64 libyuv.a. It runs the cases that $out/cases-libyuv.txt
# names (`bench arm64 cases --side libyuv`: the x86 suite's libyuv benchmark names, without a version); `check` runs its contract check
# on both (and its own small, odd and extra-geometry cases), and compares digests: each version's aarch64 output
# with its x86-64 output, and each version's output with the version listed before it on the same ISA
# (differences only where Arm64/LibYUV/known-differences.txt says); `count` counts its frames into the same
# baseline, the version in each name's strategy (RotateNV12/libyuv-split@1974/1280x720/90/hot).
# Every aarch64 run is under a CPU without SVE or SME, as Apple's (qemu -cpu max,sve=off,sme=off).
# Costs in CI on the 2-core machine, beside the other lane's steps (docs/design/ci.md): packages ~11 s once;
# libyuv versions once 18 s (package lists), then a no-op; build 131 s (three compiles of the kernel module
# side by side; libyuv ~1.5 s a version); check 107 s (two qemu processes) and libyuv 14 s; asm 1 s;
# count 8 s plus `swift build -c release --product bench` (incremental in CI).
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
scripts/setup/ensure-packages.sh qemu-user-static qemu-user gcc-aarch64-linux-gnu libc6-dev-arm64-cross
scripts/setup/libyuv-versions.sh
mapfile -t libyuv_versions < <(sed 's/#.*//' scripts/setup/libyuv-versions.txt | awk 'NF { print $1 }')
libyuv_root=.build/libyuv-versions
# The CPU every aarch64 run models: qemu's max without SVE and SME, as Apple's cores. Debian's libyuv
# builds read no environment (no LIBYUV_DISABLE_*; their libyuv.a calls no getenv), so the CPU is what keeps
# libyuv on NEON; its driver fails if libyuv selects SVE or SME anyway.
qemu_cpu=(-cpu max,sve=off,sme=off)

swift_bin=${SWIFT_BIN:-/opt/swift/usr/bin}
out=.build/arm64
mkdir -p "$out"

# The kernels: the PiPKernels target whole (every row, tile and plane kernel; Swift standard
# library and the CPrefetch/CByteCopy headers only) and the PiPSeedModels target whole (the seed's
# per-byte loop through modelled CoreVideo accessors, CFrameAccessors), compiled in one module with
# the driver (Arm64/Driver), which brings its own frames and hands each plane over as a SampleGrid.
kernel_files() {
    find Sources/PiPKernels/ Sources/PiPSeedModels/ Sources/PiPStrategyModel/ Sources/PiPCatalogue/ -name '*.swift' | LC_ALL=C sort
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
    # The kernel module's compiles are independent, each one swift-frontend on one core, so they run
    # side by side: aarch64 (to assembly, which the asm stage checks, then assembled), the host, and
    # arm64-apple-ios18.0's assembly when the asm stage runs.
    local compiles=() compile failed=0
    (
        embedded_swiftc aarch64-none-none-elf "$out/kernels-aarch64-none-none-elf.s" -S "${driver[@]}"
        "$swift_bin/clang" -target aarch64-none-none-elf -c "$out/kernels-aarch64-none-none-elf.s" -o "$out/driver-aarch64.o"
        aarch64-linux-gnu-gcc -O2 -static -fuse-ld=lld -B"$swift_bin" "$out/driver-aarch64.o" Arm64/Driver/Markers.c \
            Sources/CFrameAccessors/FrameAccessors.c -ISources/CFrameAccessors/include \
            -L"$swift_bin/../lib/swift/embedded/aarch64-none-none-elf" -lswiftUnicodeDataTables -lm -o "$out/driver-aarch64"
    ) &
    compiles+=($!)
    (
        embedded_swiftc x86_64-unknown-linux-gnu "$out/driver-host.o" -c "${driver[@]}"
        "$swift_bin/clang" -O2 "$out/driver-host.o" Arm64/Driver/Markers.c Sources/CFrameAccessors/FrameAccessors.c \
            -ISources/CFrameAccessors/include -L"$swift_bin/../lib/swift/embedded/x86_64-unknown-linux-gnu" \
            -lswiftUnicodeDataTables -lm -o "$out/driver-host"
    ) &
    compiles+=($!)
    if [[ " ${stages[*]} " == *" asm "* ]]; then
        embedded_swiftc arm64-apple-ios18.0 "$out/kernels-arm64-apple-ios18.0.s" -S "${driver[@]}" &
        compiles+=($!)
    fi
    for compile in "${compiles[@]}"; do wait "$compile" || failed=1; done
    [ "$failed" -eq 0 ] || { echo "arm64-check: the kernels did not build (above)" >&2; exit 1; }
    local swift_seconds=$((SECONDS - start))
    # libyuv's side: the driver and the suite's libyuv chains (Sources/CLibYUVChains) per version, static for
    # aarch64 with that version's arm64 libyuv.a (no C++ runtime needed) and for the host with its amd64
    # libyuv.a, each against its own headers. The cases it runs: `write_cases` below.
    local version tree chains=(Sources/CLibYUVChains/*.c -ISources/CLibYUVChains/include)
    for version in "${libyuv_versions[@]}"; do
        tree=$libyuv_root/$version
        aarch64-linux-gnu-gcc -O2 -static -Wall -I"$tree/arm64/usr/include" Arm64/LibYUV/driver.c "${chains[@]}" \
            Arm64/Driver/Markers.c "$tree/arm64/usr/lib/aarch64-linux-gnu/libyuv.a" -lm -o "$out/libyuv-driver-$version-aarch64"
        "$swift_bin/clang" -O2 -Wall -I"$tree/amd64/usr/include" Arm64/LibYUV/driver.c "${chains[@]}" Arm64/Driver/Markers.c \
            "$tree/amd64/usr/lib/x86_64-linux-gnu/libyuv.a" -lm -o "$out/libyuv-driver-$version-host"
    done
    echo "arm64-check: built the aarch64 and host drivers in $((SECONDS - start)) s (the kernels $swift_seconds s," \
        "libyuv ${libyuv_versions[*]} $((SECONDS - start - swift_seconds)) s)"
}

# libyuv's side of `check`, for every version: its NEON and C paths against the strategies' contracts under
# qemu and its SSE/AVX2 and C paths on the host; its aarch64 digests against its x86-64 digests, and each
# ISA's digests against the version listed before it. Every difference found is a line `KIND NAME`
# (aarch64-vs-x86-64, or x86-64-vs-OLDER / aarch64-vs-OLDER with NAME of the newer version); any not in
# Arm64/LibYUV/known-differences.txt, or a listed one that went away, fails.
# `KIND NAME` for every case whose default-path digest differs between two `libyuv-driver check` outputs
# of the same cases ($3, $4), NAME with version $2.
libyuv_differences() {
    paste -d' ' <(awk '$1 == "ok" || $1 == "FAIL" { print $2, $3 }' "$3" | sed -E 's|@[0-9]+/| |') \
        <(awk '$1 == "ok" || $1 == "FAIL" { print $2, $3 }' "$4" | sed -E 's|@[0-9]+/| |') |
        awk -v kind="$1" -v version="$2" '$1 != $4 || $2 != $5 { print "misaligned " $1 "/" $2 " " $4 "/" $5; next }
            $3 != $6 { print kind " " $1 "@" version "/" $2 }'
}

stage_check_libyuv() {
    local start=$SECONDS status=0 version previous="" isa
    local found=$out/libyuv-differences.txt
    : >"$found"
    # Every version under qemu at once (the cores share them), the host's runs meanwhile.
    local pids=() index
    for version in "${libyuv_versions[@]}"; do
        qemu-aarch64-static "${qemu_cpu[@]}" "$out/libyuv-driver-$version-aarch64" check "$out/cases-libyuv.txt" \
            >"$out/libyuv-check-$version-aarch64.txt" &
        pids+=($!)
    done
    for version in "${libyuv_versions[@]}"; do
        "$out/libyuv-driver-$version-host" check "$out/cases-libyuv.txt" >"$out/libyuv-check-$version-x86-64.txt" || status=1
    done
    for index in "${!pids[@]}"; do wait "${pids[$index]}" || status=1; done
    for version in "${libyuv_versions[@]}"; do
        grep -h '^FAIL' "$out/libyuv-check-$version-aarch64.txt" "$out/libyuv-check-$version-x86-64.txt" | head -20 >&2 || true
        libyuv_differences aarch64-vs-x86-64 "$version" "$out/libyuv-check-$version-x86-64.txt" \
            "$out/libyuv-check-$version-aarch64.txt" >>"$found"
        if [ -n "$previous" ]; then
            for isa in x86-64 aarch64; do
                libyuv_differences "$isa-vs-$previous" "$version" "$out/libyuv-check-$previous-$isa.txt" \
                    "$out/libyuv-check-$version-$isa.txt" >>"$found"
            done
        fi
        previous=$version
    done
    local differing expected
    differing=$(LC_ALL=C sort "$found")
    expected=$(grep -v '^#' Arm64/LibYUV/known-differences.txt | awk 'NF { print $1, $2 }' | LC_ALL=C sort)
    if [ "$differing" != "$expected" ]; then
        echo "arm64-check: libyuv's outputs differ other than Arm64/LibYUV/known-differences.txt says:" >&2
        diff <(echo "$expected") <(echo "$differing") | grep '^[<>]' | sed 's/^</  listed, now equal:/; s/^>/  differs, not listed:/' >&2
        status=1
    fi
    [ "$status" -eq 0 ] && echo "arm64-check: libyuv ${libyuv_versions[*]} meet the strategies' contracts under qemu and on the" \
        "host (SIMD and C paths, $((SECONDS - start)) s); outputs differ across ISAs and versions only in the" \
        "$(echo "$expected" | grep -c .) known case(s)"
    return "$status"
}

stage_check() {
    local start=$SECONDS status=0 index pids=()
    # The driver's families in two processes under qemu, one per core (the two paddings of the
    # downscales, the largest family, apart), then the same groups on the host.
    local groups=("rotations scaling-tight" "conversions scaling-padded rotate-scale")
    for index in "${!groups[@]}"; do
        # shellcheck disable=SC2086  # the group is a list of family names
        qemu-aarch64-static "${qemu_cpu[@]}" "$out/driver-aarch64" check ${groups[$index]} >"$out/check-aarch64-$index.txt" &
        pids+=($!)
    done
    for index in "${!groups[@]}"; do
        # shellcheck disable=SC2086
        "$out/driver-host" check ${groups[$index]} >"$out/check-host-$index.txt" || status=1
    done
    for index in "${!pids[@]}"; do wait "${pids[$index]}" || status=1; done
    local arm_seconds=$((SECONDS - start))
    # The groups' outputs in their order (by index: not a glob, which would take a stale file of
    # another grouping).
    : >"$out/check-aarch64.txt"
    : >"$out/check-host.txt"
    for index in "${!groups[@]}"; do
        cat "$out/check-aarch64-$index.txt" >>"$out/check-aarch64.txt"
        cat "$out/check-host-$index.txt" >>"$out/check-host.txt"
    done
    grep '^FAIL' "$out/check-aarch64.txt" | head -20 >&2 || true
    awk '$1 == "cases" { cases += $2; failures += $4 } END { print "cases " cases ", failures " failures }' "$out/check-aarch64.txt"
    if ! cmp -s "$out/check-aarch64.txt" "$out/check-host.txt"; then
        echo "arm64-check: aarch64 output differs from x86-64 output (first differences):" >&2
        diff "$out/check-host.txt" "$out/check-aarch64.txt" | head -10 >&2
        status=1
    fi
    [ "$status" -eq 0 ] && echo "arm64-check: every kernel matches its reference under qemu (${arm_seconds} s) and is bit-identical to x86-64"
    return "$status"
}

# Counts every case of the file $2 (one benchmark name a line) with the driver $1 under qemu-aarch64 and the
# plugin, each case in a process of its own, two at a time: as the x86-64 counts are made, so that a case's heap
# (libyuv's scaling mallocs row buffers per call) is its own whatever the plan lists before it. $3: how the driver
# takes its cases (`stdin`: the kernels' driver; `file`: libyuv's). Writes the names the driver printed to $4,
# the counts in the same order to $5 and their profiles (where the instructions went) to $5.profile, and
# appends names and counts to $out/count-names.txt and $out/counts.txt.
count_each() {
    local binary=$1 cases=$2 input=$3 names=$4 counts=$5 begin end prefix case failed=0
    begin=$(aarch64-linux-gnu-nm "$binary" | awk '$3 == "pip_count_begin" { print $1 }')
    end=$(aarch64-linux-gnu-nm "$binary" | awk '$3 == "pip_count_end" { print $1 }')
    prefix=$out/count/$(basename "$binary")
    rm -rf "$prefix" && mkdir -p "$prefix"
    : >"$names"
    : >"$counts"
    : >"$counts.profile"
    [ -s "$cases" ] || return 0
    split -l 1 -d -a 5 "$cases" "$prefix/case."
    local each=("$prefix"/case.*)
    count_one() {
        local plugin="$out/insn-count.so,begin=0x$begin,end=0x$end,out=$1.count"
        if [ "$input" = stdin ]; then
            qemu-aarch64 "${qemu_cpu[@]}" -plugin "$plugin" "$binary" count <"$1" >"$1.name"
        else
            qemu-aarch64 "${qemu_cpu[@]}" -plugin "$plugin" "$binary" count "$1" >"$1.name"
        fi || { echo "arm64-check: $(basename "$binary") count $(cat "$1") failed:" >&2; cat "$1.name" >&2; return 1; }
    }
    for case in "${each[@]}"; do
        count_one "$case" &
        if [ "$(jobs -rp | wc -l)" -ge 2 ]; then wait -n || failed=1; fi
    done
    while [ "$(jobs -rp | wc -l)" -gt 0 ]; do wait -n || failed=1; done
    [ "$failed" -eq 0 ] || return 1
    for case in "${each[@]}"; do
        cat "$case.name" >>"$names"
        cat "$case.count" >>"$counts"
        cat "$case.count.profile" >>"$counts.profile"
    done
    cat "$names" >>"$out/count-names.txt"
    cat "$counts" >>"$out/counts.txt"
}

# Builds the plugin, counts the kernels' cases and libyuv's (each version) under qemu-aarch64 with it, and
# gates the counts; their profiles (where the instructions went) go beside the run, and with the
# baseline when recorded.
stage_count() {
    local start=$SECONDS baseline=baselines/linux-aarch64-qemu-instructions.json status=0
    "$swift_bin/clang" -shared -fPIC -O2 -Wall -o "$out/insn-count.so" Arm64/Plugin/insn-count.c
    : >"$out/count-names.txt"
    : >"$out/counts.txt"
    # ARM64_COUNT_FILTER (bench bisect): only the kernel cases this regex selects.
    local cases=$out/cases-kernels.txt
    if [ -n "${ARM64_COUNT_FILTER:-}" ]; then
        grep -E -- "$ARM64_COUNT_FILTER" "$out/cases-kernels.txt" >"$out/cases-counted.txt" || true
        cases=$out/cases-counted.txt
    fi
    count_each "$out/driver-aarch64" "$cases" stdin "$out/count-names-swift.txt" "$out/counts-swift.txt" || return 1
    # libyuv's frames, each version by the same plugin between the same markers (linked into its driver).
    local version binary
    : >"$out/counts-libyuv.txt"
    for version in "${libyuv_versions[@]}"; do
        count_each "$out/libyuv-driver-$version-aarch64" "$out/cases-libyuv.txt" file \
            "$out/count-names-libyuv-$version.txt" "$out/counts-libyuv-$version.txt" || return 1
        cat "$out/counts-libyuv-$version.txt" >>"$out/counts-libyuv.txt"
    done
    python3 scripts/ci/arm64-check/instructions-json.py "$out/count-names.txt" "$out/counts.txt" "$out/run-instructions.json" \
        "$(qemu-aarch64 --version | head -1), ${qemu_cpu[*]}" "$("$swift_bin/swiftc" --version 2>&1 | head -1)" \
        "$(git rev-parse HEAD 2>/dev/null || echo unknown)" scripts/setup/libyuv-versions.txt
    # Where the instructions went: the plugin's profiles (COUNTS.profile) named from each binary's symbols.
    aarch64-linux-gnu-nm -n --defined-only "$out/driver-aarch64" >"$out/driver-aarch64.symbols"
    local drivers=(--driver "driver-aarch64:$out/count-names-swift.txt:$out/counts-swift.txt:$out/driver-aarch64.symbols")
    for version in "${libyuv_versions[@]}"; do
        binary=$out/libyuv-driver-$version-aarch64
        aarch64-linux-gnu-nm -n --defined-only "$binary" >"$binary.symbols"
        drivers+=(--driver "libyuv-$version:$out/count-names-libyuv-$version.txt:$out/counts-libyuv-$version.txt:$binary.symbols")
    done
    "$bench" arm64 profile "${drivers[@]}" --output "$out/run-instructions.profile.json" --commit "$(git rev-parse HEAD 2>/dev/null || echo unknown)" \
        --counter "qemu plugin Arm64/Plugin/insn-count.c under $(qemu-aarch64 --version | head -1), ${qemu_cpu[*]}"
    echo "arm64-check: counted $(wc -l <"$out/counts-swift.txt") kernels and $(wc -l <"$out/counts-libyuv.txt") libyuv chains" \
        "(libyuv ${libyuv_versions[*]}) under qemu-aarch64 in $((SECONDS - start)) s"
    if [ "${ARM64_RECORD:-0}" = 1 ]; then
        cp "$out/run-instructions.json" "$baseline"
        cp "$out/run-instructions.profile.json" "${baseline%.json}.profile.json"
        echo "arm64-check: recorded $baseline (and where the instructions went, ${baseline%.json}.profile.json)"
        "$bench" arm64 table  # docs/arm64-results.md from the new baseline
        return 0
    fi
    # docs/arm64-results.md must be what the committed baselines give (about a second).
    "$bench" arm64 table --check || status=1
    "$bench" check --metric instructions --run "$out/run-instructions.json" --baseline "$baseline" \
        --summary "$out/summary-instructions.md" --verdict "$out/verdict-instructions.json" || status=$?
    return "$status"
}

# Both assembly files are build_drivers' (aarch64's is the one the driver is assembled from).
stage_asm() {
    local start=$SECONDS status=0
    for target in aarch64-none-none-elf arm64-apple-ios18.0; do
        PATH="$swift_bin:$PATH" python3 scripts/ci/arm64-check/check-assembly.py "$out/kernels-$target.s" Arm64/asm-rules.txt \
            "$target" || status=1
    done
    echo "arm64-check: assembly checked in $((SECONDS - start)) s"
    return "$status"
}

# The cases both drivers count (and libyuv's check runs): the x86-64 instructions plan's, as the
# release bench lists them (`bench arm64 cases`); a no-op build in CI, where the package lane built it.
bench=${ARM64_BENCH:-.build/release/bench}
write_cases() {
    [ -n "${ARM64_BENCH:-}" ] || swift build -c release --product bench >/dev/null
    "$bench" arm64 cases --side kernels >"$out/cases-kernels.txt"
    "$bench" arm64 cases --side libyuv >"$out/cases-libyuv.txt"
}

status=0
build_drivers
write_cases
for stage in "${stages[@]}"; do
    case "$stage" in
    check) stage_check || status=1; stage_check_libyuv || status=1 ;;
    asm) stage_asm || status=1 ;;
    count) stage_count || { code=$?; [ "$status" -eq 0 ] && status=$code; } ;;
    *) echo "arm64-check: unknown stage $stage (check, asm, count)" >&2; exit 64 ;;
    esac
done
exit "$status"
