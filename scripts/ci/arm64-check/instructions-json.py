#!/usr/bin/env python3
"""Writes the arm64 instruction counts of `arm64-driver count` (names on one file, counts from the
qemu plugin on the other, line by line) as a Google Benchmark JSON run with the suite's metadata,
the format of baselines/*-instructions.json, so that `bench check --metric instructions --run`
gates it like the x86 counts.
    instructions-json.py NAMES COUNTS OUTPUT QEMU_VERSION SWIFT_VERSION GIT_COMMIT LIBYUV_VERSION"""
import datetime, json, sys

names_path, counts_path, output, qemu, swift, commit, libyuv = sys.argv[1:8]
names = open(names_path).read().split()
counts = [int(line) for line in open(counts_path).read().split()]
if len(names) != len(counts) or not names:
    sys.exit(f"instructions-json: {len(names)} names but {len(counts)} counts; the driver or the plugin failed")
date = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
benchmarks = [{
    "name": name, "run_name": name, "run_type": "iteration", "repetition_index": 0, "iterations": 1,
    "real_time": float(count), "cpu_time": float(count), "time_unit": "ns",
} for name, count in zip(names, counts)]
document = {
    "context": {
        "date": date, "host_name": "qemu-aarch64", "library_build_type": "release", "metric": "instructions",
        "num_cpus": "1",
        "note": "real_time and cpu_time hold arm64 instructions per frame counted under qemu-aarch64 with "
                "Arm64/Plugin/insn-count.c (the Swift kernels in Embedded Swift, -O; the libyuv strategies' calls "
                "in C, Arm64/LibYUV/driver.c, with Debian's arm64 libyuv.a), not times",
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
