#!/usr/bin/python3
"""Reads a calendar or a feed written in a language other than English with
independent clients and checks that they see that language.

usage: check_language.py ics|atom|rss|json FILE EXPECTED.json
EXPECTED: {"lang": "ar", "title": "...", "summaries": ["...", ...] (ics: in event order; feeds: newest first),
           "english": ["Hijri date", ...] (strings no title, summary or description may hold)}
- ics: icalendar and libical (gi ICalGLib) read NAME;LANGUAGE, X-WR-CALNAME and
  each SUMMARY;LANGUAGE; vobject parses it.
- atom, rss: feedparser (no bozo) reads the feed's language (xml:lang, <language>),
  its title and each entry's title, which ends with the expected summary.
- json: JSON Feed 1.1's "language", "title" and each item's title.
Prints "ok" or the problems (exit 1). Run with Debian's /usr/bin/python3."""
import json
import sys

kind, path, expected_path = sys.argv[1:4]
raw = open(path, "rb").read()
expected = json.load(open(expected_path))
lang, title, summaries, english = expected["lang"], expected["title"], expected["summaries"], expected["english"]
problems = []


def no_english(where, text):
    for word in english:
        if word in text:
            problems.append(f"{where}: {word!r} in {text[:120]!r}")


if kind == "ics":
    import gi

    gi.require_version("ICalGLib", "3.0")
    from gi.repository import ICalGLib  # noqa: E402
    import icalendar  # noqa: E402
    import vobject  # noqa: E402

    calendar = icalendar.Calendar.from_ical(raw)
    name = calendar.get("NAME")
    if name is None or str(name) != title or name.params.get("LANGUAGE") != lang:
        problems.append(f"NAME {name!r} {getattr(name, 'params', None)}")
    if str(calendar.get("X-WR-CALNAME")) != title:
        problems.append(f"X-WR-CALNAME {calendar.get('X-WR-CALNAME')!r}")
    events = [c for c in calendar.walk("VEVENT")]
    if [str(e.get("SUMMARY")) for e in events] != summaries:
        problems.append(f"summaries {[str(e.get('SUMMARY')) for e in events]}")
    for event in events:
        if event.get("SUMMARY").params.get("LANGUAGE") != lang:
            problems.append(f"SUMMARY without LANGUAGE={lang}")
        no_english("SUMMARY", str(event.get("SUMMARY")))
        no_english("DESCRIPTION", str(event.get("DESCRIPTION")))
    # libical, as GNOME and Evolution read it.
    component = ICalGLib.Component.new_from_string(raw.decode("utf-8"))
    if component is None:
        problems.append("libical cannot parse the calendar")
    else:
        event = component.get_first_component(ICalGLib.ComponentKind.VEVENT_COMPONENT)
        seen = []
        while event is not None:
            summary = event.get_first_property(ICalGLib.PropertyKind.SUMMARY_PROPERTY)
            parameter = summary.get_first_parameter(ICalGLib.ParameterKind.LANGUAGE_PARAMETER)
            seen.append((summary.get_summary(), parameter.get_language() if parameter else None))
            event = component.get_next_component(ICalGLib.ComponentKind.VEVENT_COMPONENT)
        if seen != [(s, lang) for s in summaries]:
            problems.append(f"libical reads {seen[:3]}")
    vobject.readOne(raw.decode("utf-8"))
elif kind in ("atom", "rss"):
    import feedparser

    feed = feedparser.parse(raw)
    if feed.bozo:
        problems.append(f"bozo: {feed.bozo_exception}")
    if feed.feed.get("language") != lang:
        problems.append(f"language {feed.feed.get('language')!r}")
    if feed.feed.get("title") != title:
        problems.append(f"title {feed.feed.get('title')!r}")
    no_english("description", feed.feed.get("subtitle", feed.feed.get("description", "")))
    if len(feed.entries) != len(summaries):
        problems.append(f"{len(feed.entries)} entries")
    for entry, summary in zip(feed.entries, summaries):
        if not entry.title.endswith(" · " + summary):
            problems.append(f"entry title {entry.title!r}, expected it to end with {summary!r}")
        no_english("entry title", entry.title)
        content = entry.content[0].value if kind == "atom" else entry.description
        no_english("entry content", content)
else:
    doc = json.loads(raw)
    if doc.get("language") != lang:
        problems.append(f"language {doc.get('language')!r}")
    if doc.get("title") != title:
        problems.append(f"title {doc.get('title')!r}")
    no_english("description", doc.get("description", ""))
    items = doc.get("items", [])
    if [item["title"].split(" · ", 1)[-1] for item in items] != summaries:
        problems.append(f"titles {[item['title'] for item in items]}")
    for item in items:
        no_english("title", item["title"])
        no_english("content_text", item.get("content_text", ""))
if problems:
    print("\n".join(problems))
    sys.exit(1)
print("ok")
