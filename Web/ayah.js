// DailyAyah: the few lines of script of the page (/) and the card (/embed), served from the same host
// (Content-Security-Policy: script-src 'self'). Without them the page still shows an ayah (server mode).
//
// Server mode (`ayah serve`): a page asked for without `tz` shows the server's zone; this reads the browser's
// zone and, when the server knows it and it differs, loads the same address with `tz` added. A page reloads
// itself when its day ends (data-next-reload).
// Static mode (`ayah export --html`): the browser computes its own local date and fills the page from
// v1/days/DATE.json, checking again every minute; with `?date=YYYY-MM-DD` it shows that date's document (the
// links of the exported feeds), and its links to the embed and the page keep the date. Opened as a file
// (file://), where a browser lets it read nothing beside it, it shows the page's note saying to serve the folder
// over HTTP instead of "Finding the ayah…".
// An embedded card tells its parent its height: postMessage({type: "dailyayah:height", height}).
// Every word it writes comes from assets/words-LANG.json (LANG: the page's <html lang>), written by the server
// from the catalogs and ICU: the countdown to the next ayah (server mode), the static page's dates, reference,
// notes and credits. The script itself holds no language; without that file it writes no words.
(function () {
    "use strict";
    var body = document.body;
    var data = body.dataset;
    var embedded = body.classList.contains("embed") && window.parent !== window;
    var words = null;

    function browserZone() {
        try {
            return Intl.DateTimeFormat().resolvedOptions().timeZone || "";
        } catch (e) {
            return "";
        }
    }

    function postHeight() {
        if (!embedded) return;
        var height = Math.ceil(body.getBoundingClientRect().height);
        window.parent.postMessage({ type: "dailyayah:height", height: height }, "*");
    }

    function setText(id, text) {
        var element = document.getElementById(id);
        if (element) element.textContent = text;
        return element;
    }

    // The page's words: assets/words-LANG.json, or null.
    function loadWords() {
        var lang = document.documentElement.getAttribute("lang") || "";
        if (!/^[a-z]{2,3}$/.test(lang)) return Promise.resolve(null);
        return fetch("assets/words-" + lang + ".json").then(function (response) {
            return response.ok ? response.json() : null;
        }).catch(function () { return null; });
    }

    // Digits 0-9 of `text` in the language's numbering system.
    function digits(text) {
        var table = Array.from(words.digits || "0123456789");
        return String(text).replace(/[0-9]/g, function (d) { return table[Number(d)]; });
    }

    function fillIn(pattern, values) {
        return pattern.replace(/\{([a-z]+)\}/g, function (all, name) {
            return Object.prototype.hasOwnProperty.call(values, name) ? values[name] : all;
        });
    }

    // A date "2026-11-21" in the words' form (`calendar`: words.civil or words.hijri, ICU's pattern and names).
    function longDate(iso, calendar) {
        var parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso || "");
        if (!parts || !calendar) return iso || "";
        var values = {
            day: digits(Number(parts[3])), dd: digits(parts[3]), month: calendar.months[Number(parts[2]) - 1],
            year: digits(Number(parts[1]))
        };
        if (calendar.weekdays) {
            var weekday = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]))).getUTCDay();
            values.weekday = calendar.weekdays[weekday];
        }
        return fillIn(calendar.pattern, values);
    }

    // One of a plural message's forms (`forms`: by CLDR category) for `count`, the category as ICU gave it.
    function plural(forms, count) {
        var category = (words.plural && words.plural[count]) || "other";
        return fillIn(forms[category] || forms.other || "", { count: digits(count) });
    }

    // "Next ayah in 5 hours" / "in 40 minutes", under the dates, until the day ends (then the page reloads).
    function countdown(end) {
        if (!words || !words.nextHours || !words.nextMinutes) return;
        var dates = document.querySelector(".dates");
        if (!dates) return;
        var line = document.createElement("p");
        line.className = "countdown";
        line.id = "countdown";
        dates.insertAdjacentElement("afterend", line);
        function update() {
            var left = end - Date.now();
            if (left <= 0) {
                line.textContent = "";
                return;
            }
            var minutes = Math.ceil(left / 60000);
            line.textContent = minutes >= 90
                ? plural(words.nextHours, Math.min(99, Math.round(minutes / 60)))
                : plural(words.nextMinutes, minutes);
            postHeight();
        }
        update();
        window.setInterval(update, 30000);
    }

    // The ayah-day in effect now in `zone`: the civil date, or the one before when the day starts at a wall
    // time not yet reached. (A static export cannot know Fajr or Maghrib: those days change at midnight here.)
    function ayahDate(zone, dayStartsAt) {
        var format = new Intl.DateTimeFormat("en-CA", {
            timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit",
            hour: "2-digit", minute: "2-digit", hourCycle: "h23"
        });
        var p = {};
        format.formatToParts(new Date()).forEach(function (part) { p[part.type] = part.value; });
        var date = new Date(Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day)));
        var wall = /^(\d{2}):(\d{2})$/.exec(dayStartsAt || "");
        if (wall && Number(p.hour) * 60 + Number(p.minute) < Number(wall[1]) * 60 + Number(wall[2])) {
            date.setUTCDate(date.getUTCDate() - 1);
        }
        return date.toISOString().slice(0, 10);
    }

    // A day document's reference with the language's surah name and digits (its own reference in English).
    function reference(doc) {
        var surah = Number(doc.surah), ayah = Number(doc.ayah), end = Number(doc.ayahEnd);
        if (!words.surahs || !words.surahs[surah - 1] || !(ayah > 0)) return doc.reference;
        return words.surahs[surah - 1] + " " + digits(surah + ":" + ayah + (end > ayah ? "\u2013" + end : ""));
    }

    function credit(text) {
        return (words.credits && Object.prototype.hasOwnProperty.call(words.credits, text)) ? words.credits[text] : text;
    }

    function fill(doc, zone) {
        var shownReference = reference(doc);
        setText("reference", shownReference);
        var basmala = setText("basmala", doc.basmala || "");
        if (basmala) basmala.classList.toggle("hidden", !doc.basmala);
        setText("arabic", doc.arabicText);
        var translation = setText("translation", doc.translation);
        if (translation) {
            translation.setAttribute("lang", doc.translationLanguage || "en");
            translation.setAttribute("dir", doc.translationDirection === "rtl" ? "rtl" : "ltr");
            translation.classList.toggle("hidden", !doc.translation);
        }
        var context = document.getElementById("context");
        var contextLink = document.getElementById("context-link");
        if (context && contextLink && doc.context) {
            contextLink.setAttribute("href", "https://tanzil.net/#" + Number(doc.context.surah) + ":" + Number(doc.context.ayah));
            context.classList.remove("hidden");
        }
        var local = setText("local-date", longDate(doc.localDate, words.civil));
        if (local) local.setAttribute("datetime", doc.localDate);
        setText("hijri-date", doc.hijriDate ? longDate(doc.hijriDate, words.hijri) : "");
        setText("zone", zone);
        setText("zone-note", words.browserZone);
        if (doc.attribution) {
            // The text's licence note is for the NOTICE, not for readers.
            setText("attribution-arabic", credit(doc.attribution.arabic.replace(" (verbatim; shown in NFC)", "")));
            setText("attribution-translation", credit(doc.attribution.translation));
        }
        var json = document.getElementById("link-json");
        if (json) json.setAttribute("href", "v1/days/" + doc.localDate + ".json");
        document.title = shownReference + " \u00b7 " + words.site;
        body.setAttribute("data-local-date", doc.localDate);
        body.setAttribute("aria-busy", "false");
        postHeight();
    }

    // The static page cannot read its files (opened as a file, or its words missing): say what to do.
    function cannotRead() {
        var note = document.getElementById("file-note");
        if (!note) return;
        note.classList.remove("hidden");
        var finding = document.getElementById("zone-note");
        if (finding) finding.classList.add("hidden");
        body.setAttribute("aria-busy", "false");
        postHeight();
    }

    // The static page of one date (`?date=YYYY-MM-DD`): that document, once; the embed and page links keep it.
    function staticDate(date, zone) {
        var own = "?date=" + encodeURIComponent(date);
        ["link-embed", "link-page"].forEach(function (id) {
            var link = document.getElementById(id);
            if (link) link.setAttribute("href", link.getAttribute("href").split("?")[0] + own);
        });
        if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
            setText("zone-note", fillIn(words.noAyah, { date: date.slice(0, 32) }));
            body.setAttribute("aria-busy", "false");
            return;
        }
        fetch("v1/days/" + date + ".json").then(function (response) {
            if (!response.ok) throw new Error("no document for " + date);
            return response.json();
        }).then(function (doc) {
            fill(doc, zone);
        }).catch(function () {
            setText("zone-note", fillIn(words.noAyah, { date: digits(date) }));
            body.setAttribute("aria-busy", "false");
        });
    }

    function staticMode() {
        var zone = browserZone() || "UTC";
        var shown = "";
        var date = new URLSearchParams(window.location.search).get("date");
        if (date !== null) {
            staticDate(date, zone);
            return;
        }
        function update() {
            var date;
            try {
                date = ayahDate(zone, data.dayStartsAt);
            } catch (e) {
                zone = "UTC";
                date = ayahDate(zone, data.dayStartsAt);
            }
            if (date === shown) return;
            fetch("v1/days/" + date + ".json").then(function (response) {
                if (!response.ok) throw new Error("no document for " + date);
                return response.json();
            }).then(function (doc) {
                shown = date;
                fill(doc, zone);
            }).catch(function () {
                setText("zone-note", fillIn(words.noAyah, { date: digits(date) }));
            });
        }
        update();
        window.setInterval(update, 60000);
    }

    // The readings' "mark as read" (the served page with plans): the marks stay in this browser
    // (localStorage, a key per plan and run: "dailyayah:progress:PLAN@START"), as the ayah read through and
    // the ayah-days marked, by the day boundaries the server gives (the page's data-local-date). The page
    // sends them as `progress=` (one reference per plan, in the order of the section's data-plans), so the
    // server shows today's portion after catch-up; nothing else leaves the browser.
    function addDays(iso, days) {
        var p = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso || "");
        if (!p) return "";
        var date = new Date(Date.UTC(Number(p[1]), Number(p[2]) - 1, Number(p[3]) + days));
        return date.toISOString().slice(0, 10);
    }

    function ayahNumber(ref) {
        var p = /^(\d{1,3}):(\d{1,3})$/.exec(ref || "");
        return p ? Number(p[1]) * 1000 + Number(p[2]) : 0;
    }

    function markKey(plan, dayIndex) {
        var index = Number(dayIndex || 0);
        var start = index > 0 ? addDays(data.localDate, 1 - index) : "";
        return "dailyayah:progress:" + plan + "@" + start;
    }

    function loadMarks(key) {
        try {
            var state = JSON.parse(window.localStorage.getItem(key) || "{}");
            var through = typeof state.through === "string" && ayahNumber(state.through) ? state.through : "";
            var days = Array.isArray(state.days) ? state.days.filter(function (d) {
                return typeof d === "string" && /^\d{4}-\d{2}-\d{2}$/.test(d);
            }).slice(-4000) : [];
            return { through: through, days: days };
        } catch (e) {
            return null;
        }
    }

    // Days in a row with a mark, back from today, or from yesterday while today has none.
    function streak(days, today) {
        var set = {};
        days.forEach(function (d) { set[d] = true; });
        var day = set[today] ? today : addDays(today, -1);
        var count = 0;
        while (set[day] && count < days.length) {
            count += 1;
            day = addDays(day, -1);
        }
        return count;
    }

    // The page's address with `progress` as the browser's marks say, or "" when it already is.
    function progressAddress(section) {
        var plans = (section.dataset.plans || "").split(";");
        var shown = {};
        section.querySelectorAll("li.reading[data-plan]").forEach(function (li) {
            shown[li.dataset.plan] = li.dataset.dayIndex || "";
        });
        var throughs = plans.map(function (plan) {
            if (!Object.prototype.hasOwnProperty.call(shown, plan)) return "";
            var state = loadMarks(markKey(plan, shown[plan]));
            return state ? state.through : "";
        });
        var value = throughs.some(function (t) { return t; }) ? throughs.join(",") : "";
        var params = new URLSearchParams(window.location.search);
        if ((params.get("progress") || "") === value) return "";
        if (value) params.set("progress", value); else params.delete("progress");
        return window.location.pathname + "?" + params.toString();
    }

    function readingMarks() {
        var section = document.getElementById("readings");
        if (!words || !words.markRead || !section || !section.dataset.plans) return false;
        try { window.localStorage.getItem("dailyayah:progress:"); } catch (e) { return false; }
        var address = progressAddress(section);
        if (address) {
            window.location.replace(address);
            return true;
        }
        var today = data.localDate;
        section.querySelectorAll("li.reading[data-plan]").forEach(function (li) {
            var key = markKey(li.dataset.plan, li.dataset.dayIndex);
            var state = loadMarks(key) || { through: "", days: [] };
            var marked = state.days.indexOf(today) >= 0;
            var button = document.createElement("button");
            button.type = "button";
            button.className = "reading-mark";
            button.textContent = marked ? words.marked : words.markRead;
            button.disabled = marked;
            button.addEventListener("click", function () {
                var to = li.dataset.to;
                if (ayahNumber(to) > ayahNumber(state.through)) state.through = to;
                if (state.days.indexOf(today) < 0) state.days.push(today);
                try { window.localStorage.setItem(key, JSON.stringify(state)); } catch (e) { return; }
                var next = progressAddress(section);
                if (next) window.location.replace(next); else window.location.reload();
            });
            li.appendChild(document.createTextNode(" "));
            li.appendChild(button);
            var count = streak(state.days, today);
            if (count > 0 && words.streak) {
                var span = document.createElement("span");
                span.className = "reading-streak";
                span.textContent = plural(words.streak, count);
                li.appendChild(document.createTextNode(" "));
                li.appendChild(span);
            }
        });
        return false;
    }

    function serverMode() {
        var params = new URLSearchParams(window.location.search);
        var zone = browserZone();
        if (!params.has("tz") && zone && zone !== data.zone) {
            fetch("v1/today?days=0&tz=" + encodeURIComponent(zone), { method: "HEAD" }).then(function (response) {
                if (!response.ok) {
                    readingMarks();
                    return;
                }
                params.set("tz", zone);
                window.location.replace(window.location.pathname + "?" + params.toString());
            }).catch(function () { readingMarks(); });
        } else if (readingMarks()) {
            return;
        }
        var end = Number(data.nextReload) * 1000;
        var next = end - Date.now();
        if (next > 0 && next < 2147483647) {
            window.setTimeout(function () { window.location.reload(); }, next + 1000);
            countdown(end);
        }
    }

    if (data.mode === "static" && window.location.protocol === "file:") {
        cannotRead();
    } else {
        loadWords().then(function (loaded) {
            words = loaded;
            if (data.mode === "static") {
                if (words) staticMode(); else cannotRead();
            } else {
                serverMode();
            }
        });
    }
    if (embedded) {
        postHeight();
        window.addEventListener("load", postHeight);
        if (document.fonts && document.fonts.ready) document.fonts.ready.then(postHeight);
        if (window.ResizeObserver) new ResizeObserver(postHeight).observe(body);
    }
})();
