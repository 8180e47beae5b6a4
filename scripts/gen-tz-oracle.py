#!/usr/bin/env python3
"""Independent start-of-day oracle for AyahTime, from Python's `zoneinfo`.

Usage: python3 scripts/gen-tz-oracle.py > Tests/AyahTimeTests/Fixtures/tz-oracle.tsv
       python3 scripts/gen-tz-oracle.py --day-starts-at 01:30 > Tests/AyahTimeTests/Fixtures/tz-oracle-W0130.tsv
       (TZDIR, default /usr/share/zoneinfo, selects the database; the script
       points Python's zoneinfo at that same directory. scripts/snapshot-zoneinfo.sh
       runs it for every committed fixture.)

Days start at the wall time W (--day-starts-at HH:MM, default 00:00): day D
covers the local wall-clock readings in [D at W, D+1 at W), and its start is the
earliest instant whose reading lies there. With W = 00:00 that is the local
date and its start of day, and the output is the original midnight oracle.

For every canonical zone (the `Z` lines of tzdata.zi) and every civil date in
1970-01-01..2100-12-31 it writes a `D` row for each date whose start of day is
interesting: the date never existed (N), its first instant is not W local
(S), or the UTC offset in force at its start differs from the previous existing
date's (O); plus a deterministic sample of ordinary dates (R), three per zone
per decade (one when W is not 00:00). With W = 00:00 it also writes `I` rows:
the offset, local date and abbreviation at one second before and at every
offset change, and at 40 sampled instants per zone (they do not depend on W, so
the other fixtures leave them out).

The start of day D is computed from UTC instants, never from local wall times
(no fold semantics involved): it is the earliest instant t whose day,
floor((t + utcoffset(t) - W) / 86400), is D. Such an instant is either the
reading D at W reached continuously (t = D*86400 + W - o with utcoffset(t) == o,
for one of the zone's offsets o) or an offset change that jumps into D. The
earliest of those candidates is the answer; no candidate means the day never
existed.

Offset changes come from two places: the explicit transition list that
Python's pure-Python zoneinfo parser read from the TZif file, and, after it, a
12-hour scan of zoneinfo's own POSIX-footer evaluation with bisection to the
second. Every offset itself is read from the C `zoneinfo` through
`datetime.fromtimestamp(t, tz)`.

Format (tab-separated, one zone block after another):
  Z  <zone>
  D  <YYYY-MM-DD>  <start unix seconds | ->  <offset at start | ->  <flags>
  I  <unix seconds>  <offset>  <local YYYY-MM-DD>  <local seconds of day>  <abbr>
"""
import argparse
import os
import random
import re
import sys
from datetime import date, datetime, timedelta
import zoneinfo
from zoneinfo import ZoneInfo
import zoneinfo._zoneinfo as pyzoneinfo

TZDIR = os.environ.get("TZDIR", "/usr/share/zoneinfo")
# zoneinfo does not read TZDIR (it follows PYTHONTZPATH, else the system path):
# point it at the chosen directory, or the snapshot and the rules would differ.
zoneinfo.reset_tzpath([os.path.abspath(TZDIR)])
FIRST = date(1970, 1, 1)
LAST = date(2100, 12, 31)
EPOCH = date(1970, 1, 1)
DAY = 86400


def days(d):
    return (d - EPOCH).days


def civil(n):
    return EPOCH + timedelta(days=n)


# Seconds after local 00:00 at which a day starts (--day-starts-at); set in main().
SHIFT = 0

FIRST_T = days(FIRST) * DAY - 3 * DAY
LAST_T = (days(LAST) + 3) * DAY


def canonical_zones():
    names = []
    with open(os.path.join(TZDIR, "tzdata.zi"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("Z "):
                names.append(line.split()[1])
    return sorted(names)


def tzdata_version():
    with open(os.path.join(TZDIR, "tzdata.zi"), encoding="utf-8") as f:
        first = f.readline().strip()
    return first.replace("# version ", "")


class Zone:
    def __init__(self, name):
        self.name = name
        self.tz = ZoneInfo(name)
        self.offcache = {}
        self.transitions = self._find_transitions()
        offsets = {self.off(FIRST_T)}
        for t in self.transitions:
            offsets.add(self.off(t))
        self.offsets = sorted(offsets)

    def off(self, t):
        o = self.offcache.get(t)
        if o is None:
            o = int(datetime.fromtimestamp(t, self.tz).utcoffset().total_seconds())
            self.offcache[t] = o
        return o

    def abbr(self, t):
        return datetime.fromtimestamp(t, self.tz).tzname()

    def local_days(self, t):
        """The day (starting at W) of the wall reading at t."""
        return (t + self.off(t) - SHIFT) // DAY

    def _bisect(self, lo, hi):
        """First instant in (lo, hi] whose offset differs from off(lo)."""
        base = self.off(lo)
        while hi - lo > 1:
            mid = (lo + hi) // 2
            if self.off(mid) == base:
                lo = mid
            else:
                hi = mid
        return hi

    def _find_transitions(self):
        explicit = pyzoneinfo.ZoneInfo.no_cache(self.name)._trans_utc
        found = set()
        for t in explicit:
            if FIRST_T <= t <= LAST_T and self.off(t - 1) != self.off(t):
                found.add(t)
        # After the explicit list: scan the footer rule as zoneinfo evaluates it.
        start = max(FIRST_T, (explicit[-1] if explicit else FIRST_T))
        step = 12 * 3600
        t = start
        prev = self.off(t)
        while t < LAST_T:
            n = t + step
            o = self.off(n)
            if o != prev:
                found.add(self._bisect(t, n))
            prev = o
            t = n
        return sorted(found)

    def start_of_day(self, dn):
        """(start, offset) of day number dn, or None if it never existed."""
        m = dn * DAY + SHIFT
        best = None
        for o in self.offsets:
            t = m - o
            if self.off(t) == o and (best is None or t < best):
                best = t
        for t in self.transitions:
            if t > m + DAY + 30 * 3600:
                break
            if t >= m - 30 * 3600 and self.local_days(t) == dn and (best is None or t < best):
                best = t
        if best is None:
            return None
        assert self.local_days(best) == dn
        assert self.local_days(best - 1) != dn, (self.name, dn)
        return best, self.off(best)


def parse_wall_time(text):
    m = re.fullmatch(r"([01][0-9]|2[0-3]):([0-5][0-9])", text)
    if not m:
        raise argparse.ArgumentTypeError(f"{text!r} is not HH:MM from 00:00 to 23:59")
    return text, int(m.group(1)) * 3600 + int(m.group(2)) * 60


def main():
    global SHIFT
    parser = argparse.ArgumentParser(description="Start-of-day oracle from Python zoneinfo.")
    parser.add_argument("--day-starts-at", type=parse_wall_time, default=("00:00", 0), metavar="HH:MM",
                        help="wall time at which days start (default 00:00)")
    args = parser.parse_args()
    wall, SHIFT = args.day_starts_at
    midnight = SHIFT == 0
    out = sys.stdout
    if midnight:
        out.write(f"# gen-tz-oracle.py: tzdata {tzdata_version()} from {TZDIR}; dates {FIRST}..{LAST}\n")
    else:
        out.write(f"# gen-tz-oracle.py --day-starts-at {wall}: tzdata {tzdata_version()} from {TZDIR}; "
                  f"days {FIRST}..{LAST} starting at {wall} local\n")
    for name in canonical_zones():
        z = Zone(name)
        lo, hi = days(FIRST), days(LAST)
        interesting = set()
        for t in z.transitions:
            a = (t + z.off(t - 1) - SHIFT) // DAY
            b = (t + z.off(t) - SHIFT) // DAY
            for dn in range(min(a, b) - 1, max(a, b) + 3):
                if lo <= dn <= hi:
                    interesting.add(dn)
        rng = random.Random("ayah-oracle:" + name if midnight else f"ayah-oracle:{wall}:{name}")
        sample = set()
        for decade in range(1970, 2101, 10):
            d0 = days(date(decade, 1, 1))
            d1 = days(date(min(decade + 9, 2100), 12, 31))
            for _ in range(3 if midnight else 1):
                sample.add(rng.randint(d0, d1))
        out.write(f"Z\t{name}\n")
        rows = []
        for dn in sorted(interesting | sample):
            s = z.start_of_day(dn)
            flags = ""
            if s is None:
                flags += "N"
            else:
                start, off = s
                if start + off != dn * DAY + SHIFT:
                    flags += "S"
                p = dn - 1
                ps = z.start_of_day(p)
                while ps is None:
                    p -= 1
                    ps = z.start_of_day(p)
                if ps[1] != off:
                    flags += "O"
            if dn in sample:
                flags += "R"
            if not flags:
                continue
            if s is None:
                rows.append(f"D\t{civil(dn).isoformat()}\t-\t-\t{flags}\n")
            else:
                rows.append(f"D\t{civil(dn).isoformat()}\t{s[0]}\t{s[1]}\t{flags}\n")
        out.writelines(rows)
        if not midnight:
            continue
        instants = set()
        for t in z.transitions:
            instants.add(t - 1)
            instants.add(t)
        for _ in range(40):
            instants.add(rng.randint(days(FIRST) * DAY, (days(LAST) + 1) * DAY - 1))
        for t in sorted(instants):
            o = z.off(t)
            local = t + o
            out.write(f"I\t{t}\t{o}\t{civil(local // DAY).isoformat()}\t{local % DAY}\t{z.abbr(t)}\n")


if __name__ == "__main__":
    main()
