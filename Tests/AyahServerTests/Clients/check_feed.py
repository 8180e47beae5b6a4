#!/usr/bin/python3
"""Reads a feed written by `ayah feed` and checks it with independent readers.

usage: check_feed.py atom|rss|json FILE EXPECTED.json
EXPECTED: {"dates": ["2026-11-27", ...] (newest first), "starts": [epoch, ...], "zone": "America/St_Johns"}
Each entry's link must be its day's page (path /, date=DATE, tz=ZONE), read with urllib.
Atom and RSS go through feedparser (no bozo); JSON Feed is checked against
the 1.1 structure. Prints "ok" or the problems (exit 1)."""
import datetime
import json
import sys
import urllib.parse

import feedparser

kind, path, expected_path = sys.argv[1:4]
raw = open(path, "rb").read()
expected = json.load(open(expected_path))
problems = []


def link_problem(link, date):
    """None when `link` is the page of `date` in the feed's zone."""
    parts = urllib.parse.urlsplit(link or "")
    query = urllib.parse.parse_qs(parts.query)
    if parts.path != "/" or query.get("date") != [date] or query.get("tz") != [expected["zone"]]:
        return f"{date}: link {link!r} is not its day's page"
    return None


def epoch(text):
    return int(datetime.datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp())


if kind in ("atom", "rss"):
    feed = feedparser.parse(raw)
    if feed.bozo:
        problems.append(f"bozo: {feed.bozo_exception}")
    want = "atom10" if kind == "atom" else "rss20"
    if feed.version != want:
        problems.append(f"version {feed.version}, expected {want}")
    entries = feed.entries
    if len(entries) != len(expected["dates"]):
        problems.append(f"{len(entries)} entries, expected {len(expected['dates'])}")
    ids = set()
    for entry, date, start in zip(entries, expected["dates"], expected["starts"]):
        ids.add(entry.id)
        if not entry.title.startswith(date + " · "):
            problems.append(f"title {entry.title!r}")
        parsed = entry.get("updated_parsed") or entry.get("published_parsed")
        if parsed is None or int(datetime.datetime(*parsed[:6], tzinfo=datetime.timezone.utc).timestamp()) != start:
            problems.append(f"{date}: date {parsed}, expected {start}")
        content = entry.content[0].value if kind == "atom" else entry.description
        if 'lang="ar"' not in content or 'dir="rtl"' not in content:
            problems.append(f"{date}: no Arabic paragraph in {content[:80]!r}")
        if not entry.id.startswith("tag:"):
            problems.append(f"id {entry.id}")
        problem = link_problem(entry.get("link"), date)
        if problem:
            problems.append(problem)
        if kind == "rss" and entry.get("guidislink", False):
            problems.append("guid is a permalink")
    if len(ids) != len(entries):
        problems.append("ids repeat")
    if kind == "rss" and not any(link.get("rel") == "self" for link in feed.feed.get("links", [])):
        problems.append("no atom:link rel=self")
else:
    doc = json.loads(raw)
    if doc.get("version") != "https://jsonfeed.org/version/1.1":
        problems.append(f"version {doc.get('version')}")
    if not isinstance(doc.get("title"), str):
        problems.append("no title")
    for key in ("home_page_url", "feed_url", "description"):
        if key in doc and not isinstance(doc[key], str):
            problems.append(f"{key} is not a string")
    items = doc.get("items")
    if not isinstance(items, list) or len(items) != len(expected["dates"]):
        problems.append("items is not the list of days")
        items = []
    for item, date, start in zip(items, expected["dates"], expected["starts"]):
        if not isinstance(item.get("id"), str) or not item["id"]:
            problems.append("an item without an id")
        if "content_html" not in item and "content_text" not in item:
            problems.append("an item without content")
        if epoch(item["date_published"]) != start:
            problems.append(f"{date}: date_published {item['date_published']}")
        problem = link_problem(item.get("url"), date)
        if problem:
            problems.append(problem)
        if not item["title"].startswith(date):
            problems.append(f"title {item['title']!r}")
        for key, value in item.items():
            if key not in {"id", "url", "external_url", "title", "content_html", "content_text", "summary", "image",
                           "banner_image", "date_published", "date_modified", "authors", "tags", "language",
                           "attachments"} and not key.startswith("_"):
                problems.append(f"unknown item key {key}")
if problems:
    print("\n".join(problems[:20]))
    sys.exit(1)
print("ok")
