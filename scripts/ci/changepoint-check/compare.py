"""Compares bench's PELT and detector with the reference answers of cases.py."""
import json
import sys

cases = {case["name"]: case for case in json.load(open(sys.argv[1]))}
answers = json.load(open(sys.argv[2]))
failures = 0
for answer in answers:
    case = cases[answer["name"]]
    if answer["breakpoints"] != case["breakpoints"]:
        failures += 1
        print(f"DIFFERS {case['name']}: bench {answer['breakpoints']}, ruptures {case['breakpoints']}")
    if "expected" in case and answer["detected"] != case["expected"]:
        failures += 1
        print(f"MISSED {case['name']}: detector found {answer['detected']} (outliers {answer['outliers']}), expected {case['expected']}")
    if case["name"].startswith("slow creep") and case["cost"] == "l1" and not answer["detected"]:
        failures += 1
        print(f"MISSED {case['name']}: no step found in a 16% creep")
print(f"changepoint-check: {len(answers) - failures} passed, {failures} failed ({len(answers)} cases: PELT against ruptures, detector against known steps)")
sys.exit(1 if failures else 0)
