#!/usr/bin/env bash
# Obtains every libyuv version of scripts/setup/libyuv-versions.txt (`version suite package-version` a
# line): Debian's libyuv-dev and libyuv0 of exactly that package version, for amd64 and arm64, unpacked
# into .build/libyuv-versions/<version>/<amd64|arm64>/usr/... (headers, static libyuv.a, libyuv.so.0).
#   scripts/setup/libyuv-versions.sh [LIST]   (default scripts/setup/libyuv-versions.txt)
# How: a private apt configuration under .build/libyuv-versions/apt/ (a source list naming the listed
# suites at the registry the machine's own Debian entries use, its own package lists and cache), used
# only for `apt-get update` and `apt-get download`; then `dpkg-deb -x`. The machine's apt sources, lists
# and installed packages are not touched. Each unpacked tree's include/libyuv/version.h must say the
# listed version (exit 1 if not).
# When a pinned package version is no longer in the archive (Debian unstable moves on), it measures
# nothing under the old name: it says which version is pinned and which the suite has now, writes what
# every listed suite has to .build/libyuv-versions/available.txt, and exits 3 (add the new version's
# line, re-record the arm64 baseline). LIBYUV_VERSIONS_MIRROR=URL overrides the registry.
# Cost: a no-op (well under a second) when every listed tree is there; otherwise the suites' package
# lists for both architectures (about 60 MB for three suites: 16 s here from nothing, 5 s to refresh)
# and 1 MB of packages a version (2 s for three).
set -euo pipefail
cd "$(dirname "$0")/../.."
list=${1:-scripts/setup/libyuv-versions.txt}
root=.build/libyuv-versions
architectures=(amd64 arm64)
start=$SECONDS

[ -r "$list" ] || { echo "libyuv-versions: cannot read the list $list" >&2; exit 64; }
versions=() suites=() packages=()
while read -r version suite package rest; do
    [ -z "$version" ] && continue
    if ! [[ "$version" =~ ^[0-9]+$ ]] || [ -z "$package" ] || [ -n "$rest" ]; then
        echo "libyuv-versions: $list: '$version $suite $package $rest' is not 'version suite package-version'" >&2
        exit 64
    fi
    versions+=("$version") suites+=("$suite") packages+=("$package")
done < <(sed 's/#.*//' "$list")
[ ${#versions[@]} -gt 0 ] || { echo "libyuv-versions: $list lists no version" >&2; exit 64; }

# One run at a time (CI may call it from two steps at once): a second waits, then finds the trees.
mkdir -p "$root"
exec 9>"$root/.lock"
flock 9

# The stamp an unpacked tree carries: the two packages and their version.
stamp_text() { echo "libyuv-dev=$1 libyuv0=$1"; }
tree_present() { [ "$(cat "$root/$1/$2/.packages" 2>/dev/null)" = "$(stamp_text "$3")" ]; }

missing=()
for i in "${!versions[@]}"; do
    for architecture in "${architectures[@]}"; do
        tree_present "${versions[$i]}" "$architecture" "${packages[$i]}" || { missing+=("$i"); break; }
    done
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "libyuv-versions: libyuv ${versions[*]} present in $root ($((SECONDS - start)) s)"
    exit 0
fi

# The registry: LIBYUV_VERSIONS_MIRROR, else the first URI of the machine's Debian entries for its own
# release (deb822 .sources or one-line .list).
mirror=${LIBYUV_VERSIONS_MIRROR:-}
if [ -z "$mirror" ]; then
    codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
    mirror=$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null | awk -v codename="$codename" '
        /^URIs:/ { uri = $2 } /^Suites:/ { for (i = 2; i <= NF; i++) if ($i == codename && uri != "") { print uri; exit } }')
    [ -n "$mirror" ] || mirror=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
        sed 's/\[[^]]*\]//' | awk -v codename="$codename" '$1 == "deb" && $3 == codename { print $2; exit }')
fi
[ -n "$mirror" ] || { echo "libyuv-versions: no Debian entry for this release in /etc/apt/sources.list*; set LIBYUV_VERSIONS_MIRROR" >&2; exit 1; }

apt_dir=$PWD/$root/apt
mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial" "$apt_dir/parts"
: >"$apt_dir/sources.list"
for suite in $(printf '%s\n' "${suites[@]}" | awk '!seen[$0]++'); do
    echo "deb [arch=amd64,arm64 signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $mirror $suite main" >>"$apt_dir/sources.list"
done
apt_options=(-o "Dir::Etc::sourcelist=$apt_dir/sources.list" -o "Dir::Etc::sourceparts=$apt_dir/parts"
    -o "Dir::Etc::preferences=$apt_dir/preferences" -o "Dir::Etc::preferencesparts=$apt_dir/parts"
    -o "Dir::State::Lists=$apt_dir/lists" -o "Dir::Cache=$apt_dir/cache" -o "Dir::State::extended_states=$apt_dir/extended_states"
    -o "Dir::Cache::pkgcache=$apt_dir/cache/pkgcache.bin" -o "Dir::Cache::srcpkgcache=$apt_dir/cache/srcpkgcache.bin"
    -o APT::Architectures::=amd64 -o APT::Architectures::=arm64 -o Acquire::Languages=none -o APT::Sandbox::User=root)
update_start=$SECONDS
apt-get "${apt_options[@]}" -qq update
echo "libyuv-versions: package lists of $(awk '{ printf "%s%s", sep, $(NF - 1); sep = ", " }' "$apt_dir/sources.list") from $mirror ($((SECONDS - update_start)) s)"

# What each listed suite has now, and whether every pinned package version is still there.
{
    echo "# libyuv-dev in each listed suite at $mirror, $(date -u +%Y-%m-%dT%H:%M:%SZ): suite package-version [libyuv version]"
    apt-cache "${apt_options[@]}" madison libyuv-dev | awk -F' [|] ' '{ split($3, where, " "); print where[2], $2 }' |
        sed -E 's|/main||; s|^([^ ]+) (0\.0\.([0-9]+)\..*)$|\1 \2 \3|' | sort -u
} >"$root/available.txt"
wanted=()
for i in "${missing[@]}"; do
    for architecture in "${architectures[@]}"; do
        wanted+=("libyuv-dev:$architecture=${packages[$i]}" "libyuv0:$architecture=${packages[$i]}")
    done
done
# One look-up for all (apt-cache prints the records it finds and warns about the others).
found=$(apt-cache "${apt_options[@]}" show "${wanted[@]}" 2>/dev/null |
    awk '/^Package:/ { name = $2 } /^Version:/ { version = $2 } /^Architecture:/ { print name ":" $2 "=" version }')
gone=0
for i in "${missing[@]}"; do
    absent=()
    for architecture in "${architectures[@]}"; do
        for name in libyuv-dev libyuv0; do
            grep -qxF "$name:$architecture=${packages[$i]}" <<<"$found" || absent+=("$name:$architecture")
        done
    done
    if [ ${#absent[@]} -gt 0 ]; then
        now=$(awk -v suite="${suites[$i]}" '$1 == suite { print $2 " (libyuv " ($3 ? $3 : "?") ")" }' "$root/available.txt")
        echo "libyuv-versions: libyuv ${versions[$i]} is pinned as Debian ${suites[$i]}'s package version ${packages[$i]}," \
            "which $mirror no longer has (${absent[*]}); ${suites[$i]} has ${now:-no libyuv-dev} now." >&2
        gone=1
    fi
done
if [ "$gone" -eq 1 ]; then
    echo "libyuv-versions: nothing is measured under a version's name but that version. Add a line for the version" \
        "the suite has now to $list (what each suite has is in $root/available.txt: suite, package version, libyuv version), keep or" \
        "remove the line of the one that left, then re-record the arm64 baseline" \
        "(ARM64_RECORD=1 scripts/ci/arm64-check.sh count) and commit both." >&2
    exit 3
fi

download_start=$SECONDS
rm -rf "$root/download"
mkdir -p "$root/download"
(cd "$root/download" && apt-get "${apt_options[@]}" -qq download "${wanted[@]}")
for i in "${missing[@]}"; do
    version=${versions[$i]} package=${packages[$i]}
    for architecture in "${architectures[@]}"; do
        tree="$root/$version/$architecture"
        rm -rf "$tree"
        mkdir -p "$tree"
        # apt-get download names a file name_version_architecture.deb (an epoch's colon as %3a).
        for name in libyuv-dev libyuv0; do dpkg-deb -x "$root/download/${name}_${package/:/%3a}_$architecture.deb" "$tree"; done
        found=$(awk '$1 == "#define" && $2 == "LIBYUV_VERSION" { print $3 }' "$tree/usr/include/libyuv/version.h" 2>/dev/null || true)
        if [ "$found" != "$version" ]; then
            echo "libyuv-versions: Debian's libyuv-dev:$architecture $package says LIBYUV_VERSION ${found:-nothing}, not $version;" \
                "correct the line of $list" >&2
            exit 1
        fi
        stamp_text "$package" >"$tree/.packages"
    done
done
rm -rf "$root/download"
echo "libyuv-versions: libyuv $(for i in "${missing[@]}"; do printf '%s ' "${versions[$i]}"; done)unpacked for ${architectures[*]}" \
    "into $root ($((SECONDS - download_start)) s; $((SECONDS - start)) s in all)"
