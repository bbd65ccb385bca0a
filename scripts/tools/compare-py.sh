#!/usr/bin/env bash
# Runs Google Benchmark's compare.py (/usr/share/benchmark/compare.py, from libbenchmark-tools) with
# a Python that has numpy and scipy: the distribution's /usr/bin/python3 first (it sees Debian's
# python3-numpy and python3-scipy, which scripts/setup/install-deps.sh installs where apt is the
# installer), else python3 on PATH (a pyenv or virtualenv with pip's numpy and scipy).
#   scripts/tools/compare-py.sh benchmarks BASE.json NEW.json
set -euo pipefail
for python in /usr/bin/python3 python3; do
    if command -v "$python" >/dev/null 2>&1 && "$python" -c 'import numpy, scipy' >/dev/null 2>&1; then
        exec "$python" /usr/share/benchmark/compare.py "$@"
    fi
done
echo "compare-py: no Python with numpy and scipy for compare.py; run scripts/setup/install-deps.sh" >&2
exit 1
