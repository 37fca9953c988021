#!/usr/bin/env python3
"""Gives the files of a tree unpacked by `debugfs -R "rdump / DIR" IMAGE` back their setuid, setgid and
sticky bits, which rdump drops (it keeps mode & 0777: /tmp came out 0777, su 0755).

    special-modes.py IMAGE DIR

Walks the image's directories with `debugfs -R "ls -l DIR"`, one debugfs run a level (a command file
of one `ls -l` a directory), and chmods every entry whose mode has any of 07000."""
import os
import subprocess
import sys
import tempfile

SPECIAL = 0o7000
DIRECTORY = 0o040000


def listings(image, directories):
    """Maps each directory to its entries (name, mode) as debugfs lists them."""
    with tempfile.NamedTemporaryFile("w", suffix=".cmd", delete=False) as commands:
        for directory in directories:
            commands.write('ls -l "%s"\n' % directory)
    try:
        out = subprocess.run(["debugfs", "-f", commands.name, image], capture_output=True, text=True,
                             errors="replace").stdout
    finally:
        os.unlink(commands.name)
    result, current = {}, None
    for line in out.splitlines():
        if line.startswith("debugfs: ls -l "):
            current = line[len("debugfs: ls -l "):].strip('"')
            result[current] = []
            continue
        fields = line.split(None, 8)
        if current is None or len(fields) < 9 or not fields[1].isdigit():
            continue
        name = fields[8]
        if name not in (".", ".."):
            result[current].append((name, int(fields[1], 8)))
    return result


def main():
    image, root = sys.argv[1], sys.argv[2]
    level, fixed = ["/"], 0
    while level:
        following = []
        for directory, entries in listings(image, level).items():
            for name, mode in entries:
                path = directory.rstrip("/") + "/" + name
                if mode & SPECIAL and not os.path.islink(root + path):
                    os.chmod(root + path, mode & 0o7777)
                    fixed += 1
                if mode & 0o170000 == DIRECTORY:
                    following.append(path)
        level = following
    print("special modes restored on %d files" % fixed)


if __name__ == "__main__":
    main()
