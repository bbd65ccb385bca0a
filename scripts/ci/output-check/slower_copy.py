"""Writes a copy of a run file in which the benchmarks a regex selects took FACTOR times as long
(real_time and cpu_time of their repetitions): a run of a patched, slower build.

    python3 slower_copy.py RUN.json REGEX FACTOR OUT.json
"""
import json
import re
import sys

import strict_json

run, pattern, factor, out = sys.argv[1], re.compile(sys.argv[2]), float(sys.argv[3]), sys.argv[4]
document = strict_json.load(run)
patched = 0
for entry in document["benchmarks"]:
    if pattern.search(entry.get("run_name", entry["name"])) and entry.get("run_type", "iteration") == "iteration":
        entry["real_time"] *= factor
        entry["cpu_time"] *= factor
        patched += 1
if not patched:
    sys.exit(f"slower_copy: {sys.argv[2]} selects no repetition of {run}")
with open(out, "w", encoding="utf-8") as handle:
    json.dump(document, handle, allow_nan=False)
