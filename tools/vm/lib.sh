# Shared host-side helpers for the live-device lane; sourced by the scripts in tools/vm/.
# shellcheck shell=bash

VM_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO_ROOT=$(cd "$VM_DIR/../.." && pwd)
# Everything the lane builds lives here (gitignored); override with GR_VM_CACHE.
VM_CACHE=${GR_VM_CACHE:-$REPO_ROOT/tools/.cache/vm}

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
