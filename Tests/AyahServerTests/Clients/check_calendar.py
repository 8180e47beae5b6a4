#!/usr/bin/python3
"""Reads an iCalendar file written by `ayah calendar` with independent clients
and checks it against the expected day starts and Python zoneinfo.

usage: check_calendar.py FILE EXPECTED.json
EXPECTED: {"zone": "...", "allDay": bool, "days": [[date, startEpoch, endEpoch], ...], "alarm": minutes|null,
           "origin": "https://host[:port]"|null, "urlParameters": {name: value}}
          (origin: each event's URL is the day's page, ORIGIN/?date=DATE&tz=ZONE and urlParameters; null: no URL)
Prints "ok" and exits 0, or prints what differs and exits 1.
Run with Debian's /usr/bin/python3 (gi ICalGLib, icalendar, vobject,
recurring_ical_events, khal)."""
import datetime
import json
import urllib.parse
import os
import subprocess
import sys
import tempfile
import zoneinfo

import gi

gi.require_version("ICalGLib", "3.0")
from gi.repository import ICalGLib  # noqa: E402
import icalendar  # noqa: E402
import recurring_ical_events  # noqa: E402
import vobject  # noqa: E402

problems = []


def fail(message):
    problems.append(message)


path, expected_path = sys.argv[1], sys.argv[2]
raw = open(path, "rb").read()
expected = json.load(open(expected_path))


def url_problem(got, date):
    """None when `got` is what the event of `date` should carry as URL (read by urllib, not by string)."""
    if expected.get("origin") is None:
        return None if got is None else f"URL {got}, expected none"
    if got is None:
        return "no URL"
    parts = urllib.parse.urlsplit(got)
    if f"{parts.scheme}://{parts.netloc}" != expected["origin"] or parts.path != "/" or parts.fragment:
        return f"URL {got} is not the page of {expected['origin']}"
    query = urllib.parse.parse_qs(parts.query, strict_parsing=True)
    want = {"date": [date], "tz": [expected["zone"]]}
    want.update({name: [value] for name, value in expected.get("urlParameters", {}).items()})
    for name, values in want.items():
        if query.get(name) != values:
            return f"URL {got}: {name} is {query.get(name)}, expected {values}"
    return None
zone_name = expected["zone"]
days = expected["days"]
all_day = expected["allDay"]
UTC = datetime.timezone.utc

# The bytes: CRLF only, lines of at most 75 octets, folds never inside UTF-8.
lines = raw.split(b"\r\n")
if lines[-1] != b"":
    fail("the file does not end in CRLF")
for number, line in enumerate(lines[:-1]):
    if b"\n" in line or b"\r" in line:
        fail(f"line {number + 1} has a bare CR or LF")
    if len(line) > 75:
        fail(f"line {number + 1} has {len(line)} octets")
    try:
        line.decode("utf-8")
    except UnicodeDecodeError:
        fail(f"line {number + 1} splits a UTF-8 sequence")
text = raw.decode("utf-8")
for needed in ["VERSION:2.0", "PRODID:", "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "NAME:", "X-WR-CALNAME:",
               "X-WR-TIMEZONE:", "REFRESH-INTERVAL;VALUE=DURATION:P1D", "X-PUBLISHED-TTL:P1D"]:
    if "\r\n" + needed not in text:
        fail(f"no {needed}")

# libical (GNOME, Evolution): the events' instants, and the VTIMEZONE's offset
# at every hour of the span and around every zoneinfo transition.
calendar = ICalGLib.Component.new_from_string(text)
if calendar is None:
    fail("libical cannot parse the calendar")
    print("\n".join(problems))
    sys.exit(1)
vtimezone = calendar.get_first_component(ICalGLib.ComponentKind.VTIMEZONE_COMPONENT)
timezone = None
if vtimezone is not None:
    timezone = ICalGLib.Timezone.new()
    timezone.set_component(vtimezone.clone())
elif not all_day:
    fail("a timed calendar without a VTIMEZONE")


def libical_epoch(prop_time):
    zone = prop_time.get_timezone()
    if prop_time.is_date():
        return None
    if prop_time.is_utc():
        return prop_time.as_timet()
    if zone is None:
        zone = timezone
    return prop_time.as_timet_with_zone(zone)


events = []
event = calendar.get_first_component(ICalGLib.ComponentKind.VEVENT_COMPONENT)
while event is not None:
    events.append(event)
    event = calendar.get_next_component(ICalGLib.ComponentKind.VEVENT_COMPONENT)
if len(events) != len(days):
    fail(f"libical: {len(events)} events, expected {len(days)}")
uids = set()
for event, (date, start, end) in zip(events, days):
    uids.add(event.get_uid())
    dtstart, dtend = event.get_dtstart(), event.get_dtend()
    if all_day:
        if not dtstart.is_date() or dtstart.as_ical_string() != date.replace("-", ""):
            fail(f"libical: {date} starts {dtstart.as_ical_string()}")
    else:
        got = (libical_epoch(dtstart), libical_epoch(dtend))
        if got != (start, end):
            fail(f"libical: {date} is {got}, expected {(start, end)}")
    url_property = event.get_first_property(ICalGLib.PropertyKind.URL_PROPERTY)
    problem = url_problem(None if url_property is None else url_property.get_url(), date)
    if problem:
        fail(f"libical: {date}: {problem}")
    if expected.get("alarm") is not None:
        alarm = event.get_first_component(ICalGLib.ComponentKind.VALARM_COMPONENT)
        if alarm is None:
            fail(f"{date}: no VALARM")
if len(uids) != len(days):
    fail("the UIDs are not all different")

zone = zoneinfo.ZoneInfo(zone_name)
if timezone is not None:
    first, last = days[0][1], days[-1][2]
    samples = set(range(first - first % 3600, last + 1, 3600))
    # Every transition zoneinfo knows in the span, and the seconds either side.
    t = first
    previous = datetime.datetime.fromtimestamp(t, zone).utcoffset()
    step = 3600
    while t < last:
        nxt = min(t + step, last)
        offset = datetime.datetime.fromtimestamp(nxt, zone).utcoffset()
        if offset != previous:
            low, high = t, nxt
            while high - low > 1:
                mid = (low + high) // 2
                if datetime.datetime.fromtimestamp(mid, zone).utcoffset() == previous:
                    low = mid
                else:
                    high = mid
            samples.update([high - 1, high, high + 1])
            previous = offset
        t = nxt
    utc = ICalGLib.Timezone.get_utc_timezone()
    for instant in sorted(samples):
        if instant < first or instant > last:
            continue
        tt = ICalGLib.Time.new_from_timet_with_zone(instant, False, utc)
        got = timezone.get_utc_offset_of_utc_time(tt)
        got = got[0] if isinstance(got, tuple) else got
        want = int(datetime.datetime.fromtimestamp(instant, zone).utcoffset().total_seconds())
        if got != want:
            fail(f"VTIMEZONE offset at {instant}: {got}, zoneinfo {want}")
            break

# Tiling: each day ends where the next begins, none is empty.
for (date, start, end), nxt in zip(days, days[1:] + [None]):
    if end <= start:
        fail(f"{date} is empty or backwards")
    if nxt is not None and end != nxt[1]:
        fail(f"{date} ends at {end}, the next day starts at {nxt[1]}")

# icalendar (PyPI), recurring-ical-events, vobject: the same instants.
cal = icalendar.Calendar.from_ical(raw)
ievents = [c for c in cal.walk("VEVENT")]
if len(ievents) != len(days):
    fail(f"icalendar: {len(ievents)} events")
for event, (date, start, end) in zip(ievents, days):
    problem = url_problem(None if "URL" not in event else str(event["URL"]), date)
    if problem:
        fail(f"icalendar: {date}: {problem}")
    value = event["DTSTART"].dt
    if all_day:
        if value != datetime.date.fromisoformat(date):
            fail(f"icalendar: {date} starts {value}")
    elif expected.get("minuteOffsets", True):
        if int(value.timestamp()) != start or int(event["DTEND"].dt.timestamp()) != end:
            fail(f"icalendar: {date} is {value}..{event['DTEND'].dt}")
if all_day:
    window = (datetime.date.fromisoformat(days[0][0]), datetime.date.fromisoformat(days[-1][0]) + datetime.timedelta(1))
else:
    window = (datetime.datetime.fromtimestamp(days[0][1], UTC), datetime.datetime.fromtimestamp(days[-1][2], UTC))
occurrences = recurring_ical_events.of(cal).between(*window)
if len(occurrences) != len(days):
    fail(f"recurring-ical-events: {len(occurrences)} occurrences in the span, expected {len(days)}")

vcal = vobject.readOne(text)
vevents = vcal.contents.get("vevent", [])
if len(vevents) != len(days):
    fail(f"vobject: {len(vevents)} events")
for event, (date, start, end) in zip(vevents, days):
    problem = url_problem(event.url.value if hasattr(event, "url") else None, date)
    if problem:
        fail(f"vobject: {date}: {problem}")
    value = event.dtstart.value
    if all_day:
        if value != datetime.date.fromisoformat(date):
            fail(f"vobject: {date} starts {value}")
    elif expected.get("minuteOffsets", True) and int(value.timestamp()) != start:
        fail(f"vobject: {date} starts {value}")

# khal imports it into a vdir of its own.
with tempfile.TemporaryDirectory() as home:
    vdir = os.path.join(home, "calendar")
    os.makedirs(vdir)
    config = os.path.join(home, "khal.conf")
    with open(config, "w") as f:
        f.write(f"[calendars]\n[[ayah]]\npath = {vdir}\ntype = calendar\n"
                "[locale]\nlocal_timezone = UTC\ndefault_timezone = UTC\n"
                "timeformat = %H:%M\ndateformat = %Y-%m-%d\nlongdateformat = %Y-%m-%d\n"
                "datetimeformat = %Y-%m-%d %H:%M\nlongdatetimeformat = %Y-%m-%d %H:%M\n")
    environment = dict(os.environ, HOME=home, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home)
    run = subprocess.run(["khal", "-c", config, "import", "--batch", "-a", "ayah", path],
                         capture_output=True, text=True, env=environment, timeout=120)
    imported = [name for name in os.listdir(vdir) if name.endswith(".ics")]
    if run.returncode != 0 or len(imported) != len(days):
        fail(f"khal import: status {run.returncode}, {len(imported)} events: {run.stderr.strip()[:300]}")

if problems:
    print("\n".join(problems[:20]))
    sys.exit(1)
print("ok")
