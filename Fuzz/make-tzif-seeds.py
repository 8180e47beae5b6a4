#!/usr/bin/env python3
"""Writes the hand-made seeds of Fuzz/Corpus/FuzzTZif: small TZif files built
from scratch (version 1, version 2+ with chosen footers, edge-case types),
truncations of a real file, and bare POSIX TZ strings. Rerun after changing
it; the real zone files next to them are copies of test fixtures."""
import os
import struct

here = os.path.dirname(os.path.abspath(__file__))
out = os.path.join(here, "Corpus", "FuzzTZif")


def block(version, times, idxs, types, chars, size):
    """One header + data block; types are (utoff, isdst, abbrind)."""
    fmt = ">q" if size == 8 else ">i"
    head = b"TZif" + version + b"\0" * 15 + struct.pack(
        ">6i", len(types), len(types), 0, len(times), len(types), len(chars))
    body = b"".join(struct.pack(fmt, t) for t in times) + bytes(idxs)
    body += b"".join(struct.pack(">ibB", o, d, a) for o, d, a in types)
    body += chars + b"\0" * len(types) * 2   # isstd and isut indicators
    return head + body


def tzif(times, idxs, types, chars, footer, version=b"2"):
    if version == b"\0":
        return block(version, times, idxs, types, chars, 4)
    v1 = [t for t in times if -2**31 <= t < 2**31]
    return (block(version, v1, idxs[: len(v1)], types, chars, 4)
            + block(version, times, idxs, types, chars, 8) + b"\n" + footer + b"\n")


def write(name, data):
    with open(os.path.join(out, name), "wb") as f:
        f.write(data)


utc = ([], [], [(0, 0, 0)], b"UTC\0")
write("v1-fixed", tzif([], [], [(19800, 0, 0)], b"IST\0", b"", version=b"\0"))
write("v1-transitions", tzif([-1_000_000_000, 0, 1_000_000_000], [1, 0, 1],
                             [(-18000, 0, 0), (-14400, 1, 4)], b"EST\0EDT\0", b"", version=b"\0"))
write("v2-no-footer", tzif([0], [0], [(3600, 0, 0)], b"CET\0", b""))
write("v3-64bit-times", tzif([-2**59, 2**40], [1, 0], [(0, 0, 0), (45900, 1, 4)],
                             b"AAA\0BBB\0", b"<+1245>-12:45<+1345>,J1/0,J365/25", version=b"3"))
write("v4-dense", tzif(list(range(0, 86400 * 3, 3600)), [i % 2 for i in range(72)],
                       [(0, 0, 0), (93600, 1, 4)], b"AAA\0BBB\0", b"<-26>26", version=b"4"))
footers = {
    "footer-us": b"EST5EDT,M3.2.0,M11.1.0",
    "footer-us-default-rules": b"EST5EDT",
    "footer-permanent-dst": b"EST5EDT,0/0,J365/25",
    "footer-negative-time": b"<-03>3<-02>,M3.5.0/-2,M10.5.0/-1",
    "footer-26h": b"IST-2IDT,M3.4.4/26,M10.5.0",
    "footer-167h": b"<+00>0<+01>,M3.1.0/-167,M10.5.6/167",
    "footer-south": b"<+1030>-10:30<+11>-11,M10.1.0,M4.1.0",
    "footer-julian": b"<+0330>-3:30<+0430>,J79/24,J263/24",
    "footer-zero-based": b"AAA-1BBB-2:30:15,0,365/1:02:03",
    "footer-week5-leap": b"CST6CDT,M2.5.4/23:59:59,M12.5.0",
    "footer-max-offsets": b"<-24>24<+24>-24,M1.1.0,M12.5.6",
    "footer-empty-line": b"",
}
for name, footer in footers.items():
    write(name, tzif(*utc, footer))
havana = open(os.path.join(out, "America_Havana"), "rb").read()
write("truncated-header", havana[:30])
write("truncated-v1-data", havana[:200])
write("truncated-before-footer", havana[: havana.rindex(b"\n", 0, len(havana) - 1)])
write("unterminated-footer", havana[:-1])
for name, rule in {
    "posix-kathmandu": b"<+0545>-5:45",
    "posix-us": b"EST5EDT,M3.2.0,M11.1.0",
    "posix-lord-howe": b"<+1030>-10:30<+11>-11:00,M10.1.0,M4.1.0",
    "posix-permanent-dst": b"EST5EDT,0/0,J365/25",
}.items():
    write(name, rule)
