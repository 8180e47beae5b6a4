#!/usr/bin/env python3
"""Independent Fajr/Maghrib oracle for AyahSun, from PyPI `ephem` (VSOP87).

Usage: scripts/gen-sun-oracle.sh (makes the venv, runs both, compresses); by hand:
  TZDIR=Tests/AyahTimeTests/Fixtures/zoneinfo .venv-sun/bin/python scripts/gen-sun-oracle.py main \
      | xz -9e > Tests/AyahSunTests/Fixtures/sun-oracle.tsv.xz
  TZDIR=Tests/AyahTimeTests/Fixtures/zoneinfo .venv-sun/bin/python scripts/gen-sun-oracle.py highlat \
      | xz -9e > Tests/AyahSunTests/Fixtures/sun-highlat.tsv.xz
  (scripts/gen-sun-oracle.sh does both.)

Civil dates are those of each location's zone, read by Python's zoneinfo from
TZDIR (the repository's committed snapshot), never from the location.

Definitions (the same as AyahSun's, computed here only with ephem's own
rising, setting and transit searches; observer at sea level, pressure 0 so
there is no refraction, horizon -angle, use_center=True):
  U(D)   the solar transit nearest the wall-clock noon of D (zoneinfo, fold 0)
  L-(D)  the lower transit (antitransit) before U(D); L+(D) the one after it
  rise(h, L, U)  ephem's rising across altitude h in (L, U); when there is none,
         L if the sun is at or above h at L (it never gets that low), else U
         (it never gets that high)
  set(h, U, L)   the same for setting in (U, L): L when it never gets that low, else U
  Fajr(D)    rise(-fajr, L-, U). When the sun never gets down to -fajr
             (above at L-), the high-latitude rule with sunset
             ss = set(-0.833, U(prev), L-) and sunrise sr = rise(-0.833, L-, U):
               middle-of-night  ss + (sr - ss) / 2
               seventh-of-night sr - (sr - ss) / 7
               twilight-angle   sr - fajr / 60 * (sr - ss)
  Maghrib(D) set(-m, U, L+). When the sun never gets down to -m, with
             ss = set(-0.833, U, L+), sr = rise(-0.833, L+, U(next)):
               middle-of-night  ss + (sr - ss) / 2
               seventh-of-night ss + (sr - ss) / 7
               twilight-angle   ss + m / 60 * (sr - ss)

`main`: every date 2000-01-01..2100-12-31 of the locations below (latitudes up
to 48 degrees), columns relative to the UTC midnight of the civil date
(D * 86400), each written as the difference from the same column of the
previous row of the location (the first row of a location: from 0):
  noon  fajr18  fajr15  fajr19.5  maghrib0.833  maghrib4.5  flags
with the middle-of-night rule; flags lists the columns (2, 3, 4, 5, 6) whose
value came from the high-latitude rule. A date that never existed in the zone
is a row `-` (the next row's differences are then from the row before it).

`highlat`: every date 2026-01-01..2030-12-31 at high latitudes, absolute unix
seconds (`-` where the event does not exist):
  date  noon  lowerBefore  sunsetBefore  sunrise  fajr18  fajrMiddle fajrSeventh fajrTwilight
  sunset  maghrib0.833  maghrib4.5Middle maghrib4.5Seventh maghrib4.5Twilight
"""
import math
import os
import sys
from datetime import date, datetime, timedelta, timezone
from multiprocessing import Pool
import zoneinfo
from zoneinfo import ZoneInfo

import ephem

TZDIR = os.environ.get("TZDIR", "/usr/share/zoneinfo")
# zoneinfo does not read TZDIR: point it at the chosen directory (see gen-tz-oracle.py).
zoneinfo.reset_tzpath([os.path.abspath(TZDIR)])
EPOCH = date(1970, 1, 1)
DAY = 86400
EPHEM_UNIX = 25567.5  # ephem.Date('1970/1/1')
SUNSET = 0.833

# name, latitude, longitude, zone
MAIN = [
    ("Mecca", 21.4225, 39.8262, "Asia/Riyadh"),
    ("Karachi", 24.8607, 67.0011, "Asia/Karachi"),
    ("Jakarta", -6.2088, 106.8456, "Asia/Jakarta"),
    ("Cairo", 30.0444, 31.2357, "Africa/Cairo"),
    ("Istanbul", 41.0082, 28.9784, "Europe/Istanbul"),
    ("New York", 40.7128, -74.0060, "America/New_York"),
    ("Sydney", -33.8688, 151.2093, "Australia/Sydney"),
    ("Cape Town", -33.9249, 18.4241, "Africa/Johannesburg"),
    ("Santiago", -33.4489, -70.6693, "America/Santiago"),
    # Reykjavik's zone at a mid-latitude point on its meridian (open Atlantic,
    # 45 N): the zone's civil dates with a sun that sets every night.
    ("Reykjavik zone 45N", 45.0, -21.9426, "Atlantic/Reykjavik"),
    ("Apia", -13.8333, -171.7667, "Pacific/Apia"),
    ("Kiritimati", 1.8721, -157.4278, "Pacific/Kiritimati"),
    ("Singapore", 1.3521, 103.8198, "Asia/Singapore"),
    ("Dhaka", 23.8103, 90.4125, "Asia/Dhaka"),
    ("Tehran", 35.6892, 51.3890, "Asia/Tehran"),
    ("Lagos", 6.5244, 3.3792, "Africa/Lagos"),
    ("Nairobi", -1.2921, 36.8219, "Africa/Nairobi"),
    ("Los Angeles", 34.0522, -118.2437, "America/Los_Angeles"),
    ("Buenos Aires", -34.6037, -58.3816, "America/Argentina/Buenos_Aires"),
    ("Auckland", -36.8485, 174.7633, "Pacific/Auckland"),
    ("Honolulu", 21.3069, -157.8583, "Pacific/Honolulu"),
    ("Kathmandu", 27.7172, 85.3240, "Asia/Kathmandu"),
    ("Lord Howe", -31.5553, 159.0821, "Australia/Lord_Howe"),
    ("Havana", 23.1136, -82.3666, "America/Havana"),
    ("Ulaanbaatar", 47.8864, 106.9057, "Asia/Ulaanbaatar"),
    ("Seattle", 47.6062, -122.3321, "America/Los_Angeles"),
    ("Montreal", 45.5017, -73.5673, "America/Toronto"),
    ("Madrid", 40.4168, -3.7038, "Europe/Madrid"),
    ("Casablanca", 33.5731, -7.5898, "Africa/Casablanca"),
    ("Beirut", 33.8938, 35.5018, "Asia/Beirut"),
    ("Mumbai", 19.0760, 72.8777, "Asia/Kolkata"),
    ("Sao Paulo", -23.5505, -46.6333, "America/Sao_Paulo"),
    ("Hobart", -42.8821, 147.3272, "Australia/Hobart"),
    ("Chatham", -43.9535, -176.5597, "Pacific/Chatham"),
    ("Quito", -0.1807, -78.4678, "America/Guayaquil"),
]

HIGHLAT = [
    ("Tromso", 69.6492, 18.9553, "Europe/Oslo"),
    # Arctic/Longyearbyen is a link to Europe/Berlin in the tzdata snapshot.
    ("Longyearbyen", 78.2232, 15.6267, "Europe/Berlin"),
    ("McMurdo", -77.8463, 166.6683, "Antarctica/McMurdo"),
    ("Ushuaia", -54.8019, -68.3030, "America/Argentina/Ushuaia"),
    ("London", 51.5074, -0.1278, "Europe/London"),
    ("Stockholm", 59.3293, 18.0686, "Europe/Stockholm"),
    ("Reykjavik", 64.1466, -21.9426, "Atlantic/Reykjavik"),
]


def to_unix(d):
    return (float(d) - EPHEM_UNIX) * DAY


def to_ephem(t):
    return ephem.Date(t / DAY + EPHEM_UNIX)


class Sky:
    def __init__(self, lat, lon):
        self.o = ephem.Observer()
        self.o.lat = repr(lat)
        self.o.lon = repr(lon)
        self.o.elevation = 0
        self.o.pressure = 0
        self.sun = ephem.Sun()

    def alt(self, t):
        self.o.date = to_ephem(t)
        self.sun.compute(self.o)
        return math.degrees(float(self.sun.alt))

    def transit_after(self, t):
        return to_unix(self.o.next_transit(self.sun, start=to_ephem(t)))

    def antitransit_before(self, t):
        return to_unix(self.o.previous_antitransit(self.sun, start=to_ephem(t)))

    def antitransit_after(self, t):
        return to_unix(self.o.next_antitransit(self.sun, start=to_ephem(t)))

    def transit_before(self, t):
        return to_unix(self.o.previous_transit(self.sun, start=to_ephem(t)))

    def rise(self, h, lo, hi):
        """(instant, crossed) of the rising across altitude h in (lo, hi), else its limit."""
        self.o.horizon = repr(h)
        try:
            r = to_unix(self.o.next_rising(self.sun, start=to_ephem(lo), use_center=True))
            if lo < r < hi:
                return r, True
        except ephem.CircumpolarError:
            pass
        return (lo if self.alt(lo) >= h else hi), False

    def set(self, h, lo, hi):
        self.o.horizon = repr(h)
        try:
            r = to_unix(self.o.next_setting(self.sun, start=to_ephem(lo), use_center=True))
            if lo < r < hi:
                return r, True
        except ephem.CircumpolarError:
            pass
        return (hi if self.alt(hi) >= h else lo), False


def wall_noon(zone, d):
    """Unix seconds of D 12:00 on the wall clock (fold 0), or None when D never existed."""
    ref = datetime(d.year, d.month, d.day, 12, tzinfo=zone).timestamp()
    if datetime.fromtimestamp(ref, zone).date() == d:
        return ref
    # Rare: noon is in a gap. The date exists when some instant of it reads D.
    base = (d - EPOCH).days * DAY
    for k in range(-15 * 4, 40 * 4):
        t = base + k * 900
        if datetime.fromtimestamp(t, zone).date() == d:
            return ref
    return None


class Day:
    """The transits around one civil date and the events computed from them."""

    def __init__(self, sky, ref):
        self.sky = sky
        self.noon = sky.transit_after(ref - DAY / 2)
        self.lower_before = sky.antitransit_before(self.noon)
        self.lower_after = sky.antitransit_after(self.noon)
        self._prev_noon = None
        self._next_noon = None

    def prev_noon(self):
        if self._prev_noon is None:
            self._prev_noon = self.sky.transit_before(self.lower_before)
        return self._prev_noon

    def next_noon(self):
        if self._next_noon is None:
            self._next_noon = self.sky.transit_after(self.lower_after)
        return self._next_noon

    def fajr(self, angle, rule):
        """(instant, from the high-latitude rule)."""
        t, crossed = self.sky.rise(-angle, self.lower_before, self.noon)
        if crossed or t == self.noon:
            return t, False
        ss, _ = self.sky.set(-SUNSET, self.prev_noon(), self.lower_before)
        sr, _ = self.sky.rise(-SUNSET, self.lower_before, self.noon)
        night = sr - ss
        if rule == "middle":
            return ss + night / 2, True
        if rule == "seventh":
            return sr - night / 7, True
        return sr - angle / 60 * night, True

    def maghrib(self, angle, rule):
        t, crossed = self.sky.set(-angle, self.noon, self.lower_after)
        if crossed or t == self.noon:
            return t, False
        ss, _ = self.sky.set(-SUNSET, self.noon, self.lower_after)
        sr, _ = self.sky.rise(-SUNSET, self.lower_after, self.next_noon())
        night = sr - ss
        if rule == "middle":
            return ss + night / 2, True
        if rule == "seventh":
            return ss + night / 7, True
        return ss + angle / 60 * night, True


def main_location(spec):
    name, lat, lon, zone_name = spec
    zone = ZoneInfo(zone_name)
    sky = Sky(lat, lon)
    lines = [f"L\t{name}\t{lat}\t{lon}\t{zone_name}\n"]
    prev = [0] * 6
    d = date(2000, 1, 1)
    while d <= date(2100, 12, 31):
        ref = wall_noon(zone, d)
        if ref is None:
            lines.append("-\n")
            d += timedelta(days=1)
            continue
        day = Day(sky, ref)
        midnight = (d - EPOCH).days * DAY
        values = [(day.noon, False)]
        for a in (18, 15, 19.5):
            values.append(day.fajr(a, "middle"))
        for m in (SUNSET, 4.5):
            values.append(day.maghrib(m, "middle"))
        cols = []
        flags = ""
        for i, (t, ruled) in enumerate(values):
            rel = round(t) - midnight
            cols.append(str(rel - prev[i]))
            prev[i] = rel
            if ruled:
                flags += str(i + 1)
        lines.append("\t".join(cols) + "\t" + flags + "\n")
        d += timedelta(days=1)
    return "".join(lines)


def highlat_location(spec):
    name, lat, lon, zone_name = spec
    zone = ZoneInfo(zone_name)
    sky = Sky(lat, lon)
    lines = [f"L\t{name}\t{lat}\t{lon}\t{zone_name}\n"]
    d = date(2026, 1, 1)
    while d <= date(2030, 12, 31):
        ref = wall_noon(zone, d)
        if ref is None:
            lines.append(f"{d.isoformat()}\t-\n")
            d += timedelta(days=1)
            continue
        day = Day(sky, ref)
        ss, ss_ok = sky.set(-SUNSET, day.prev_noon(), day.lower_before)
        sr, sr_ok = sky.rise(-SUNSET, day.lower_before, day.noon)
        f18, f18_ok = sky.rise(-18, day.lower_before, day.noon)
        st, st_ok = sky.set(-SUNSET, day.noon, day.lower_after)
        cols = [d.isoformat(), day.noon, day.lower_before,
                ss if ss_ok else None, sr if sr_ok else None, f18 if f18_ok else None]
        for rule in ("middle", "seventh", "twilight"):
            cols.append(day.fajr(18, rule)[0])
        cols.append(st if st_ok else None)
        cols.append(day.maghrib(SUNSET, "middle")[0])
        for rule in ("middle", "seventh", "twilight"):
            cols.append(day.maghrib(4.5, rule)[0])
        lines.append("\t".join(c if isinstance(c, str) else ("-" if c is None else str(round(c)))
                               for c in cols) + "\n")
        d += timedelta(days=1)
    return "".join(lines)


def tzdata_version():
    with open(os.path.join(TZDIR, "tzdata.zi"), encoding="utf-8") as f:
        return f.readline().strip().replace("# version ", "")


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "main"
    if mode not in ("main", "highlat"):
        sys.exit("usage: gen-sun-oracle.py main|highlat")
    specs = MAIN if mode == "main" else HIGHLAT
    work = main_location if mode == "main" else highlat_location
    out = sys.stdout
    out.write(f"# gen-sun-oracle.py {mode}: ephem {ephem.__version__}, tzdata {tzdata_version()}; "
              f"{len(specs)} locations\n")
    with Pool(int(os.environ.get("JOBS", "2"))) as pool:
        for block in pool.imap(work, specs):
            out.write(block)
            out.flush()


if __name__ == "__main__":
    main()
