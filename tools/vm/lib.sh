# Shared host-side helpers for the live-device lane; sourced by the scripts in tools/vm/.
# shellcheck shell=bash

VM_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO_ROOT=$(cd "$VM_DIR/../.." && pwd)
# Everything the lanes build lives outside the clone, so a fresh clone on the same machine finds the
# images warm: /var/cache/gesture-replay/vm, or $XDG_CACHE_HOME/gesture-replay/vm (~/.cache/...) when
# /var/cache is not writable; GR_VM_CACHE overrides both. Every entry is keyed by its content (the
# scripts and package lists that made it, the package versions) and built under flock, so several
# clones share it; entries unused for VM_CACHE_KEEP_DAYS days are removed by the next build.
vm_default_cache() {
    local system=/var/cache/gesture-replay/vm
    if mkdir -p "$system" 2>/dev/null && [ -w "$system" ]; then
        echo "$system"
    else
        echo "${XDG_CACHE_HOME:-$HOME/.cache}/gesture-replay/vm"
    fi
}
VM_CACHE=${GR_VM_CACHE:-$(vm_default_cache)}
VM_CACHE_KEEP_DAYS=14

vm_log() { printf '%s\n' "vm: $*" >&2; }
vm_die() { printf '%s\n' "vm: error: $*" >&2; exit 1; }

# Installs the given Debian packages on the host when they are missing (no recommends).
vm_need_packages() {
    local missing=() pkg
    for pkg in "$@"; do
        if [ "$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null)" != "install ok installed" ]; then
            missing+=("$pkg")
        fi
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    vm_log "installing host packages: ${missing[*]}"
    local sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    if ! "${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}" >"$VM_CACHE/apt-install.log" 2>&1; then
        "${sudo[@]}" apt-get update >>"$VM_CACHE/apt-install.log" 2>&1 || true
        DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}" \
            >>"$VM_CACHE/apt-install.log" 2>&1 || vm_die "apt-get install failed, see $VM_CACHE/apt-install.log"
    fi
}

# Copies ELF files' shared libraries (as ldd resolves them on this host) and the dynamic loader
# into ROOT/lib/x86_64-linux-gnu and ROOT/lib64. Usage: vm_copy_libs ROOT ELF...
vm_copy_libs() {
    local root=$1; shift
    local elf line lib
    mkdir -p "$root/lib/x86_64-linux-gnu" "$root/lib64"
    for elf in "$@"; do
        # Not a dynamic ELF (script, static binary): nothing to copy.
        ldd "$elf" >/dev/null 2>&1 || continue
        while IFS= read -r line; do
            case $line in
                *"not found"*) vm_die "ldd $elf: $line" ;;
                *"=> /"*)
                    lib=${line#*=> }; lib=${lib%% (*}
                    [ -e "$root/lib/x86_64-linux-gnu/${lib##*/}" ] || cp -L "$lib" "$root/lib/x86_64-linux-gnu/${lib##*/}" ;;
                */ld-linux-x86-64.so.2*)
                    lib=${line#"${line%%/*}"}; lib=${lib%% (*}
                    [ -e "$root/lib64/ld-linux-x86-64.so.2" ] || cp -L "$lib" "$root/lib64/ld-linux-x86-64.so.2" ;;
            esac
        done < <(ldd "$elf")
    done
}

# Prints the sha256 of the concatenated arguments' contents and of the given strings.
vm_hash() { sha256sum | cut -c1-16; }

# The corpus's real touchpad recordings a lane plays (touchpad-corpus.txt: one file a line, then
# the evemu description an events-only file needs), converted to evemu with `gesture-replay
# convert` into OUTDIR; prints one path a line. Returns 1 when ../shared/corpus is absent.
# Usage: vm_corpus_recordings BINARY OUTDIR
vm_corpus_recordings() {
    local binary=$1 outdir=$2 corpus=$REPO_ROOT/../shared/corpus/files file description converted
    [ -d "$corpus" ] || return 1
    mkdir -p "$outdir"
    while read -r file description; do
        case $file in '' | '#'*) continue ;; esac
        converted=$outdir/${file%.*}.evemu
        "$binary" convert ${description:+--description "$corpus/$description"} -o "$converted" \
            "$corpus/$file" >/dev/null
        # evemu-device refuses an empty name (the cros .dat files carry none).
        sed -i 's/^N: *$/N: corpus '"${file%.*}"'/' "$converted"
        echo "$converted"
    done <"$VM_DIR/touchpad-corpus.txt"
}

# Marks the cache entry DIR as used now, then removes the entries matching the glob PATTERN (other
# content keys of the same kind, other clones' too) that no build or lane used for
# VM_CACHE_KEEP_DAYS days. Entries are never removed because they differ: another clone may be
# using one at this moment. Usage: vm_cache_used DIR PATTERN
vm_cache_used() {
    local dir=$1 pattern=$2 old stamp
    touch "$dir/used"
    for old in $pattern; do
        [ -d "$old" ] && [ "$old" != "$dir" ] || continue
        case $old in *.tmp | *.lock) continue ;; esac
        stamp=$old/used
        [ -f "$stamp" ] || stamp=$old
        if [ -n "$(find "$stamp" -maxdepth 0 -mtime +"$VM_CACHE_KEEP_DAYS" 2>/dev/null)" ]; then rm -rf "$old"; fi
    done
    return 0
}

# Debian releases the lanes' guests run: 12 (bookworm, this host's own apt) and 13 (trixie, read
# through an apt state of its own under the cache, so the host's sources stay as they are).
# vm_debian_apt RELEASE sets VM_SUITE and VM_APT (options for apt-get/apt-cache that select the
# release's package lists); the trixie lists are refreshed when older than a day.
VM_MIRROR=http://deb.debian.org/debian
VM_SECURITY_MIRROR=http://deb.debian.org/debian-security
vm_debian_apt() {
    case $1 in
    12) VM_SUITE=bookworm; VM_APT=() ;;
    13)
        VM_SUITE=trixie
        local state=$VM_CACHE/apt-$VM_SUITE keyring=/usr/share/keyrings/debian-archive-keyring.gpg
        VM_APT=(-o Dir::Etc::SourceList="$state/sources.list" -o Dir::Etc::SourceParts=/dev/null
            -o Dir::State::Lists="$state/lists" -o Dir::Cache="$state/cache" -o Dir::State::status=/dev/null
            -o APT::Architecture=amd64)
        mkdir -p "$state/lists/partial" "$state/cache/archives/partial"
        (
            flock 7
            printf 'deb [signed-by=%s] %s %s main\n' "$keyring" "$VM_MIRROR" "$VM_SUITE" \
                "$keyring" "$VM_MIRROR" "$VM_SUITE-updates" "$keyring" "$VM_SECURITY_MIRROR" "$VM_SUITE-security" \
                >"$state/sources.list"
            if [ ! -f "$state/updated" ] || [ -n "$(find "$state/updated" -mmin +1440)" ]; then
                apt-get "${VM_APT[@]}" update >"$state/update.log" 2>&1 || vm_die "apt-get update for $VM_SUITE failed, see $state/update.log"
                touch "$state/updated"
            fi
        ) 7>"$state.lock"
        ;;
    *) vm_die "Debian $1: 12 or 13" ;;
    esac
}

# vm_guest_kernel RELEASE: the kernel a guest of Debian RELEASE (12 or 13) boots, as run-guest and
# build-image --debian name it. Debian 12's is bookworm-backports' 6.12: 6.1 takes no time with a
# uinput event ("Input: uinput - allow injecting event times", 2023, came after it; docs/play.md), so
# a program in the guest would meet the guest's lateness instead of the recording's times. Debian
# 13's is its own. Used by toolkit-lane and app/run.
vm_guest_kernel() {
    case $1 in
    12) echo 12-backports ;;
    *) echo "$1" ;;
    esac
}

# Debian 12's backports (bookworm-backports alone), for the one package the lanes take from there:
# its kernel, 6.12, the Debian 12 kernel that keeps the time a uinput event is written with (6.1
# stamps each event when it is written). Sets VM_SUITE and VM_APT as vm_debian_apt does, in an apt
# state of its own under the cache, refreshed when older than a day. (vm_debian_apt itself is left
# as it is: the toolkit images' cache key covers its text.)
vm_backports_apt() {
    VM_SUITE=bookworm-backports
    local state=$VM_CACHE/apt-$VM_SUITE keyring=/usr/share/keyrings/debian-archive-keyring.gpg
    VM_APT=(-o Dir::Etc::SourceList="$state/sources.list" -o Dir::Etc::SourceParts=/dev/null
        -o Dir::State::Lists="$state/lists" -o Dir::Cache="$state/cache" -o Dir::State::status=/dev/null
        -o APT::Architecture=amd64)
    mkdir -p "$state/lists/partial" "$state/cache/archives/partial"
    (
        flock 7
        printf 'deb [signed-by=%s] %s %s main\n' "$keyring" "$VM_MIRROR" "$VM_SUITE" >"$state/sources.list"
        if [ ! -f "$state/updated" ] || [ -n "$(find "$state/updated" -mmin +1440)" ]; then
            apt-get "${VM_APT[@]}" update >"$state/update.log" 2>&1 || vm_die "apt-get update for $VM_SUITE failed, see $state/update.log"
            touch "$state/updated"
        fi
    ) 7>"$state.lock"
}

# The candidate version of PACKAGE in the release vm_debian_apt selected.
vm_candidate() { apt-cache "${VM_APT[@]+"${VM_APT[@]}"}" policy "$1" 2>/dev/null | awk '/Candidate:/ {print $2}'; }
# `PACKAGE VERSION` a line for each PACKAGE, the candidates of that release (one apt-cache run).
vm_candidates() {
    apt-cache "${VM_APT[@]+"${VM_APT[@]}"}" policy "$@" 2>/dev/null \
        | awk '/^[^ ].*:$/ {p = substr($0, 1, length($0) - 1)} /Candidate:/ {print p, $2}'
}
