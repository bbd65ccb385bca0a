#!/usr/bin/env bash
# Proves that a plain Swift strategy added as the README says (its kernel file and one catalogue
# entry, nothing else) reaches both ISAs: in a TEMPORARY COPY of the tree (the repository is never
# modified) it plants `I420ToNV12/unrolled` (Sources/PiPKernels/Conversion/I420ToNV12/UnrolledI420ToNV12.swift
# and one entry of Sources/PiPCatalogue/Conversion/I420ToNV12Kernels.swift), then requires:
#   1. x86-64: `bench --list-strategies` lists it; a quick run verifies and times it at 640x360;
#   2. the arm64 plan: `bench arm64 cases --side kernels` lists its five sizes;
#   3. arm64: `scripts/ci/arm64-check.sh check count` checks it under qemu (bit-exact with x86-64,
#      against its contract) and counts its five cases (the gate reports them NEW);
#   4. the completeness check: `swift test --filter Arm64CoverageTests` fails naming it and both
#      commands that record its counts.
# Exit 0 when all four hold, 1 (saying which did not) otherwise.
# Usage: scripts/proofs/new-strategy-proof.sh   (about 20 minutes on 2 cores: a clone of HEAD, a
# release build, the arm64 drivers, a debug test build). NEW_STRATEGY_PROOF_KEEP=1 keeps the copy.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d /tmp/new-strategy-proof.XXXXXX)
cleanup() { if [ "${NEW_STRATEGY_PROOF_KEEP:-0}" = 1 ]; then echo "new-strategy-proof: kept $work" >&2; else rm -rf "$work"; fi; }
trap cleanup EXIT
copy=$work/tree
git clone -q --no-hardlinks "$root" "$copy"  # the committed HEAD
cd "$copy"

# The kernel: Y row by row, CbCr two pairs a step (plain Swift).
cat >Sources/PiPKernels/Conversion/I420ToNV12/UnrolledI420ToNV12.swift <<'SWIFT'
/// A planted strategy's kernel (scripts/proofs/new-strategy-proof.sh): Y row by row, CbCr two
/// pairs a step.
public func unrolledI420ToNV12(y: SampleGrid, u: SampleGrid, v: SampleGrid, into yOut: SampleGrid, cbcr: SampleGrid) {
    y.copySamples(to: yOut)
    for row in 0..<cbcr.height {
        let uRow = u.row(row), vRow = v.row(row), out = cbcr.row(row)
        var x = 0
        while x + 2 <= cbcr.width {
            out[2 * x] = uRow[x]; out[2 * x + 1] = vRow[x]; out[2 * x + 2] = uRow[x + 1]; out[2 * x + 3] = vRow[x + 1]
            x += 2
        }
        if x < cbcr.width { out[2 * x] = uRow[x]; out[2 * x + 1] = vRow[x] }
    }
}
SWIFT
# The one catalogue entry.
python3 - <<'PY'
path = "Sources/PiPCatalogue/Conversion/I420ToNV12Kernels.swift"
text = open(path).read()
entry = '''    public static let unrolled = KernelStrategy<I420ToNV12Call>(
        id: "unrolled", summary: "planted: CbCr two pairs a step", family: .scalar, contract: .exact,
        libyuvReference: .strategy("libyuv")) { source, destination, _ in
            unrolledI420ToNV12(y: source.y, u: source.u, v: source.v, into: destination.y, cbcr: destination.cbcr)
        }

    public static let strategies = [naive, scalar, simd, unrolled]'''
assert "    public static let strategies = [naive, scalar, simd]" in text
open(path, "w").write(text.replace("    public static let strategies = [naive, scalar, simd]", entry))
PY
echo "new-strategy-proof: planted I420ToNV12/unrolled (kernel file + one catalogue entry) in $copy"
git diff --stat | cat
git status --short | cat

failures=()
swift build -c release --product bench >"$work/build.log" 2>&1 || { tail -30 "$work/build.log" >&2; exit 1; }
bench=$copy/.build/release/bench
# 1. x86-64.
if "$bench" --list-strategies 2>/dev/null | grep -q '^I420ToNV12/unrolled: '; then echo "1. listed by bench --list-strategies"; else failures+=("1 (not listed)"); fi
if "$bench" --quick --sizes 640x360 --benchmark_filter='^I420ToNV12/unrolled/640x360/hot$' >"$work/run.txt" 2>&1 \
    && grep -q 'unrolled' "$work/run.txt"; then
    echo "1. verified and timed on x86-64:"; grep 'unrolled' "$work/run.txt" | head -2
else failures+=("1 (the x86-64 run)"); cat "$work/run.txt" >&2; fi
# 2. The arm64 plan.
planned=$("$bench" arm64 cases --side kernels | grep -c '^I420ToNV12/unrolled/' || true)
if [ "$planned" -eq 5 ]; then echo "2. bench arm64 cases lists its 5 sizes"; else failures+=("2 ($planned cases planned, not 5)"); fi
# 3. arm64 under qemu.
status=0
ARM64_BENCH=$bench scripts/ci/arm64-check.sh check count >"$work/arm64.txt" 2>&1 || status=$?
checked=$(grep -hc '^I420ToNV12/unrolled/' .build/arm64/check-aarch64.txt || true)
counted=$(grep -c '^I420ToNV12/unrolled/' .build/arm64/count-names.txt || true)
new=$(grep -c 'I420ToNV12/unrolled/.*new' "$work/arm64.txt" || true)
if grep -q 'is bit-identical to x86-64' "$work/arm64.txt" && [ "$checked" -gt 0 ]; then
    echo "3. checked under qemu: $checked cases, bit-identical to x86-64"
else failures+=("3 (the arm64 check: $checked cases)"); fi
if [ "$counted" -eq 5 ] && [ "$new" -eq 5 ]; then
    echo "3. counted under qemu: 5 cases, the gate reports them new:"; grep 'I420ToNV12/unrolled/.*new' "$work/arm64.txt" | head -5
else failures+=("3 (the arm64 count: $counted counted, $new new; exit $status)"); fi
# 4. The completeness check names it with the commands that record it.
if swift test --filter Arm64CoverageTests >"$work/test.txt" 2>&1; then
    failures+=("4 (the coverage test passed)")
elif grep -q 'I420ToNV12/unrolled: no count in baselines/linux-x86_64-2core-instructions.json; record it: .*bench record --metric instructions' "$work/test.txt" \
    && grep -q 'I420ToNV12/unrolled: no arm64 count (the kernels) in baselines/linux-aarch64-qemu-instructions.json; record it: ARM64_RECORD=1 scripts/ci/arm64-check.sh count' "$work/test.txt"; then
    echo "4. swift test fails naming it, with both record commands"
else failures+=("4 (the coverage test failed, not naming it)"); tail -20 "$work/test.txt" >&2; fi

if [ ${#failures[@]} -gt 0 ]; then
    echo "new-strategy-proof: FAILED: ${failures[*]}" >&2
    exit 1
fi
echo "new-strategy-proof: a kernel file and one catalogue entry reached x86-64, the arm64 check, the arm64 counts and the completeness check"
