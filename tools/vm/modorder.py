#!/usr/bin/env python3
"""Print the kernel modules needed for the given module names, in load order.

Usage: modorder.py MODULES_DIR NAME...

MODULES_DIR is an unpacked /lib/modules/<version>; its modules may be xz-compressed (.ko.xz, as
Debian 13 ships them), and the printed paths then name the compressed files. The host has no kmod, so the `depends=`
field is read straight from each module's .modinfo strings. Names that are built into the
kernel (listed in modules.builtin) need no file and are skipped. Soft dependencies
("softdep=pre: crypto-crc32c") are not followed; ask for such modules by name.
Prints one path per line, relative to MODULES_DIR, dependencies before their users.
"""

import lzma
import os
import re
import sys


def norm(name: str) -> str:
    return name.replace("-", "_")


def main() -> int:
    root, wanted = sys.argv[1], sys.argv[2:]
    files = {}
    for base, _, names in os.walk(os.path.join(root, "kernel")):
        for n in names:
            for suffix in (".ko", ".ko.xz"):
                if n.endswith(suffix):
                    files[norm(n[: -len(suffix)])] = os.path.relpath(os.path.join(base, n), root)
    builtin = set()
    with open(os.path.join(root, "modules.builtin")) as f:
        for line in f:
            builtin.add(norm(os.path.basename(line.strip()).split(".ko")[0]))

    order, seen = [], set()

    def visit(name: str, chain: tuple) -> None:
        name = norm(name)
        if name in seen or name in builtin:
            return
        if name not in files:
            sys.exit(f"modorder: no module {name} (needed by {' <- '.join(chain) or 'request'})")
        seen.add(name)
        path = os.path.join(root, files[name])
        with (lzma.open(path) if path.endswith(".xz") else open(path, "rb")) as f:
            data = f.read()
        m = re.search(rb"(?:^|\x00)depends=([^\x00]*)", data)
        for dep in (m.group(1).decode().split(",") if m and m.group(1) else []):
            visit(dep, chain + (name,))
        order.append(files[name])

    for w in wanted:
        visit(w, ())
    print("\n".join(order))
    return 0


if __name__ == "__main__":
    sys.exit(main())
