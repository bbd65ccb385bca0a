"""A re-implementation of what Bencher's `json` adapter accepts, written from the published Bencher
Metric Format (BMF) reference (https://bencher.dev/docs/reference/bencher-metric-format): a JSON
object whose keys are benchmark names (at most 1024 characters) and whose values are objects keyed
by measure (a slug or name, at most 64 characters), each an object with a required number "value"
and optional numbers "lower_value" and "upper_value". The JSON must be strict.

    python3 bencher_bmf.py FILE [REQUIRED_MEASURE...]
"""
import sys

import strict_json


def is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def parse(path):
    """Benchmark name -> measure -> value; raises ValueError where Bencher would reject the file."""
    document = strict_json.load(path)
    if not isinstance(document, dict) or not document:
        raise ValueError("BMF must be a non-empty JSON object of benchmarks")
    results = {}
    for benchmark, measures in document.items():
        if not benchmark or len(benchmark) > 1024:
            raise ValueError(f"benchmark name length out of range: {benchmark!r}")
        if not isinstance(measures, dict) or not measures:
            raise ValueError(f"{benchmark}: measures must be a non-empty object")
        results[benchmark] = {}
        for measure, metric in measures.items():
            if not measure or len(measure) > 64:
                raise ValueError(f"{benchmark}: measure name length out of range: {measure!r}")
            if not isinstance(metric, dict) or "value" not in metric:
                raise ValueError(f"{benchmark}/{measure}: a metric needs a value")
            unknown = set(metric) - {"value", "lower_value", "upper_value"}
            if unknown:
                raise ValueError(f"{benchmark}/{measure}: unknown fields {sorted(unknown)}")
            for key, value in metric.items():
                if not is_number(value):
                    raise ValueError(f"{benchmark}/{measure}: {key} is not a number: {value!r}")
            low, high = metric.get("lower_value", metric["value"]), metric.get("upper_value", metric["value"])
            if not low <= metric["value"] <= high:
                raise ValueError(f"{benchmark}/{measure}: value outside [lower_value, upper_value]")
            results[benchmark][measure] = metric["value"]
    return results


if __name__ == "__main__":
    parsed = parse(sys.argv[1])
    for required in sys.argv[2:]:
        missing = [name for name, measures in parsed.items() if required not in measures]
        if missing:
            sys.exit(f"bencher: measure {required} missing for {missing[:3]}")
    measures = sorted({measure for measures in parsed.values() for measure in measures})
    print(f"bencher: {len(parsed)} benchmarks, measures {', '.join(measures)}")
