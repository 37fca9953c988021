#!/usr/bin/env python3
"""The toolkit lane's page server for Firefox: serves DIR on 127.0.0.1:PORT and logs each request as
`UPTIME METHOD PATH STATUS` (CLOCK_BOOTTIME, the clock of /proc/uptime) to LOG, flushed at once.
Every response carries `Cache-Control: no-store`, so a back navigation requests its page again and
the log sees it (no HTTP cache; the lane's prefs also turn the back-forward cache off). It first
brings the loopback interface up: the lane's busybox init never does, and with `lo` down a bind to
127.0.0.1 succeeds while every connection to it fails (seen: Firefox never asked for page 1).

    pages.py PORT DIR LOG
"""

import fcntl
import functools
import http.server
import socket
import struct
import sys
import time

# <linux/sockios.h> and <net/if.h>: get and set an interface's flags; IFF_UP.
SIOCGIFFLAGS = 0x8913
SIOCSIFFLAGS = 0x8914
IFF_UP = 0x1


def loopback_up():
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        request = struct.pack("16sH", b"lo", 0)
        flags = struct.unpack("16sH", fcntl.ioctl(s, SIOCGIFFLAGS, request)[:18])[1]
        fcntl.ioctl(s, SIOCSIFFLAGS, struct.pack("16sH", b"lo", flags | IFF_UP))


class Handler(http.server.SimpleHTTPRequestHandler):
    log_path = ""

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_request(self, code="-", size="-"):
        with open(self.log_path, "a", encoding="utf-8") as f:
            f.write(f"{time.clock_gettime(time.CLOCK_BOOTTIME):.3f} {self.command} {self.path} {code}\n")

    def log_message(self, format, *args):
        pass


def main():
    if len(sys.argv) != 4:
        print("usage: pages.py PORT DIR LOG", file=sys.stderr)
        return 64
    port, folder, log = int(sys.argv[1]), sys.argv[2], sys.argv[3]
    Handler.log_path = log
    loopback_up()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(Handler, directory=folder))
    with open(log, "a", encoding="utf-8") as f:
        f.write(f"{time.clock_gettime(time.CLOCK_BOOTTIME):.3f} LISTEN {port} -\n")
    server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
