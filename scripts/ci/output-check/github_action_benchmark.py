"""A re-implementation of how github-action-benchmark reads the output of its `customSmallerIsBetter`
and `customBiggerIsBetter` tools, written from its src/extract.ts (extractCustomBenchmarkResult)
and README: JSON.parse of the file (strict JSON), which must be an array of BenchmarkResult
objects {name: string, value: number, unit: string, range?: string, extra?: string}. The action
then matches a benchmark with its previous value by name, so names must be unique.

    python3 github_action_benchmark.py FILE
"""
import sys

import strict_json


def parse(path):
    """The entries as (name, value, unit); raises ValueError where the action would fail."""
    document = strict_json.load(path)
    if not isinstance(document, list):
        raise ValueError("the custom tools' file must be a JSON array of BenchmarkResult entries")
    entries, seen = [], set()
    for index, entry in enumerate(document):
        if not isinstance(entry, dict):
            raise ValueError(f"entry {index} is not an object")
        name, value, unit = entry.get("name"), entry.get("value"), entry.get("unit")
        if not isinstance(name, str) or not name:
            raise ValueError(f"entry {index}: name must be a non-empty string")
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueError(f"{name}: value must be a number")
        if not isinstance(unit, str):
            raise ValueError(f"{name}: unit must be a string")
        for optional in ("range", "extra"):
            if optional in entry and not isinstance(entry[optional], str):
                raise ValueError(f"{name}: {optional} must be a string")
        if name in seen:
            raise ValueError(f"{name}: duplicate name")
        seen.add(name)
        entries.append((name, value, unit))
    if not entries:
        raise ValueError("no benchmark results")
    return entries


if __name__ == "__main__":
    parsed = parse(sys.argv[1])
    units = sorted({unit for _, _, unit in parsed})
    print(f"github-action-benchmark: {len(parsed)} entries, units {', '.join(units)}")
