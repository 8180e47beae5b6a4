"""Hypothesis drives the real `ayah progress` and compares every field of
`status --json` with the independent model in progress_model.py.

Run with scripts/progress-model (or `python3 -m unittest discover -s
Tests/Model -t .`). The binary is $AYAH_BIN (default .build/debug/ayah);
$AYAH_MODEL_EXAMPLES scales the number of generated scenarios (default 120
for the journeys, 15 for each of the two journal tests).
"""

from __future__ import annotations

import datetime as dt
import json
import os
import shlex
import subprocess
import sys
import tempfile
import unittest
from dataclasses import dataclass, field

from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import progress_model as pm  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
AYAH_BIN = os.path.abspath(os.path.join(ROOT, os.environ.get("AYAH_BIN", ".build/debug/ayah")))
EXAMPLES = int(os.environ.get("AYAH_MODEL_EXAMPLES", "120"))
SMALL = max(1, EXAMPLES // 8)

COMMON = dict(
    deadline=None,
    database=None,
    derandomize=os.environ.get("AYAH_MODEL_RANDOM") != "1",
    suppress_health_check=list(HealthCheck),
    print_blob=True,
)

UTC = dt.timezone.utc

# Zones and the instants around which a scenario starts: DST nights in New York
# and London, Apia's skipped 2011-12-30 (10:00 UTC on the 30th), Karachi then New York.
ZONE_GROUPS = [
    (("America/New_York",), dt.datetime(2026, 3, 8, 7, 0, tzinfo=UTC)),
    (("America/New_York",), dt.datetime(2026, 11, 1, 6, 0, tzinfo=UTC)),
    (("Europe/London",), dt.datetime(2026, 3, 29, 1, 0, tzinfo=UTC)),
    (("Europe/London",), dt.datetime(2026, 10, 25, 1, 0, tzinfo=UTC)),
    (("Pacific/Apia",), dt.datetime(2011, 12, 30, 10, 0, tzinfo=UTC)),
    (("Asia/Karachi", "America/New_York"), dt.datetime(2026, 5, 10, 15, 0, tzinfo=UTC)),
    (("Asia/Karachi",), dt.datetime(2026, 7, 1, 19, 0, tzinfo=UTC)),
    (("UTC", "Pacific/Apia"), dt.datetime(2011, 12, 29, 20, 0, tzinfo=UTC)),
]


def iso(t: dt.datetime) -> str:
    return t.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


# ---------------------------------------------------------------- the CLI


@dataclass
class Cli:
    folder: str
    log: list[str] = field(default_factory=list)

    def env(self, extra: dict[str, str] | None = None) -> dict[str, str]:
        env = {
            "PATH": "/usr/bin:/bin",
            "HOME": self.folder,
            "XDG_STATE_HOME": os.path.join(self.folder, "state"),
            "TZ": "UTC",
            "LANG": "C.UTF-8",
        }
        env.update(extra or {})
        return env

    def run(self, args: list[str], extra_env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
        prefix = " ".join(f"{k}={v}" for k, v in (extra_env or {}).items())
        self.log.append((prefix + " " if prefix else "") + "ayah " + shlex.join(args))
        return subprocess.run(
            [AYAH_BIN, *args],
            cwd=self.folder,
            env=self.env(extra_env),
            capture_output=True,
            text=True,
            timeout=60,
        )


# ---------------------------------------------------------------- scenarios


@dataclass
class Scenario:
    plan: pm.Plan
    zones: tuple[str, ...]
    start_now: dt.datetime
    rule: str
    mode: str
    mode_via: str  # "flag", "env" or "default" (spread only)
    steps: list[tuple[int, int, tuple]]  # (minutes to advance, zone index, action)


@st.composite
def plans(draw) -> tuple[str, int]:
    unit = draw(st.sampled_from(["juz", "juz", "hizb", "page", "rub", "ayah"]))
    n = draw(st.integers(1, 60 if unit == "ayah" else min(40, pm.UNIT_COUNTS[unit])))  # a plan has N ≤ U
    return unit, n


@st.composite
def actions(draw, n: int, units: int) -> tuple:
    kind = draw(st.sampled_from(["mark", "mark", "mark", "date", "date", "through", "undo", "roundtrip", "status"]))
    if kind == "date":
        return ("date", draw(st.integers(1, n)))
    if kind == "through":
        if draw(st.booleans()):
            return ("through-unit", draw(st.integers(1, units)))
        return ("through", draw(st.integers(1, pm.TOTAL_AYAHS)))
    return (kind,)


@st.composite
def scenarios(draw) -> Scenario:
    unit, n = draw(plans())
    zones, anchor = draw(st.sampled_from(ZONE_GROUPS))
    start_now = anchor - dt.timedelta(minutes=draw(st.integers(0, 48 * 60)))
    rule = draw(st.sampled_from(["00:00", "03:00"]))
    base = pm.ayah_day(start_now, zones[0], rule)
    plan = pm.Plan(n=n, unit=unit, start=base + dt.timedelta(days=draw(st.integers(-6, 2))))
    mode = draw(st.sampled_from(["spread", "extend", "none"]))
    mode_via = draw(st.sampled_from(["flag", "env"] + (["default"] if mode == "spread" else [])))
    advance = st.one_of(
        st.integers(0, 6 * 60),
        st.integers(0, 36 * 60),
        st.integers(0, 5 * 24 * 60),
    )
    step = st.tuples(advance, st.integers(0, len(zones) - 1), actions(n, pm.UNIT_COUNTS[unit]))
    steps = draw(st.lists(step, min_size=1, max_size=6))
    return Scenario(plan, zones, start_now, rule, mode, mode_via, steps)


# ---------------------------------------------------------------- the harness


class Journey:
    """One scenario's CLI journal and the model's, step by step."""

    def __init__(self, case: unittest.TestCase, sc: Scenario, folder: str):
        self.case, self.sc, self.cli = case, sc, Cli(folder)
        self.journal = pm.Journal()
        self.path = "journal.sqlite3"  # relative: the CLI runs in the folder
        self.now = sc.start_now
        self.zone = sc.zones[0]

    # the options every engine command gets
    def engine(self, zone: str | None = None, journal: str | None = None) -> tuple[list[str], dict[str, str]]:
        sc = self.sc
        args = [
            "--plan", sc.plan.spec, "--plan-start", sc.plan.start.isoformat(),
            "--journal", journal or self.path, "--tz", zone or self.zone,
            "--day-starts-at", sc.rule, "--now", iso(self.now),
        ]  # fmt: skip
        env: dict[str, str] = {}
        if sc.mode_via == "flag":
            args += ["--catch-up", sc.mode]
        elif sc.mode_via == "env":
            env["AYAH_CATCH_UP"] = sc.mode
        return args, env

    def today(self, zone: str | None = None) -> dt.date:
        return pm.ayah_day(self.now, zone or self.zone, self.sc.rule)

    def expected(self) -> dict:
        return {"plans": [pm.status(self.sc.plan, self.journal, self.today(), self.sc.mode, self.zone, titler)]}

    def status(self, journal: str | None = None) -> dict:
        args, env = self.engine(journal=journal)
        out = self.cli.run(["progress", "status", "--json", *args], env)
        self.check(out.returncode == 0, f"status failed ({out.returncode}): {out.stderr}")
        return json.loads(out.stdout)

    def check(self, ok: bool, message: str) -> None:
        if not ok:
            self.fail(message)

    def fail(self, message: str) -> None:
        raise AssertionError(message + "\n\nReproduce (in an empty directory):\n  " + "\n  ".join(self.cli.log))

    def compare(self, label: str) -> None:
        actual = self.status()
        want = self.expected()
        if actual != want:
            diff = diff_fields(want, actual)
            model_marks = "\n  ".join(repr(m) for m in self.journal.marks) or "(none)"
            self.fail(
                f"{label}: status --json differs from the model at {iso(self.now)} "
                f"(today {self.today()} in {self.zone}, rule {self.sc.rule}, catch-up {self.sc.mode} via {self.sc.mode_via}):\n"
                f"{diff}\nexpected: {json.dumps(want, sort_keys=True)}\nactual:   {json.dumps(actual, sort_keys=True)}\n"
                f"model's marks:\n  {model_marks}"
            )

    def export(self, journal: str | None = None) -> list[str]:
        out = self.cli.run(["progress", "export", "--journal", journal or self.path])
        self.check(out.returncode == 0, f"export failed ({out.returncode}): {out.stderr}")
        return out.stdout.splitlines()

    def import_(self, file: str, journal: str | None = None) -> None:
        out = self.cli.run(["progress", "import", file, "--journal", journal or self.path])
        self.check(out.returncode == 0, f"import failed ({out.returncode}): {out.stderr}")

    # ---- actions

    def mark(self, extra: list[str], first_last: tuple[int, int] | None, day: dt.date) -> None:
        args, env = self.engine()
        out = self.cli.run(["progress", "mark", *args, *extra], env)
        if first_last is None:
            self.check(out.returncode != 0, f"mark succeeded where the model has no portion: {out.stdout}")
            return
        self.check(out.returncode == 0, f"mark failed ({out.returncode}): {out.stderr}")
        self.check(len(out.stdout.splitlines()) == 1, f"mark printed {out.stdout!r}, not one line")
        made_on = self.today()
        self.journal.marks.append(pm.Mark(first_last[0], first_last[1], made_on, day, self.zone))

    def step(self, advance: int, zone_index: int, action: tuple) -> None:
        plan = self.sc.plan
        self.now += dt.timedelta(minutes=advance)
        self.zone = self.sc.zones[zone_index]
        kind = action[0]
        spans = pm.unit_spans(plan.unit)
        if kind == "mark":
            portion = pm.today_portion(plan, self.journal, self.today(), self.sc.mode)
            ayahs = None if portion is None else (spans[portion[0] - 1][0], spans[portion[1] - 1][1])
            self.mark([], ayahs, self.today())
        elif kind == "date":
            day = plan.start + dt.timedelta(days=action[1] - 1)
            portion = pm.fixed_portion(action[1], plan.n, plan.units)
            ayahs = None if portion is None else (spans[portion[0] - 1][0], spans[portion[1] - 1][1])
            self.mark(["--date", day.isoformat()], ayahs, day)
        elif kind in ("through", "through-unit"):
            last = spans[action[1] - 1][1] if kind == "through-unit" else action[1]
            self.mark(["--through", pm.ref_of(last)], (1, last), self.today())
        elif kind == "undo":
            if not self.journal.marks:
                return
            self.undo()
        elif kind == "roundtrip":
            self.roundtrip()
        self.compare(f"after {kind}")

    def undo(self) -> None:
        before = self.export()
        args, env = self.engine()
        out = self.cli.run(["progress", "undo", *args], env)
        self.check(out.returncode == 0, f"undo failed ({out.returncode}): {out.stderr}")
        after = self.export()
        last = self.journal.marks.pop()
        self.check(len(after) == len(before) - 1, f"undo left {len(after)} of {len(before)} marks")
        removed = [line for line in before if line not in after] or [before[-1]]
        gone = json.loads(removed[0])
        want = {"from": pm.ref_of(last.first), "to": pm.ref_of(last.last), "day": last.day.isoformat(), "madeOn": last.made_on.isoformat(), "zone": last.zone}
        got = {k: gone.get(k) for k in want}
        self.check(got == want, f"undo removed {gone}, not the last mark {want}")

    def roundtrip(self) -> None:
        status_before = self.status()
        lines = self.export()
        self.check(len(lines) == len(self.journal.marks), f"export wrote {len(lines)} lines for {len(self.journal.marks)} marks")
        file = "export.jsonl"
        with open(os.path.join(self.cli.folder, file), "w", encoding="utf-8") as f:
            f.write("".join(line + "\n" for line in lines))
        other = f"other-{len(self.cli.log)}.sqlite3"
        self.import_(file, other)
        self.check(self.status(other) == status_before, "a fresh journal that imported the export has another status")
        self.check(sorted(self.export(other)) == sorted(lines), "a fresh journal that imported the export exports other marks")
        self.import_(file)
        self.import_(file)
        self.check(self.export() == lines, "importing the journal's own export twice changed its marks")


def titler(first: int, last: int) -> str:
    """The title of ayahs first…last: "Ayah 2:5", "Ayahs 2:5–9", "Ayahs 2:5–3:9"."""
    a, b = pm.ref_of(first), pm.ref_of(last)
    if first == last:
        return f"Ayah {a}"
    if a.split(":")[0] == b.split(":")[0]:
        return f"Ayahs {a}\u2013{b.split(':')[1]}"
    return f"Ayahs {a}\u2013{b}"


def diff_fields(want, got, path="") -> str:
    if isinstance(want, dict) and isinstance(got, dict):
        out = []
        for key in sorted(set(want) | set(got)):
            if key not in got:
                out.append(f"  {path}{key}: missing (expected {want[key]!r})")
            elif key not in want:
                out.append(f"  {path}{key}: unexpected {got[key]!r}")
            else:
                sub = diff_fields(want[key], got[key], f"{path}{key}.")
                if sub:
                    out.append(sub)
        return "\n".join(out)
    if isinstance(want, list) and isinstance(got, list) and len(want) == len(got):
        return "\n".join(filter(None, (diff_fields(w, g, f"{path}{i}.") for i, (w, g) in enumerate(zip(want, got)))))
    return "" if want == got else f"  {path.rstrip('.')}: expected {want!r}, got {got!r}"


def describe(sc: Scenario) -> str:
    p = sc.plan
    lines = [f"plan {p.spec} from {p.start}, zones {sc.zones}, rule {sc.rule}, catch-up {sc.mode} via {sc.mode_via}, first now {iso(sc.start_now)}"]
    lines += [f"  +{adv} min, {sc.zones[z]}: {act}" for adv, z, act in sc.steps]
    return "\n".join(lines)


def _scenario(spec: str, start: str, zones: tuple[str, ...], now: str, rule: str, mode: str, steps: list) -> Scenario:
    _, n, unit = spec.split(":")
    plan = pm.Plan(n=int(n), unit=unit, start=dt.date.fromisoformat(start))
    start_now = dt.datetime.fromisoformat(now.replace("Z", "+00:00"))
    return Scenario(plan, zones, start_now, rule, mode, "flag", steps)


# The issue's own cases, each always run (as subtests, so one failing hides no other).
ISSUE_CASES = {
    "Apia's skipped 2011-12-30 breaks nothing": _scenario(
        "khatm:10:juz", "2011-12-29", ("Pacific/Apia",), "2011-12-30T08:00:00Z", "00:00", "spread",
        [(0, 0, ("mark",)), (180, 0, ("mark",)), (2880, 0, ("status",))]),
    "20:00 in Karachi then 20:00 the next evening in New York are consecutive": _scenario(
        "khatm:20:hizb", "2026-05-09", ("Asia/Karachi", "America/New_York"), "2026-05-10T15:00:00Z", "00:00", "extend",
        [(0, 0, ("mark",)), (1980, 1, ("mark",)), (1440, 0, ("status",))]),
    "a mark at 02:30 before a 03:00 day start belongs to the day before (London)": _scenario(
        "khatm:30:juz", "2026-06-01", ("Europe/London",), "2026-06-02T01:30:00Z", "03:00", "spread",
        [(0, 0, ("mark",)), (1440, 0, ("mark",)), (60, 0, ("mark",))]),
    "01:59 on New York's spring-forward night is still the day before under 03:00": _scenario(
        "khatm:30:page", "2026-03-06", ("America/New_York",), "2026-03-07T09:00:00Z", "03:00", "none",
        [(0, 0, ("mark",)), (1319, 0, ("mark",)), (2, 0, ("mark",))]),
    "New York's 25-hour day counts once": _scenario(
        "khatm:30:juz", "2026-10-30", ("America/New_York",), "2026-11-01T04:30:00Z", "00:00", "spread",
        [(0, 0, ("mark",)), (1380, 0, ("mark",)), (120, 0, ("mark",))]),
    "a mark for a past date adds progress, not streak; a future date's mark counts its day": _scenario(
        "khatm:10:juz", "2026-07-01", ("Asia/Karachi",), "2026-07-05T07:00:00Z", "00:00", "spread",
        [(0, 0, ("date", 1)), (0, 0, ("date", 8)), (1440, 0, ("status",))]),
    "extend after missed days": _scenario(
        "khatm:7:page", "2026-07-01", ("UTC",), "2026-07-04T07:00:00Z", "00:00", "extend",
        [(0, 0, ("date", 1)), (0, 0, ("mark",)), (2880, 0, ("mark",))]),
    # Found by Hypothesis: the CLI marks the fixed portion where status shows nothing to read.
    "a plain mark once the plan is done has nothing to mark": _scenario(
        "khatm:3:juz", "2026-03-08", ("UTC",), "2026-03-08T10:00:00Z", "00:00", "spread",
        [(0, 0, ("through", 6236)), (1440, 0, ("mark",))]),
    # Found by Hypothesis: three marks on three calendar days in a row (Apia, then UTC) are a streak of 3.
    "2011-12-30 marked in UTC still counts between Apia's 29th and UTC's 31st": _scenario(
        "khatm:10:juz", "2011-12-29", ("Pacific/Apia", "UTC"), "2011-12-29T20:00:00Z", "00:00", "spread",
        [(0, 0, ("mark",)), (960, 1, ("mark",)), (1440, 1, ("mark",))]),
}  # fmt: skip


class ProgressModelTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        if not os.access(AYAH_BIN, os.X_OK):
            raise unittest.SkipTest(f"no binary at {AYAH_BIN} (build with swift build --product ayah, or set AYAH_BIN)")

    def test_issue_cases(self) -> None:
        for name, sc in ISSUE_CASES.items():
            with self.subTest(name), tempfile.TemporaryDirectory(prefix="ayah-model-") as folder:
                journey = Journey(self, sc, folder)
                try:
                    journey.compare("before any mark")
                    for advance, zone_index, action in sc.steps:
                        journey.step(advance, zone_index, action)
                except AssertionError as error:
                    raise AssertionError(f"{name}\n{describe(sc)}\n{error}") from None

    @settings(max_examples=EXAMPLES, **COMMON)
    @given(scenarios())
    def test_status_follows_the_model(self, sc: Scenario) -> None:
        note(describe(sc))
        with tempfile.TemporaryDirectory(prefix="ayah-model-") as folder:
            journey = Journey(self, sc, folder)
            journey.compare("before any mark")
            for advance, zone_index, action in sc.steps:
                journey.step(advance, zone_index, action)

    @settings(max_examples=SMALL, **COMMON)
    @given(scenarios())
    def test_import_twice_is_import_once(self, sc: Scenario) -> None:
        note(describe(sc))
        with tempfile.TemporaryDirectory(prefix="ayah-model-") as folder:
            journey = Journey(self, sc, folder)
            for advance, zone_index, action in sc.steps:
                if action[0] in ("mark", "date", "through", "through-unit"):
                    journey.step(advance, zone_index, action)
            lines = journey.export()
            file = "marks.jsonl"
            with open(os.path.join(folder, file), "w", encoding="utf-8") as f:
                f.write("".join(line + "\n" for line in lines))
            once, twice = "once.sqlite3", "twice.sqlite3"
            journey.import_(file, once)
            journey.import_(file, twice)
            journey.import_(file, twice)
            journey.check(journey.export(once) == journey.export(twice), "importing twice exports other marks than importing once")
            journey.check(journey.status(once) == journey.status(twice), "importing twice gives another status than importing once")
            journey.check(journey.status(once) == journey.expected(), "the imported journal's status differs from the model")

    @settings(max_examples=SMALL, **COMMON)
    @given(scenarios(), st.integers(1, 4))
    def test_undo_removes_exactly_the_last_mark(self, sc: Scenario, undos: int) -> None:
        note(describe(sc))
        with tempfile.TemporaryDirectory(prefix="ayah-model-") as folder:
            journey = Journey(self, sc, folder)
            for advance, zone_index, action in sc.steps:
                if action[0] in ("mark", "date", "through", "through-unit"):
                    journey.step(advance, zone_index, action)
            for _ in range(min(undos, len(journey.journal.marks))):
                journey.undo()
                journey.compare("after undo")


if __name__ == "__main__":
    unittest.main()
