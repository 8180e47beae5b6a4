#!/usr/bin/env python3
"""The page and the card in Arabic, Urdu and Bangla in Debian's chromium (headless, Selenium): `dir` and `lang`,
no label left in English (the verse's English translation, the zone's name and code aside), the face each
language's labels are drawn in (Chromium's own answer: CSS.getPlatformFontsForNode over the DevTools protocol,
and document.fonts), no horizontal overflow at 320 px, the countdown in the language's words and digits, the
static export in Arabic; a screenshot of each page at 320 px under SCREENSHOT_DIR. Run by scripts/browser-test
after browser-test.py (same virtualenv); prints one line per check and `N passed, N failed` last.

Usage: browser-test-languages.py AYAH_BINARY SCREENSHOT_DIR
"""
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("browser_test", os.path.join(HERE, "browser-test.py"))
bt = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bt)
AYAH, SHOTS = sys.argv[1], sys.argv[2]

# The words of the English messages of the page (Localization/en.pot, `page-` contexts) and English date words:
# none may be left on a page in another language. Names that every language keeps are allowed.
KEPT = {"JSON", "IANA", "Atom", "RSS", "HTTP", "Tanzil", "CC", "BY", "https", "tanzil", "net"}


def english_words():
    with open(os.path.join(HERE, "..", "Localization", "en.pot"), encoding="utf-8") as f:
        text = f.read()
    ids = re.findall(r'msgctxt "page-[^"]*"\nmsgid "((?:[^"\\]|\\.)*)"(?:\nmsgid_plural "((?:[^"\\]|\\.)*)")?', text)
    words = set()
    for one, other in ids:
        for message in (one, other):
            for word in re.findall(r"[A-Za-z']+", re.sub(r"\{[a-z]+\}", " ", message)):
                if len(word) >= 3 and word not in KEPT:
                    words.add(word)
    return words | {"January", "November", "Saturday", "Sunday", "Friday", "Muharram", "Jumada", "AH"}


ENGLISH = english_words()

# The page's text as a reader sees it, the English translation, the zone's name and code elements aside;
# with the titles (document and links) and aria labels.
VISIBLE_TEXT = """
const skip = new Set(['translation', 'zone']);
const parts = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  let e = node.parentElement, skipped = false;
  for (; e; e = e.parentElement) if (skip.has(e.id) || e.tagName === 'CODE' || e.tagName === 'NOSCRIPT') { skipped = true; break; }
  if (!skipped) parts.push(node.data);
}
parts.push(document.title);
for (const e of document.querySelectorAll('[title], [aria-label]')) parts.push(e.getAttribute('title') || '', e.getAttribute('aria-label') || '');
return parts.join(' ');
"""

OVERFLOW = """
const root = document.documentElement;
const out = [];
if (root.scrollWidth > root.clientWidth) out.push('page ' + root.scrollWidth + '>' + root.clientWidth);
for (const e of document.querySelectorAll('h1, p, a, span, time')) {
  if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).display !== 'inline') out.push(e.id || e.className);
  const r = e.getBoundingClientRect();
  if (r.width && (r.left < -1 || r.right > root.clientWidth + 1)) out.push((e.id || e.className) + ' outside');
}
return out;
"""


def platform_fonts(driver, selector):
    """The faces Chromium drew `selector`'s text with: [(family, glyphs, custom)]."""
    driver.execute_cdp_cmd("DOM.enable", {})
    driver.execute_cdp_cmd("CSS.enable", {})
    root = driver.execute_cdp_cmd("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
    node = driver.execute_cdp_cmd("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
    assert node, f"no {selector}"
    fonts = driver.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
    return [(f["familyName"], f["glyphCount"], f.get("isCustomFont", False)) for f in fonts]


def left_in_english(text):
    return sorted({w for w in re.findall(r"[A-Za-z']+", text) if w in ENGLISH})


def main():
    os.makedirs(SHOTS, exist_ok=True)
    # The real clock (no --now): the countdown counts down to the zone's next day.
    env = dict(os.environ, TZ="Etc/UTC")
    server = subprocess.Popen([AYAH, "serve", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                              env=env, text=True)
    line = server.stdout.readline().strip()
    if not line.startswith("listening on "):
        server.kill()
        raise SystemExit(f"ayah serve did not start: {line!r}")
    base = line.removeprefix("listening on ")
    driver = bt.browser(zone="Asia/Karachi", width=320, height=900)
    faces = {"ur": "Noto Nastaliq Urdu", "bn": "Noto Sans Bengali"}
    digits = {"ar": "٠١٢٣٤٥٦٧٨٩", "ur": "0123456789", "bn": "০১২৩৪৫৬৭৮৯"}
    check = bt.check
    try:
        for lang in ["ar", "ur", "bn"]:
            rtl = lang in ("ar", "ur")
            for path in ["/", "/embed"]:
                url = f"{base}{path}?tz=Asia/Karachi&lang={lang}"

                @check(f"{path} {lang}: lang, dir and the layout's direction")
                def _():
                    driver.get_log("performance")
                    driver.set_window_size(320, 900)
                    driver.get(url)
                    bt.wait_ready(driver)
                    WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.ID, "countdown"))
                    html = driver.find_element(By.TAG_NAME, "html")
                    assert html.get_attribute("lang") == lang, html.get_attribute("lang")
                    assert (html.get_attribute("dir") == "rtl") == rtl, html.get_attribute("dir")
                    direction = driver.execute_script("return getComputedStyle(document.querySelector('h1')).direction")
                    assert direction == ("rtl" if rtl else "ltr"), direction
                    if rtl:
                        # Mirrored: the heading starts at the right edge of the column, the links run from the right.
                        edges = driver.execute_script("""
                            const m = document.querySelector('main').getBoundingClientRect();
                            const range = document.createRange();
                            range.selectNodeContents(document.querySelector('h1 .site'));
                            const s = range.getBoundingClientRect();
                            const a = document.querySelector('.links a').getBoundingClientRect();
                            return [m.right - s.right, s.left - m.left, m.right - a.right];""")
                        assert edges[0] < edges[1] and edges[2] < 40, edges

                @check(f"{path} {lang}: no label in English, the countdown in the language's words and digits")
                def _():
                    text = driver.execute_script(VISIBLE_TEXT)
                    left = left_in_english(text)
                    assert not left, left
                    countdown = driver.find_element(By.ID, "countdown").text
                    assert countdown and any(d in countdown for d in digits[lang]), countdown
                    errors = bt.console_errors(driver)
                    assert not errors, errors
                    foreign = [u for u in bt.requested_urls(driver) if not u.startswith(base + "/")]
                    assert not foreign, foreign

                if lang in faces:
                    @check(f"{path} {lang}: the labels are drawn in {faces[lang]}, served by the server itself")
                    def _():
                        face = faces[lang]
                        family = driver.execute_script(
                            "return getComputedStyle(document.querySelector('h1 .site')).fontFamily")
                        assert family.startswith(f'"{face}"'), family
                        loaded = driver.execute_script(
                            "return Array.from(document.fonts).filter(f => f.family.replace(/\"/g, '') === arguments[0]"
                            " && f.status === 'loaded').length", face)
                        assert loaded >= 1, f"{face} not loaded"
                        # Every glyph of these labels from the served face: none missing from the subset (a fallback
                        # face would be listed), none drawn by a system copy (isCustomFont: the web font).
                        for selector in ["h1 .site", "#local-date", "#hijri-date", "#countdown", "#link-card"]:
                            used = platform_fonts(driver, selector)
                            assert used and all(f[0] == face and f[2] for f in used), (selector, used)
                        translation = platform_fonts(driver, "#translation")
                        assert all(f[0] != face for f in translation), ("the English translation", translation)

                @check(f"{path} {lang}: no horizontal overflow at 320 px; screenshot")
                def _():
                    overflow = driver.execute_script(OVERFLOW)
                    assert not overflow, overflow
                    height = driver.execute_script("return document.documentElement.scrollHeight")
                    driver.set_window_size(320, height + 100)
                    time.sleep(0.3)
                    name = "page" if path == "/" else "embed"
                    shot = os.path.join(SHOTS, f"{name}-{lang}-320.png")
                    assert driver.save_screenshot(shot) and os.path.getsize(shot) > 10_000, shot
                    print(f"      screenshot {shot}", flush=True)

        @check("ayah export --html --lang ar on a static host: Arabic words, reference and dates, no English")
        def _():
            site = tempfile.mkdtemp(prefix="ayah-site-ar-")
            subprocess.run([AYAH, "export", "--out", site, "--days", "4", "--html", "--lang", "ar"], check=True,
                           stdout=subprocess.DEVNULL)
            static, static_base = bt.static_host(site)
            try:
                driver.set_window_size(320, 900)
                driver.get(f"{static_base}/index.html")
                WebDriverWait(driver, 10).until(
                    lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("aria-busy") == "false")
                reference = driver.find_element(By.ID, "reference").text
                assert re.search("[\u0600-\u06ff]+ [٠-٩]+:[٠-٩]+", reference), reference
                assert re.search("[٠-٩]", driver.find_element(By.ID, "local-date").text)
                assert re.search("[٠-٩]", driver.find_element(By.ID, "hijri-date").text)
                left = left_in_english(driver.execute_script(VISIBLE_TEXT))
                assert not left, left
                assert not driver.execute_script(OVERFLOW)
                height = driver.execute_script("return document.documentElement.scrollHeight")
                driver.set_window_size(320, height + 100)
                time.sleep(0.3)
                shot = os.path.join(SHOTS, "export-ar-320.png")
                assert driver.save_screenshot(shot), shot
                print(f"      screenshot {shot}", flush=True)
            finally:
                static.shutdown()
    finally:
        driver.quit()
        server.terminate()
        server.wait(10)
    failed = [name for name, error in bt.results if error is not None]
    print(f"{len(bt.results) - len(failed)} passed, {len(failed)} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
