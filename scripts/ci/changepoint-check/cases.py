"""Synthetic series for the change-point check, segmented by the reference implementation.

Writes a JSON list of cases: name, values (log scale, as the detector sees them), penalty, cost,
minSize, the breakpoints of ruptures.Pelt(jump=1) with that cost, penalty and a minimum segment of
1, and (where the series has known steps) the indices the full detector must find ("expected").
"""
import json
import math
import sys

import numpy as np
import ruptures as rpt


def reference(values, penalty, cost):
    model = rpt.costs.CostL1() if cost == "l1" else rpt.costs.CostL2()
    model.min_size = 1
    return rpt.Pelt(custom_cost=model, min_size=1, jump=1).fit(np.array(values)).predict(pen=penalty)


def detector_penalty(values, min_step, scale=2.0):
    """The penalty ChangePointDetector uses (noise from the median absolute successive difference)."""
    differences = np.abs(np.diff(values))
    sigma = float(np.median(differences)) / (math.sqrt(2) * 0.67448975) if len(values) >= 3 else 0.0
    return max(math.log1p(min_step), scale * sigma * math.sqrt(2 / math.pi) * math.log(max(len(values), 2)))


def levels(parts):
    """A series of log values from (run count, relative level) parts."""
    out = []
    for count, level in parts:
        out += [math.log(level)] * count
    return np.array(out)


def main():
    rng = np.random.default_rng(20261125)
    cases = []

    def add(name, values, expected=None, min_step=0.005, penalties=None):
        values = [float(v) for v in values]
        for cost in ("l1", "l2"):
            for penalty in penalties or [detector_penalty(values, min_step)]:
                case = {"name": f"{name} [{cost}, pen {penalty:.4g}]", "values": values, "penalty": penalty,
                        "cost": cost, "minSize": 1, "minStep": min_step,
                        "breakpoints": [int(b) for b in reference(values, penalty, cost)]}
                if expected is not None and cost == "l1":
                    case["expected"] = expected
                cases.append(case)

    # Noise-free counts (instructions): steps of -40% and +220%, and a last-run step of +3%.
    add("noise-free steps", levels([(4, 1.0), (3, 0.6), (5, 1.92)]), expected=[4, 7])
    add("noise-free newest-run step", levels([(8, 1.0), (1, 1.03)]), expected=[8])
    add("noise-free steps below 0.5%", levels([(5, 1.0), (5, 1.002), (5, 1.004)]), expected=[])
    # Noisy times: 2% noise, steps of -30% and +15%.
    noise = rng.normal(0, 0.02, 40)
    add("noisy steps", levels([(15, 1.0), (12, 0.7), (13, 0.805)]) + noise, expected=[15, 27], min_step=0.025)
    # Noise alone: no step.
    add("noise only", rng.normal(0, 0.02, 40), expected=[], min_step=0.025)
    # Outliers: two lone runs (+45%, -35%) on a series with one step of +12%.
    series = levels([(20, 1.0), (20, 1.12)]) + rng.normal(0, 0.01, 40)
    series[7] += math.log(1.45)
    series[29] += math.log(0.65)
    add("outliers and a step", series, expected=[20], min_step=0.025)
    # Slow creep: +0.5% per run over 30 runs (16% in all) under 0.2% noise: no single step is
    # large, the detector reports a staircase whose steps add up to the drift.
    creep = np.log(1.005) * np.arange(30) + rng.normal(0, 0.002, 30)
    add("slow creep", creep, min_step=0.025)
    # Random series with random steps and noise, at several penalties (PELT itself, both costs).
    for index in range(10):
        count = int(rng.integers(20, 50))
        steps = sorted(rng.choice(np.arange(3, count - 3), size=int(rng.integers(1, 4)), replace=False))
        series = np.zeros(count)
        for step in steps:
            series[step:] += rng.choice([-1, 1]) * rng.uniform(0.05, 0.4)
        series += rng.normal(0, rng.uniform(0.005, 0.05), count)
        add(f"random {index}", series, penalties=[0.05, 0.2, detector_penalty(series, 0.025)])

    json.dump(cases, sys.stdout, indent=None)


if __name__ == "__main__":
    main()
