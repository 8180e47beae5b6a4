#!/usr/bin/env python3
"""The page, the card and CORS in a real browser: Debian's chromium (headless, through chromium-driver and
Selenium) against a real `ayah serve` on loopback. Run by scripts/browser-test (which makes the virtualenv);
prints one line per check and a last line `N passed, N failed`; exits 1 on any failure.

Usage: browser-test.py AYAH_BINARY SCREENSHOT_DIR
"""
import datetime
import http.server
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import traceback
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

AYAH = sys.argv[1]
SHOTS = sys.argv[2]
# 20:00 UTC: already the 22nd in Karachi (UTC+5), still the 21st in the server's zone (UTC).
NOW = "2026-11-21T20:00:00Z"
EPOCH_2001 = 978307200
results = []


def check(name):
    def wrap(function):
        try:
            function()
            results.append((name, None))
            print(f"ok    {name}", flush=True)
        except Exception as error:  # noqa: BLE001 - report every failure and go on
            results.append((name, error))
            print(f"FAIL  {name}: {error}", flush=True)
            traceback.print_exc(file=sys.stderr)
        return function
    return wrap


def start_server():
    env = dict(os.environ, TZ="Etc/UTC")
    process = subprocess.Popen(
        [AYAH, "serve", "--port", "0", "--now", NOW], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env,
        text=True)
    line = process.stdout.readline().strip()
    if not line.startswith("listening on "):
        process.kill()
        raise SystemExit(f"ayah serve did not start: {line!r}")
    return process, line.removeprefix("listening on ")


def get_json(url, headers=None):
    request = urllib.request.Request(url, headers=headers or {})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.load(response), dict(response.headers)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def static_host(directory):
    """A plain static file server (another origin: localhost, not 127.0.0.1)."""
    handler = lambda *a, **k: QuietHandler(*a, directory=directory, **k)  # noqa: E731
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://localhost:{server.server_address[1]}"


def browser(zone="Etc/UTC", javascript=True, width=1280, height=900):
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--hide-scrollbars", "--force-device-scale-factor=1", "--lang=en-US",
                 "--disable-background-networking", "--disable-component-update", "--no-first-run",
                 "--disable-default-apps", "--disable-sync", "--metrics-recording-only", "--no-pings"]:
        options.add_argument(flag)
    options.add_argument(f"--window-size={width},{height}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    # The browser's zone: TZ in the environment of the browser process (chromedriver passes it on).
    service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver", env=dict(os.environ, TZ=zone))
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_page_load_timeout(20)
    return driver


def requested_urls(driver):
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            urls.append(message["params"]["request"]["url"])
    return urls


def console_errors(driver):
    return [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def wait_ready(driver):
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
    driver.execute_script("return document.fonts ? document.fonts.ready.then(() => true) : true")


def main():
    os.makedirs(SHOTS, exist_ok=True)
    server, base = start_server()
    karachi, _ = get_json(f"{base}/v1/today?tz=Asia/Karachi&days=0")
    utc, _ = get_json(f"{base}/v1/today?tz=Etc/UTC&days=0")
    drivers = []

    def new(*args, **kwargs):
        driver = browser(*args, **kwargs)
        drivers.append(driver)
        return driver

    try:
        @check("fixture: Karachi's day differs from the server zone's")
        def _():
            assert karachi["localDate"] == "2026-11-22" and utc["localDate"] == "2026-11-21", (
                karachi["localDate"], utc["localDate"])
            assert karachi["arabicText"] != utc["arabicText"]

        @check("ISO fields: RFC 3339 with the offset, the same instants as the numbers")
        def _():
            for field in ["start", "end", "nextReload", "timestamp"]:
                parsed = datetime.datetime.fromisoformat(karachi[field + "ISO"])
                assert parsed.utcoffset() == datetime.timedelta(hours=5), karachi[field + "ISO"]
                assert parsed.timestamp() == karachi[field] + EPOCH_2001, field

        driver = new(zone="Asia/Karachi")

        @check("page with tz: no console error, no request to another host")
        def _():
            driver.get(f"{base}/?tz=Asia/Karachi")
            wait_ready(driver)
            time.sleep(0.5)
            urls = requested_urls(driver)
            assert urls, "no request seen"
            foreign = [u for u in urls if not u.startswith(base + "/")]
            assert not foreign, foreign
            assert any(u.endswith("/assets/ayah.css") for u in urls) and any(u.endswith("/assets/ayah.js") for u in urls)
            errors = console_errors(driver)
            assert not errors, errors

        @check("page with tz: the Arabic is rtl and is the payload's text; the translation too")
        def _():
            arabic = driver.find_element(By.ID, "arabic")
            assert arabic.get_attribute("lang") == "ar" and arabic.get_attribute("dir") == "rtl"
            assert arabic.value_of_css_property("direction") == "rtl"
            text = driver.execute_script("return document.getElementById('arabic').textContent")
            assert text == karachi["arabicText"], (text[:40], karachi["arabicText"][:40])
            translation = driver.execute_script("return document.getElementById('translation').textContent")
            assert translation == karachi["translation"]
            element = driver.find_element(By.ID, "translation")
            assert element.get_attribute("lang") == "en" and element.value_of_css_property("direction") == "ltr"

        @check("page: one h1; reading order reference, Arabic, translation; dates, attribution, links")
        def _():
            assert len(driver.find_elements(By.TAG_NAME, "h1")) == 1
            order = driver.execute_script("""
                const ids = ['reference', 'arabic', 'translation'];
                const all = Array.from(document.querySelectorAll('*')).map(e => e.id);
                return ids.map(id => all.indexOf(id));""")
            assert order == sorted(order) and -1 not in order, order
            assert karachi["reference"] in driver.find_element(By.TAG_NAME, "h1").text
            assert driver.find_element(By.ID, "local-date").get_attribute("datetime") == "2026-11-22"
            assert "AH" in driver.find_element(By.ID, "hijri-date").text
            assert "Tanzil" in driver.find_element(By.CLASS_NAME, "attribution").text
            json_link = driver.find_element(By.ID, "link-json").get_attribute("href")
            assert json_link == f"{base}/v1/today?tz=Asia%2FKarachi", json_link
            assert driver.find_element(By.ID, "link-card").get_attribute("href") == f"{base}/v1/card.png?tz=Asia%2FKarachi"

        @check("page: the Amiri Quran font is served by the same host and used")
        def _():
            loaded = driver.execute_script(
                "return Array.from(document.fonts).filter(f => f.family.includes('Amiri Quran') && f.status === 'loaded').length")
            assert loaded >= 1, "Amiri Quran not loaded"

        @check("browser zone Asia/Karachi and no tz: the page shows Karachi's day")
        def _():
            driver.get(f"{base}/")
            WebDriverWait(driver, 10).until(lambda d: "tz=" in d.current_url)
            wait_ready(driver)
            assert driver.current_url == f"{base}/?tz=Asia%2FKarachi", driver.current_url
            body = driver.find_element(By.TAG_NAME, "body")
            assert body.get_attribute("data-local-date") == "2026-11-22"
            assert driver.execute_script("return document.getElementById('arabic').textContent") == karachi["arabicText"]
            errors = console_errors(driver)
            assert not errors, errors

        @check("contrast: WCAG AA (4.5:1) for every text in every theme")
        def _():
            failures = []
            for theme in ["light", "dark", "green", "auto"]:
                for path in ["/", "/embed"]:
                    driver.get(f"{base}{path}?tz=Asia/Karachi&theme={theme}")
                    wait_ready(driver)
                    worst = driver.execute_script(CONTRAST_SCRIPT)
                    for selector, ratio in worst:
                        if ratio < 4.5:
                            failures.append(f"{path} {theme} {selector} {ratio:.2f}")
            assert not failures, failures

        @check("dark preference: theme auto turns dark and keeps AA contrast")
        def _():
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                   {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
            driver.get(f"{base}/?tz=Asia/Karachi")
            wait_ready(driver)
            background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
            assert background == "rgb(18, 20, 22)", background
            low = [w for w in driver.execute_script(CONTRAST_SCRIPT) if w[1] < 4.5]
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
            assert not low, low

        @check("320 px wide and 200% zoom: nothing overflows or is clipped")
        def _():
            problems = []
            for width, zoom in [(320, 1), (1280, 2), (640, 2)]:
                driver.set_window_size(width, 900)
                driver.get(f"{base}/?tz=Asia/Karachi")
                wait_ready(driver)
                if zoom != 1:
                    driver.execute_script(f"document.documentElement.style.zoom = '{zoom}'")
                    time.sleep(0.3)
                overflow = driver.execute_script("""
                    const root = document.documentElement;
                    const out = [];
                    if (root.scrollWidth > root.clientWidth) out.push('page ' + root.scrollWidth + '>' + root.clientWidth);
                    for (const e of document.querySelectorAll('h1, p, a, span, time')) {
                        if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).display !== 'inline')
                            out.push(e.id || e.className);
                    }
                    return out;""")
                if overflow:
                    problems.append((width, zoom, overflow))
            driver.set_window_size(1280, 900)
            assert not problems, problems

        @check("screenshots at 320, 768 and 1280 px")
        def _():
            for width in [320, 768, 1280]:
                driver.set_window_size(width, 900)
                driver.get(f"{base}/?tz=Asia/Karachi")
                wait_ready(driver)
                time.sleep(0.3)
                height = driver.execute_script("return document.documentElement.scrollHeight")
                driver.set_window_size(width, height + 100)
                time.sleep(0.3)
                path = os.path.join(SHOTS, f"page-{width}.png")
                assert driver.save_screenshot(path), path
                assert os.path.getsize(path) > 10_000
            driver.set_window_size(1280, 900)
            driver.get(f"{base}/embed?tz=Asia/Karachi&theme=green")
            wait_ready(driver)
            driver.set_window_size(480, 900)
            time.sleep(0.3)
            driver.save_screenshot(os.path.join(SHOTS, "embed-green-480.png"))

        @check("390 and 1280 px, page and embed: no date line starts with a separator; the embed keeps a card's width")
        def _():
            problems = []
            for path in ["/", "/embed"]:
                for width in [390, 1280]:
                    driver.set_window_size(width, 900)
                    driver.get(f"{base}{path}?tz=Asia/Jakarta")
                    wait_ready(driver)
                    time.sleep(0.3)
                    # Where each line of the date paragraph begins: its first character must not be "·".
                    starts = driver.execute_script("""
                        const p = document.querySelector('.dates');
                        const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
                        const out = []; let top = null;
                        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                            for (let i = 0; i < node.data.length; i++) {
                                if (/\\s/.test(node.data[i])) continue;
                                const range = document.createRange();
                                range.setStart(node, i); range.setEnd(node, i + 1);
                                const rect = range.getClientRects()[0];
                                if (rect && (top === null || rect.top > top + 2)) { out.push(node.data[i]); top = rect.top; }
                            }
                        }
                        return out;""")
                    if "\u00b7" in starts:
                        problems.append(f"{path} at {width}: a line starts with a separator {starts}")
                    if path == "/embed" and width == 1280:
                        main = driver.execute_script("return document.querySelector('main').getBoundingClientRect().width")
                        if main > 640:
                            problems.append(f"embed at 1280: main is {main} px wide")
                    height = driver.execute_script("return document.documentElement.scrollHeight")
                    driver.set_window_size(width, height + 100)
                    time.sleep(0.3)
                    name = "page" if path == "/" else "embed"
                    assert driver.save_screenshot(os.path.join(SHOTS, f"{name}-jakarta-{width}.png"))
            driver.set_window_size(1280, 900)
            assert not problems, problems

        nojs = new(zone="Asia/Karachi", javascript=False)

        @check("JavaScript off and tz: the same ayah")
        def _():
            nojs.get(f"{base}/?tz=Asia/Karachi")
            wait_ready(nojs)
            assert nojs.execute_script is not None
            text = nojs.find_element(By.ID, "arabic").text
            assert nojs.find_element(By.ID, "arabic").value_of_css_property("direction") == "rtl"
            # textContent is not readable without script; compare the rendered text after whitespace folding.
            assert " ".join(text.split()) == " ".join(karachi["arabicText"].split()), text[:40]

        @check("JavaScript off and no tz: the server zone's ayah, and the page says which zone")
        def _():
            nojs.get(f"{base}/")
            wait_ready(nojs)
            assert nojs.current_url == f"{base}/"
            assert " ".join(nojs.find_element(By.ID, "arabic").text.split()) == " ".join(utc["arabicText"].split())
            note = nojs.find_element(By.ID, "zone-note").text
            assert "server" in note, note
            assert nojs.find_element(By.ID, "zone").text == "Etc/UTC"

        parent_dir = tempfile.mkdtemp(prefix="ayah-parent-")
        with open(os.path.join(parent_dir, "parent.html"), "w") as f:
            f.write(PARENT_PAGE.replace("BASE", base))
        with open(os.path.join(parent_dir, "framed-page.html"), "w") as f:
            f.write(f'<!doctype html><title>x</title><iframe src="{base}/?tz=Asia/Karachi"></iframe>')
        host, other = static_host(parent_dir)

        @check("embed in another site's iframe: it reports its height with postMessage")
        def _():
            driver.get(f"{other}/parent.html")
            WebDriverWait(driver, 10).until(lambda d: d.execute_script("return window.heights.length > 0"))
            time.sleep(0.5)
            heights = driver.execute_script("return window.heights")
            frame_height = driver.execute_script("return document.getElementById('ayah').getBoundingClientRect().height")
            assert 150 < heights[-1] < 2000, heights
            assert abs(frame_height - heights[-1]) <= 2, (frame_height, heights)
            driver.switch_to.frame("ayah")
            inner = driver.execute_script("return Math.ceil(document.body.getBoundingClientRect().height)")
            driver.switch_to.default_content()
            assert inner == heights[-1], (inner, heights)

        @check("CORS: another origin reads /v1/today with If-None-Match (preflight, 304, ETag)")
        def _():
            result = driver.execute_async_script(CORS_SCRIPT, f"{base}/v1/today?tz=Asia/Karachi&days=0")
            assert result.get("error") is None, result
            assert result["first"] == 200 and result["etag"].startswith('"'), result
            assert result["second"] == 304, result
            assert result["reference"] == karachi["reference"], result

        @check("/ refuses to be framed (frame-ancestors 'none')")
        def _():
            driver.get_log("browser")
            driver.get(f"{other}/framed-page.html")
            time.sleep(1)
            driver.switch_to.frame(0)
            framed_text = driver.execute_script("return document.body ? document.body.innerText : ''")
            driver.switch_to.default_content()
            assert karachi["reference"] not in framed_text, framed_text[:80]
            refusals = [e for e in driver.get_log("browser") if "frame-ancestors" in e["message"]]
            assert refusals, "no frame-ancestors refusal in the console"

        @check("ayah export --html on a static host: the browser's zone picks the day's document")
        def _():
            site = tempfile.mkdtemp(prefix="ayah-site-")
            subprocess.run([AYAH, "export", "--out", site, "--days", "4", "--html"], check=True,
                           stdout=subprocess.DEVNULL)
            static, static_base = static_host(site)
            try:
                today = datetime.datetime.now(datetime.timezone(datetime.timedelta(hours=5))).date().isoformat()
                with open(os.path.join(site, "v1", "days", f"{today}.json")) as f:
                    document = json.load(f)
                driver.get_log("performance")
                driver.get(f"{static_base}/index.html")
                WebDriverWait(driver, 10).until(
                    lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-local-date") == today)
                arabic = driver.execute_script("return document.getElementById('arabic').textContent")
                assert arabic == document["arabicText"]
                assert driver.find_element(By.ID, "zone").text == "Asia/Karachi"
                foreign = [u for u in requested_urls(driver) if not u.startswith(static_base + "/")]
                assert not foreign, foreign
                errors = console_errors(driver)
                assert not errors, errors
            finally:
                static.shutdown()

        @check("ayah export --html: index.html?date=D (the exported feeds' links) shows that date's document")
        def _():
            site = tempfile.mkdtemp(prefix="ayah-site-")
            subprocess.run([AYAH, "export", "--out", site, "--days", "4", "--html", "--feeds", "Asia/Karachi"],
                           check=True, stdout=subprocess.DEVNULL)
            static, static_base = static_host(site)
            try:
                date = (datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(days=1)).date().isoformat()
                with open(os.path.join(site, "v1", "feed", "Asia", "Karachi.atom")) as f:
                    assert "../../../index.html?date=" in f.read()
                with open(os.path.join(site, "v1", "days", f"{date}.json")) as f:
                    document = json.load(f)
                driver.get(f"{static_base}/index.html?date={date}")
                WebDriverWait(driver, 10).until(
                    lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-local-date") == date)
                arabic = driver.execute_script("return document.getElementById('arabic').textContent")
                assert arabic == document["arabicText"]
                embed = driver.find_element(By.ID, "link-embed").get_attribute("href")
                assert embed == f"{static_base}/embed.html?date={date}", embed
                errors = console_errors(driver)
                assert not errors, errors
            finally:
                static.shutdown()

        @check("ayah export --html opened as a file (file://): it says to serve the folder over HTTP")
        def _():
            site = tempfile.mkdtemp(prefix="ayah-site-")
            subprocess.run([AYAH, "export", "--out", site, "--days", "2", "--html"], check=True,
                           stdout=subprocess.DEVNULL)
            for page in ("index.html", "embed.html"):
                driver.get(f"file://{site}/{page}")
                WebDriverWait(driver, 10).until(
                    lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("aria-busy") == "false")
                note = driver.find_element(By.ID, "file-note")
                assert note.is_displayed(), page
                assert "python3 -m http.server" in note.text, note.text
                assert not driver.find_element(By.ID, "zone-note").is_displayed(), page

        @check("readings: the page lists the plan's reading, its link opens /read/RANGE, which reads well")
        def _():
            # Day 2 of a 30-day khatm from 20 November: Juz 2 on the server zone's 21st.
            plans = "plan=khatm:30:juz&planStart=2026-11-20&plan=mulk"
            requested_urls(driver), console_errors(driver)  # what the checks before saw
            driver.set_window_size(390, 900)
            driver.get(f"{base}/?tz=Etc/UTC&{plans}")
            wait_ready(driver)
            section = driver.find_element(By.ID, "readings")
            assert section.is_displayed()
            # Each reading's words (the script adds its "Mark as read" button after them).
            items = [e.text.split(" Mark as read")[0] for e in section.find_elements(By.CSS_SELECTOR, "li.reading")]
            assert items == ["Juz 2 · Al-Baqarah 2:142–252 · day 2 of 30", "Al-Mulk · Al-Mulk 67:1–30"], items
            # The readings sit between the passage and the date line.
            order = driver.execute_script("""
                const ids = ['translation', 'readings', 'local-date'];
                const nodes = ids.map(id => document.getElementById(id));
                return nodes.every((n, i) => i === 0 ||
                    (nodes[i - 1].compareDocumentPosition(n) & Node.DOCUMENT_POSITION_FOLLOWING));""")
            assert order, "readings out of place"
            time.sleep(0.3)
            height = driver.execute_script("return document.documentElement.scrollHeight")
            driver.set_window_size(390, height + 100)
            time.sleep(0.3)
            assert driver.save_screenshot(os.path.join(SHOTS, "readings-390.png"))
            driver.set_window_size(390, 900)
            link = section.find_element(By.CSS_SELECTOR, "a.reading-title")
            assert link.get_attribute("href") == f"{base}/read/2:142-2:252", link.get_attribute("href")
            link.click()
            WebDriverWait(driver, 10).until(lambda d: d.current_url == f"{base}/read/2:142-2:252")
            wait_ready(driver)
            assert driver.find_element(By.ID, "reference").text == "Al-Baqarah 2:142–252"
            verses = driver.find_elements(By.CSS_SELECTOR, ".verse")
            assert len(verses) == 111, len(verses)
            first = verses[0].find_element(By.CSS_SELECTOR, ".arabic")
            assert first.get_attribute("lang") == "ar" and first.get_attribute("dir") == "rtl"
            assert first.text.endswith("\ufd3f\u0661\u0664\u0662\ufd3e"), first.text[-12:]
            assert verses[0].find_element(By.CSS_SELECTOR, ".ayah-number").text == "142"
            headings = [e.text for e in driver.find_elements(By.CSS_SELECTOR, ".surah-heading")]
            assert len(headings) == 1 and headings[0].startswith("Al-Baqarah"), headings
            family = driver.execute_script("return getComputedStyle(arguments[0]).fontFamily", first)
            assert "Amiri Quran" in family, family
            urls = requested_urls(driver)
            foreign = [u for u in urls if not u.startswith(base + "/")]
            assert not foreign, foreign
            errors = console_errors(driver)
            assert not errors, errors
            # Nothing overflows at 320 px; every text meets AA contrast in each theme.
            problems = []
            for theme in ["light", "dark", "green"]:
                driver.set_window_size(320, 900)
                driver.get(f"{base}/read/2:282-3:3?theme={theme}")
                wait_ready(driver)
                overflow = driver.execute_script("""
                    const root = document.documentElement;
                    return root.scrollWidth > root.clientWidth ? [root.scrollWidth, root.clientWidth] : null;""")
                if overflow:
                    problems.append((theme, "overflow", overflow))
                for name, ratio in driver.execute_script(READ_CONTRAST_SCRIPT):
                    if ratio < 4.5:
                        problems.append((theme, name, round(ratio, 2)))
            assert not problems, problems
            driver.get(f"{base}/?tz=Etc/UTC&{plans}&theme=dark")
            wait_ready(driver)
            low = [(n, round(r, 2)) for n, r in driver.execute_script(READ_CONTRAST_SCRIPT) if r < 4.5]
            assert not low, low
            # Two surahs: two headings, the basmala before 3:1.
            driver.get(f"{base}/read/2:282-3:3")
            wait_ready(driver)
            assert len(driver.find_elements(By.CSS_SELECTOR, ".surah-heading")) == 2
            assert len(driver.find_elements(By.CSS_SELECTOR, ".basmala")) == 1
            for width in [390, 1280]:
                driver.set_window_size(width, 900)
                time.sleep(0.3)
                height = driver.execute_script("return document.documentElement.scrollHeight")
                driver.set_window_size(width, min(height + 100, 4000))
                time.sleep(0.3)
                assert driver.save_screenshot(os.path.join(SHOTS, f"read-{width}.png"))
            driver.set_window_size(1280, 900)
            # A bad range is the page's 400, the input escaped.
            driver.get(f"{base}/read/%3Cb%3Ebad%3C%2Fb%3E")
            assert driver.find_elements(By.TAG_NAME, "b") == []
            assert "<b>bad</b>" in driver.find_element(By.TAG_NAME, "body").text
        @check("mark as read: the marks stay in the browser, the page sends progress= and shows what follows")
        def _():
            plans = "plan=khatm:30:juz&planStart=2026-11-20&plan=mulk"
            requested_urls(driver), console_errors(driver)  # what the checks before saw
            driver.set_window_size(390, 900)
            driver.get(f"{base}/?tz=Etc/UTC&{plans}")
            driver.execute_script("window.localStorage.clear()")
            driver.get(f"{base}/?tz=Etc/UTC&{plans}")
            wait_ready(driver)
            button = WebDriverWait(driver, 10).until(
                lambda d: d.find_element(By.CSS_SELECTOR, "li.reading .reading-mark"))
            assert button.text == "Mark as read" and button.is_enabled(), button.text
            button.click()
            # Read through 2:252 (the page's progress is "read through"): day 2 of 30 now reads juz 3.
            WebDriverWait(driver, 10).until(lambda d: "progress=2%3A252%2C" in d.current_url)
            wait_ready(driver)
            first = WebDriverWait(driver, 10).until(
                lambda d: d.find_element(By.CSS_SELECTOR, "li.reading:first-child .reading-mark"))
            item = driver.find_element(By.CSS_SELECTOR, "li.reading")
            assert item.find_element(By.CSS_SELECTOR, "a.reading-title").text == "Juz 3", item.text
            assert first.text == "Read today" and not first.is_enabled(), first.text
            assert item.find_element(By.CSS_SELECTOR, ".reading-streak").text == "1-day streak", item.text
            stored = driver.execute_script(
                "return JSON.parse(window.localStorage.getItem('dailyayah:progress:khatm:30:juz@2026-11-20'))")
            assert stored == {"through": "2:252", "days": ["2026-11-21"]}, stored
            # A later visit without the query: the page adds the browser's progress itself.
            driver.get(f"{base}/?tz=Etc/UTC&{plans}")
            WebDriverWait(driver, 10).until(lambda d: "progress=2%3A252%2C" in d.current_url)
            wait_ready(driver)
            assert driver.find_element(By.CSS_SELECTOR, "a.reading-title").text == "Juz 3"
            driver.execute_script("document.getElementById('readings').scrollIntoView({block: 'center'})")
            time.sleep(0.3)
            assert driver.save_screenshot(os.path.join(SHOTS, "readings-marked-390.png"))
            errors = console_errors(driver)
            assert not errors, errors
            driver.execute_script("window.localStorage.clear()")
    finally:
        for driver in drivers:
            driver.quit()
        server.terminate()
        server.wait(10)
    failed = [name for name, error in results if error is not None]
    print(f"{len(results) - len(failed)} passed, {len(failed)} failed")
    sys.exit(1 if failed else 0)


# The lowest contrast ratio of each text element with the colour behind it (WCAG 2 relative luminance).
CONTRAST_SCRIPT = """
function rgb(text) { const m = text.match(/[\\d.]+/g).map(Number); return m; }
function lum(c) { const v = c.slice(0, 3).map(x => { x /= 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); });
  return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2]; }
function background(e) { for (; e; e = e.parentElement) { const c = rgb(getComputedStyle(e).backgroundColor);
  if (c.length < 4 || c[3] > 0) return c; } return [255, 255, 255]; }
const out = [];
for (const e of document.querySelectorAll('h1, .site, .reference, .basmala, .arabic, .translation, .dates, .zone-note, .attribution, a, code')) {
  if (!e.textContent.trim() || e.offsetParent === null) continue;
  const a = lum(rgb(getComputedStyle(e).color)), b = lum(background(e));
  const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  out.push([(e.id || e.className || e.tagName), ratio]);
}
return out;
"""

# CONTRAST_SCRIPT over the elements of the readings and of a reading's page.
READ_CONTRAST_SCRIPT = CONTRAST_SCRIPT.replace(
    "'h1, .site,", "'.readings h2, .reading-span, .reading-day, .surah-heading, .ayah-number, .ayah-mark, h1, .site,")

PARENT_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A mosque's site</title></head>
<body>
<h1>Another site</h1>
<iframe id="ayah" name="ayah" src="BASE/embed?tz=Asia/Karachi&amp;theme=green" title="Ayah of the day"
        style="width:100%;max-width:40rem;border:0" height="100" loading="lazy"></iframe>
<script>
window.heights = [];
addEventListener("message", function (event) {
  if (event.origin === "BASE" && event.data && event.data.type === "dailyayah:height") {
    window.heights.push(event.data.height);
    document.getElementById("ayah").height = event.data.height;
  }
});
</script>
</body></html>
"""

CORS_SCRIPT = """
const url = arguments[0], done = arguments[arguments.length - 1];
(async () => {
  const first = await fetch(url);
  const etag = first.headers.get('ETag');
  const body = await first.json();
  const second = await fetch(url, { headers: { 'If-None-Match': etag }, cache: 'no-store' });
  return { first: first.status, etag: etag, second: second.status, reference: body.reference };
})().then(done, e => done({ error: String(e) }));
"""

if __name__ == "__main__":
    main()
