#!/usr/bin/env bash
# Compares this checkout's times with those of another revision, both measured now on this machine:
# builds REF's bench (release) in a git worktree with its own scratch path, then runs
# `bench ab BASE_BENCH [options]` from this checkout's release build (see `bench ab --help` and
# docs/design/ab.md). Exit codes are bench ab's: 0 pass, 2 regression, 7 undecided, 4/5/6/64 as
# in the README's table.
#
# Usage: scripts/tools/ab.sh REF [bench ab options]        e.g. scripts/tools/ab.sh origin/main --threshold 3
# REF's build is cached by commit in $AB_CACHE/<commit>-aligned/ (default .build/ab/): a second run against
# the same commit does not rebuild it. The worktree ($AB_CACHE/worktree) and its scratch path
# ($AB_CACHE/scratch) are reused between commits, so a new base builds incrementally.
# REF must have `bench time-process` (every revision since the time gate has it).
# Both builds are aligned alike (scripts/lib/ab-build.sh); this checkout's goes to $AB_CACHE/head
# (its own scratch path, so the everyday .build/release is left as it is).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=../lib/ab-build.sh
. "$root/scripts/lib/ab-build.sh"
if [ $# -lt 1 ] || [ "${1#-}" != "$1" ]; then
    echo "usage: scripts/tools/ab.sh REF [bench ab options]" >&2
    exit 64
fi
ref=$1; shift
commit=$(git -C "$root" rev-parse --verify --quiet "$ref^{commit}") || {
    echo "ab.sh: '$ref' is not a commit of this repository (fetch it first, e.g. git fetch origin main)" >&2
    exit 64
}
cache=${AB_CACHE:-$root/.build/ab}
base=$cache/$commit-aligned   # the build flavour in the name: caches of other flags are not reused
log() { echo "ab.sh: $*" >&2; }

if [ -x "$base/bench" ]; then
    log "reusing the base build of ${commit:0:12} ($base)"
else
    worktree=$cache/worktree
    mkdir -p "$cache"
    if [ -d "$worktree" ]; then
        git -C "$worktree" checkout --quiet --detach "$commit"
    else
        git -C "$root" worktree add --quiet --detach "$worktree" "$commit"
    fi
    log "building ${commit:0:12} (release) in $worktree"
    ab_build "$worktree" "$cache/scratch" "$cache/build-${commit:0:12}.log" \
        || { tail -n 40 "$cache/build-${commit:0:12}.log" >&2; log "the base build failed (log: $cache/build-${commit:0:12}.log)"; exit 5; }
    # The executable with what it loads beside it (libraries by $ORIGIN, resource bundles by its folder).
    mkdir -p "$base.tmp"
    cp -a "$cache/scratch/release/bench" "$base.tmp/"
    for extra in "$cache"/scratch/release/*.so "$cache"/scratch/release/*.resources; do
        [ -e "$extra" ] && cp -a "$extra" "$base.tmp/"
    done
    rm -rf "$base" && mv "$base.tmp" "$base"
fi

log "building this checkout (release) in $cache/head"
ab_build "$root" "$cache/head" "$cache/build-head.log" \
    || { tail -n 40 "$cache/build-head.log" >&2; log "this checkout's build failed (log: $cache/build-head.log)"; exit 5; }
cd "$root"
exec "$cache/head/release/bench" ab "$base/bench" "$@"
