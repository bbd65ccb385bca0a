#!/usr/bin/env bash
# Installs the system packages the suite builds and runs with, if any is missing; a no-op otherwise.
#   libyuv-dev           libyuv headers and library (a strategy and a cross-check)
#   libbenchmark-dev     Google Benchmark, the timing engine
#   libbenchmark-tools   Google Benchmark's compare.py (/usr/share/benchmark/compare.py)
#   valgrind             callgrind counts instructions per frame for the CI regression gate
#                        (its headers provide the client requests the counting mode uses)
#   libpng-dev           libpng, which writes the PNG previews of bench convert and contact-sheet
#   libsqlite3-dev       SQLite, the database of `bench history`
#   binutils             objcopy: the gate counts a copy of bench without debug information,
#                        which valgrind 3.19 cannot read (DWARF 5)
# compare.py also needs Python's numpy and scipy. Where apt is the installer they are the
# distribution's packages (python3-numpy, python3-scipy: pip refuses to install into an
# externally managed Python), used through /usr/bin/python3 (scripts/tools/compare-py.sh); elsewhere pip.
set -euo pipefail

"$(dirname "$0")/ensure-packages.sh" libyuv-dev libbenchmark-dev libbenchmark-tools valgrind binutils libpng-dev libsqlite3-dev

if command -v apt-get >/dev/null 2>&1 && command -v dpkg-query >/dev/null 2>&1; then
    "$(dirname "$0")/ensure-packages.sh" python3 python3-numpy python3-scipy
elif command -v python3 >/dev/null 2>&1 && ! python3 -c 'import numpy, scipy' >/dev/null 2>&1; then
    echo "install-deps: installing numpy and scipy for compare.py" >&2
    python3 -m pip install --quiet numpy scipy
fi
