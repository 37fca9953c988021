#!/usr/bin/env python3
"""Runs a command on a pseudo-terminal of a standard size and keeps everything it drew.

Usage: pty-run.py OUT COMMAND [ARGS...]

The command's standard input, output and error are the pty's slave side, sized COLUMNS x ROWS
(an 80 x 24 terminal, the size terminals open with), so it behaves as on a terminal: status
lines, views redrawn in place. The raw bytes it wrote (escape sequences included) go to OUT.tty.
SIGINT, SIGTERM and SIGHUP sent to this runner are passed on to the command. The runner exits
with the command's exit status (128 + N when signal N ended it), so the lane's recorder helpers
see the command's status.
"""

import fcntl
import os
import pty
import signal
import struct
import sys
import termios

# The terminal's size: the default of xterm, VTE and the Linux console's 80-column modes.
COLUMNS, ROWS = 80, 24


def main() -> int:
    out, command = sys.argv[1], sys.argv[2:]
    pid, master = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        os.execv(command[0], command)
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, lambda number, _frame: os.kill(pid, number))
    data = bytearray()
    while True:
        try:
            chunk = os.read(master, 65536)
        except InterruptedError:
            continue
        except OSError:  # EIO: the slave side is closed, the command is gone
            break
        if not chunk:
            break
        data += chunk
    while True:
        try:
            _, status = os.waitpid(pid, 0)
            break
        except InterruptedError:
            continue
    with open(out + ".tty", "wb") as f:
        f.write(data)
    code = os.waitstatus_to_exitcode(status)
    return 128 - code if code < 0 else code


if __name__ == "__main__":
    sys.exit(main())
