#!/usr/bin/env python3
"""Checks bench's function profiles against valgrind's own reading of the same callgrind dumps
(callgrind_annotate) and against gprof2dot's, for each benchmark `bench profile` wrote to FOLDER.

Usage: compare.py FOLDER GPROF2DOT
For each <benchmark>.callgrind in FOLDER (with run.profile.json beside): the whole count
(callgrind_annotate's PROGRAM TOTALS) must be the profile's; each function's self and inclusive
instructions, as callgrind_annotate lists them (--inclusive=no and =yes, every function), must be
the profile's, compared as sorted lists over the functions the profile keeps (it keeps those of
0.1% of a frame and more; names are compared through their values, as callgrind_annotate shows
mangled Swift names and the profile demangled ones); and gprof2dot's nodes (total and self shares,
in percent with two decimals) must be the profile's within 0.01. Exit 1 with what differs.
"""
import json, pathlib, re, subprocess, sys

folder, gprof2dot = pathlib.Path(sys.argv[1]), sys.argv[2]
profiles = {entry["benchmark"]: entry for entry in json.load(open(folder / "run.profile.json"))["benchmarks"]}
frames = {entry["name"]: entry.get("iterations", 2) for entry in json.load(open(folder / "run.json"))["benchmarks"]}
problems, checked = [], 0


def annotate(dump, inclusive):
    """callgrind_annotate's cost per function (summed over the files it splits a function into), and its total."""
    text = subprocess.run(["callgrind_annotate", f"--inclusive={'yes' if inclusive else 'no'}", "--threshold=100", str(dump)],
                          capture_output=True, text=True, check=True).stdout
    total = int(re.search(r"^\s*([\d,]+) \(100.0%\)\s+PROGRAM TOTALS", text, re.M).group(1).replace(",", ""))
    costs = {}
    for count, function, obj in re.findall(r"^\s*([\d,]+) \(\s*[\d.]+%\)\s+\S*?:(.+?) \[(.+)\]$", text, re.M):
        costs[(function, obj)] = costs.get((function, obj), 0) + int(count.replace(",", ""))
    return costs, total


for dump in sorted(folder.glob("*.callgrind")):
    name = next((benchmark for benchmark in profiles if benchmark.replace("/", "_") + ".callgrind" == dump.name), None)
    if name is None:
        problems.append(f"{dump.name}: no profile of its benchmark")
        continue
    profile, count = profiles[name], frames.get(name, 2)
    own, total = annotate(dump, inclusive=False)
    inclusive, _ = annotate(dump, inclusive=True)
    if abs(total - profile["instructionsPerFrame"] * count) > 1:
        problems.append(f"{name}: callgrind_annotate counts {total}, the profile {profile['instructionsPerFrame'] * count}")
    floor = profile["instructionsPerFrame"] * count * 0.001
    for what, theirs, key in [("self", own, "selfPerFrame"), ("inclusive", inclusive, "inclusivePerFrame")]:
        ours = sorted(round(function[key] * count) for function in profile["functions"] if function["inclusivePerFrame"] * count >= floor)
        kept = {function for function, value in inclusive.items() if value >= floor}
        reference = sorted(value for function, value in theirs.items() if function in kept)
        if ours != reference:
            problems.append(f"{name}: {what} instructions per function differ from callgrind_annotate's:\n  ours   {ours}\n  theirs {reference}")
    # gprof2dot: the self shares of its nodes of 1% and more (its totals fold recursion into cycles its own way).
    dot = subprocess.run([gprof2dot, "-f", "callgrind", "--node-thres=1", "--edge-thres=1", str(dump)],
                         capture_output=True, text=True, check=True).stdout
    nodes = sorted((float(own_share) for own_share in re.findall(r'\\n[\d.]+%\\n\(([\d.]+)%\)', dot)), reverse=True)
    all_count = profile["instructionsPerFrame"]
    ours = sorted((function["selfPerFrame"] / all_count * 100 for function in profile["functions"]), reverse=True)
    ours = [share for share in ours if share >= 1]
    if [round(share, 2) for share in ours] != [share for share in nodes if share >= 1]:
        problems.append(f"{name}: gprof2dot's self shares (%) differ from the profile's:\n  ours   {ours}\n  theirs {nodes}")
    (folder / (dump.stem + ".callgraph.dot")).write_text(dot)
    checked += 1

for problem in problems:
    print(f"profile-check: FAIL {problem}", file=sys.stderr)
if not checked:
    print("profile-check: FAIL no dump checked", file=sys.stderr)
    sys.exit(1)
print(f"profile-check: {checked} benchmarks' profiles agree with callgrind_annotate and gprof2dot")
sys.exit(1 if problems else 0)
