#!/usr/bin/env python3
"""Writes the arm64 instruction counts of `arm64-driver count` (names on one file, counts from the
qemu plugin on the other, line by line) as a Google Benchmark JSON run with the suite's metadata,
the format of baselines/*-instructions.json, so that `bench check --metric instructions --run`
gates it like the x86 counts.
The libyuv rows carry their version in the strategy (`RotateNV12/libyuv-split@1974/...`); LIBYUV_LIST
(scripts/setup/libyuv-versions.txt) says which Debian package each version is, recorded in the
context (`libyuv_versions`) and the machine's `libyuvVersion`.
    instructions-json.py NAMES COUNTS OUTPUT QEMU SWIFT_VERSION GIT_COMMIT LIBYUV_LIST"""
import datetime, json, re, sys

names_path, counts_path, output, qemu, swift, commit, libyuv_list = sys.argv[1:8]
names = open(names_path).read().split()
counts = [int(line) for line in open(counts_path).read().split()]
if len(names) != len(counts) or not names:
    sys.exit(f"instructions-json: {len(names)} names but {len(counts)} counts; the driver or the plugin failed")
listed = []  # (version, suite, package version)
for line in open(libyuv_list):
    fields = line.split("#")[0].split()
    if fields:
        listed.append(tuple(fields[:3]))
counted = sorted({int(m.group(1)) for name in names for m in [re.search(r"^[^/]+/[^/]+@(\d+)/", name)] if m})
if counted != sorted(int(version) for version, _, _ in listed):
    sys.exit(f"instructions-json: the counted libyuv versions {counted} are not the listed ones "
             f"{[version for version, _, _ in listed]} of {libyuv_list}")
packages = ", ".join(f"{version} (Debian {suite} libyuv-dev:arm64 {package})" for version, suite, package in listed)
libyuv = f"{packages}; NEON, no SVE or SME; the */libyuv*@VERSION/* rows"
date = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
benchmarks = [{
    "name": name, "run_name": name, "run_type": "iteration", "repetition_index": 0, "iterations": 1,
    "real_time": float(count), "cpu_time": float(count), "time_unit": "ns",
} for name, count in zip(names, counts)]
document = {
    "context": {
        "date": date, "host_name": "qemu-aarch64", "library_build_type": "release", "metric": "instructions",
        "num_cpus": "1", "libyuv_versions": packages,
        "note": "real_time and cpu_time hold arm64 instructions per frame counted under qemu-aarch64 with "
                "Arm64/Plugin/insn-count.c (the Swift kernels in Embedded Swift, -O; the libyuv strategies' calls "
                "in C, Arm64/LibYUV/driver.c, with each listed version's Debian arm64 libyuv.a, the version in the "
                "strategy: libyuv-split@1974), not times; qemu's CPU without SVE and SME",
    },
    "benchmarks": benchmarks,
    "metadata": {
        "formatVersion": 1, "metric": "instructions", "profile": "linux-aarch64-qemu", "gitCommit": commit, "date": date,
        "calibrations": {},
        "settings": {"sizes": sorted({part for name in names for part in name.split("/") if "x" in part and part[0].isdigit()}),
                     "scope": "standard", "cacheStates": ["hot"], "framesCounted": 1},
        "machine": {
            "architecture": "aarch64", "buildConfiguration": "release", "cpuModel": "qemu-aarch64 (TCG, user mode)",
            "logicalCores": 1, "caches": [], "simdFeatures": ["neon"],
            "operatingSystem": "Linux (qemu-user, static glibc 2.36)", "swiftVersion": swift,
            "libyuvVersion": libyuv,
            # What counted the instructions (the gate requires the same on both sides); valgrind
            # counted nothing here.
            "valgrindVersion": "none",
            "instructionCounter": f"qemu plugin Arm64/Plugin/insn-count.c under {qemu}",
            "rowKernels": "arm64",
        },
    },
}
with open(output, "w") as file:
    json.dump(document, file, indent=2, sort_keys=True)
    file.write("\n")
