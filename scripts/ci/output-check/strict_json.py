"""Strict RFC 8259 JSON: Python's json, with NaN, Infinity and -Infinity refused (json.load
accepts them by default)."""
import json
import sys


def _refuse(constant):
    raise ValueError(f"not JSON: bare {constant}")


def load(path):
    """The parsed file; raises ValueError on a non-finite number literal or any JSON error."""
    with open(path, encoding="utf-8") as handle:
        return json.load(handle, parse_constant=_refuse)


if __name__ == "__main__":
    for path in sys.argv[1:]:
        load(path)
        print(f"strict JSON: {path}")
