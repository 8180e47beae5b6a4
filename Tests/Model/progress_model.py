"""An independent reference model of `ayah progress`: the reading journal's
catch-up, its read/remaining counts and its streaks.

Written from the feature's text (the issue and its clarifications, quoted in
docs/testing.md), never from Sources/AyahKit/Progress or Sources/AyahJournal.
Pure Python: dates with `datetime`, zones with `zoneinfo` (the system tz
database), the Quran's divisions from Tanzil's metadata in the shared corpus.
"""

from __future__ import annotations

import csv
import datetime as dt
import functools
import math
import os
from dataclasses import dataclass, field
from zoneinfo import ZoneInfo

CORPUS = os.environ.get("AYAH_CORPUS", "/work/shared/corpus")
TOTAL_AYAHS = 6236


def _corpus_file(name: str) -> str:
    """The shared corpus, or the copy bundled in Data/ when shared/ is absent."""
    here = os.path.dirname(os.path.abspath(__file__))
    for folder in (CORPUS, os.path.join(here, "..", "..", "Data")):
        path = os.path.join(folder, name)
        if os.path.exists(path):
            return path
    raise FileNotFoundError(name)


@functools.lru_cache(maxsize=None)
def surah_lengths() -> tuple[int, ...]:
    lengths = []
    with open(_corpus_file("surahs.tsv"), encoding="utf-8") as f:
        for row in csv.DictReader(f, delimiter="\t"):
            lengths.append(int(row["ayah_count"]))
    assert len(lengths) == 114 and sum(lengths) == TOTAL_AYAHS
    return tuple(lengths)


@functools.lru_cache(maxsize=None)
def _surah_offsets() -> tuple[int, ...]:
    """offsets[s-1] = number of ayahs before surah s."""
    out, total = [], 0
    for n in surah_lengths():
        out.append(total)
        total += n
    return tuple(out)


def index_of(surah: int, ayah: int) -> int:
    """The 1-based position of surah:ayah among all 6236 ayahs."""
    assert 1 <= ayah <= surah_lengths()[surah - 1]
    return _surah_offsets()[surah - 1] + ayah


def ref_of(index: int) -> str:
    """"S:A" for a 1-based global ayah position."""
    offsets = _surah_offsets()
    for s in range(113, -1, -1):
        if offsets[s] < index:
            return f"{s + 1}:{index - offsets[s]}"
    raise ValueError(index)


@functools.lru_cache(maxsize=None)
def _starts(kind: str) -> tuple[int, ...]:
    rows = []
    with open(_corpus_file("quran-metadata.tsv"), encoding="utf-8") as f:
        for row in csv.DictReader(f, delimiter="\t"):
            if row["kind"] == kind:
                rows.append((int(row["index"]), index_of(int(row["surah"]), int(row["ayah"]))))
    rows.sort()
    assert [i for i, _ in rows] == list(range(1, len(rows) + 1))
    return tuple(start for _, start in rows)


@functools.lru_cache(maxsize=None)
def unit_spans(unit: str) -> tuple[tuple[int, int], ...]:
    """(first, last) global ayah positions of each unit, in order (inclusive)."""
    if unit == "ayah":
        return tuple((i, i) for i in range(1, TOTAL_AYAHS + 1))
    if unit == "hizb":
        rub = _starts("rub")
        starts = [rub[4 * k] for k in range(60)]  # hizb k+1 = rub 4k+1 … 4k+4
    else:
        starts = list(_starts(unit))
    ends = [s - 1 for s in starts[1:]] + [TOTAL_AYAHS]
    return tuple(zip(starts, ends))


UNIT_COUNTS = {"juz": 30, "hizb": 60, "rub": 240, "page": 604, "ayah": 6236}


def fixed_portion(j: int, n: int, units: int) -> tuple[int, int] | None:
    """Units (first, last), 1-based and inclusive, of day j of an n-day plan; None when empty."""
    if not 1 <= j <= n:
        return None
    first = (j - 1) * units // n + 1
    last = j * units // n
    return (first, last) if first <= last else None


# ---------------------------------------------------------------- the ayah-day


def parse_hhmm(text: str) -> dt.time:
    h, m = text.split(":")
    return dt.time(int(h), int(m))


def ayah_day(now: dt.datetime, zone: str, day_starts_at: str = "00:00") -> dt.date:
    """The ayah-day in effect at instant `now` in `zone`, a day starting at a wall time.

    Only used with start times that no DST transition of the zones under test
    crosses (midnight, 03:00), where a wall-clock comparison is exact.
    """
    local = now.astimezone(ZoneInfo(zone))
    if local.time().replace(tzinfo=None) < parse_hhmm(day_starts_at):
        return local.date() - dt.timedelta(days=1)
    return local.date()


@functools.lru_cache(maxsize=None)
def date_existed(zone: str, day: dt.date) -> bool:
    """Whether some instant had calendar date `day` on the wall clock of `zone`."""
    tz = ZoneInfo(zone)
    start = dt.datetime(day.year, day.month, day.day, tzinfo=dt.timezone.utc) - dt.timedelta(hours=30)
    for step in range(0, 60 * 4 * 15 + 1):  # every 15 minutes over 60 hours
        t = start + dt.timedelta(minutes=15 * step)
        if t.astimezone(tz).date() == day:
            return True
    return False


# ---------------------------------------------------------------- the journal


@dataclass(frozen=True)
class Mark:
    first: int  # global ayah position, inclusive
    last: int
    made_on: dt.date  # the ayah-day it was made in
    day: dt.date  # the day it reads
    zone: str  # the zone it was made in


@dataclass
class Plan:
    n: int
    unit: str
    start: dt.date

    @property
    def spec(self) -> str:
        return f"khatm:{self.n}:{self.unit}"

    @property
    def units(self) -> int:
        return UNIT_COUNTS[self.unit]


@dataclass
class Journal:
    marks: list[Mark] = field(default_factory=list)

    def read_ayahs(self) -> set[int]:
        out: set[int] = set()
        for m in self.marks:
            out.update(range(m.first, m.last + 1))
        return out


def unit_read(plan: Plan, read: set[int]) -> list[bool]:
    """read_flags[i] for unit i+1."""
    return [all(a in read for a in range(f, l + 1)) for f, l in unit_spans(plan.unit)]


def portion_read(flags: list[bool], portion: tuple[int, int] | None) -> bool:
    return portion is None or all(flags[u - 1] for u in range(portion[0], portion[1] + 1))


def today_portion(plan: Plan, journal: Journal, today: dt.date, mode: str) -> tuple[int, int] | None:
    """The units (first, last) status shows as today's reading, or None."""
    d = (today - plan.start).days + 1
    n, units = plan.n, plan.units
    if d < 1:
        return None
    if not journal.marks:
        return fixed_portion(d, n, units)
    flags = unit_read(plan, journal.read_ayahs())
    c = sum(flags)
    if c == units:
        return None
    if mode == "none":
        return fixed_portion(d, n, units)
    if mode == "extend":
        for j in range(1, n + 1):
            p = fixed_portion(j, n, units)
            if p is not None and not portion_read(flags, p):
                return p
        return None
    # spread
    first_unread = flags.index(False) + 1
    k = math.ceil((units - c) / max(1, n - d + 1))
    last = min(units, first_unread + k - 1)
    for u in range(first_unread + 1, last + 1):
        if flags[u - 1]:
            last = u - 1
            break
    return (first_unread, last)


# ---------------------------------------------------------------- titles

UNIT_TITLES = {"juz": ("Juz", "Juz"), "hizb": ("Hizb", "Hizb"), "rub": ("Rub", "Rub"), "page": ("Page", "Pages")}


def title_of(unit: str, first: int, last: int, titler=None) -> str:
    """A reading's title for units first…last of `unit` (as the plans print them)."""
    if unit == "ayah":
        if titler is None:
            raise ValueError("an ayah range's title needs the titler")
        return titler(unit_spans("ayah")[first - 1][0], unit_spans("ayah")[last - 1][1])
    one, many = UNIT_TITLES[unit]
    return f"{one} {first}" if first == last else f"{many} {first}\u2013{last}"


# ---------------------------------------------------------------- streaks


def consecutive(a: dt.date, b: dt.date, zones: set[str]) -> bool:
    """a < b are consecutive: every date strictly between never existed in one of `zones`."""
    day = a + dt.timedelta(days=1)
    while day < b:
        if all(date_existed(z, day) for z in zones):
            return False
        day += dt.timedelta(days=1)
    return True


def streaks(journal: Journal, today: dt.date, status_zone: str) -> tuple[int, int]:
    days = sorted({m.made_on for m in journal.marks if m.day >= m.made_on})
    if not days:
        return 0, 0
    zones = {status_zone} | {m.zone for m in journal.marks}
    runs: dict[dt.date, int] = {}
    longest = 0
    for i, day in enumerate(days):
        runs[day] = runs[days[i - 1]] + 1 if i and consecutive(days[i - 1], day, zones) else 1
        longest = max(longest, runs[day])
    top = max(today, days[-1])
    if top in runs:
        current = runs[top]
    else:
        before = max(x for x in days if x < top)
        current = runs[before] if consecutive(before, top, zones) else 0
    return current, longest


# ---------------------------------------------------------------- status


def status(plan: Plan, journal: Journal, today: dt.date, mode: str, status_zone: str, titler=None) -> dict:
    """The object `ayah progress status --json` gives for `plan` (one entry of "plans")."""
    n, units = plan.n, plan.units
    d = (today - plan.start).days + 1
    read = journal.read_ayahs()
    flags = unit_read(plan, read)
    c = sum(flags)
    done = c == units
    has_marks = bool(journal.marks)
    effective = mode if has_marks else "none"
    portion = today_portion(plan, journal, today, mode)
    behind = 0
    if d >= 2:
        behind = sum(1 for j in range(1, min(d - 1, n) + 1) if not portion_read(flags, fixed_portion(j, n, units)))
    end = plan.start + dt.timedelta(days=n - 1)
    if done:
        finish = max(m.made_on for m in journal.marks)
    elif effective == "none":
        finish = end
    elif effective == "spread":
        finish = today if d > n else end
    else:
        unread = sum(1 for j in range(1, n + 1) if not portion_read(flags, fixed_portion(j, n, units)))
        finish = max(today, plan.start) + dt.timedelta(days=unread - 1)
    current, longest = streaks(journal, today, status_zone)
    today_obj = None
    if portion is not None:
        first, last = portion
        spans = unit_spans(plan.unit)
        today_obj = {
            "first": first,
            "last": last,
            "from": ref_of(spans[first - 1][0]),
            "to": ref_of(spans[last - 1][1]),
            "unit": plan.unit,
            "title": title_of(plan.unit, first, last, titler),
        }
    return {
        "plan": plan.spec,
        "start": plan.start.isoformat(),
        "catchUp": effective,
        "day": d if d >= 1 else None,
        "days": n,
        "read": {"units": c, "ayahs": len(read)},
        "remaining": {"units": units - c, "ayahs": TOTAL_AYAHS - len(read)},
        "behind": behind,
        "today": today_obj,
        "streak": {"current": current, "longest": longest},
        "finish": finish.isoformat(),
        "done": done,
    }
