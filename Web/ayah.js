// DailyAyah: the few lines of script of the page (/) and the card (/embed), served from the same host
// (Content-Security-Policy: script-src 'self'). Without them the page still shows an ayah (server mode).
//
// Server mode (`ayah serve`): a page asked for without `tz` shows the server's zone; this reads the browser's
// zone and, when the server knows it and it differs, loads the same address with `tz` added. A page reloads
// itself when its day ends (data-next-reload).
// Static mode (`ayah export --html`): the browser computes its own local date and fills the page from
// v1/days/DATE.json, checking again every minute.
// An embedded card tells its parent its height: postMessage({type: "dailyayah:height", height}).
(function () {
    "use strict";
    var body = document.body;
    var data = body.dataset;
    var embedded = body.classList.contains("embed") && window.parent !== window;
    var months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December"];
    var hijriMonths = ["Muharram", "Safar", "Rabi al-Awwal", "Rabi al-Thani", "Jumada al-Ula", "Jumada al-Akhirah",
        "Rajab", "Shaban", "Ramadan", "Shawwal", "Dhu al-Qadah", "Dhu al-Hijjah"];

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

    // "2026-11-21" -> "21 November 2026"; Hijri "1448-05-30" -> "30 Jumada al-Ula 1448 AH".
    function longDate(iso, names, suffix) {
        var parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso || "");
        if (!parts) return iso || "";
        return Number(parts[3]) + " " + names[Number(parts[2]) - 1] + " " + Number(parts[1]) + suffix;
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

    function fill(doc, zone) {
        setText("reference", doc.reference);
        var basmala = setText("basmala", doc.basmala || "");
        if (basmala) basmala.classList.toggle("hidden", !doc.basmala);
        setText("arabic", doc.arabicText);
        var translation = setText("translation", doc.translation);
        if (translation) {
            translation.setAttribute("lang", doc.translationLanguage || "en");
            translation.setAttribute("dir", doc.translationDirection === "rtl" ? "rtl" : "ltr");
            translation.classList.toggle("hidden", !doc.translation);
        }
        var local = setText("local-date", longDate(doc.localDate, months, ""));
        if (local) local.setAttribute("datetime", doc.localDate);
        setText("hijri-date", doc.hijriDate ? longDate(doc.hijriDate, hijriMonths, " AH") : "");
        setText("zone", zone);
        setText("zone-note", "That is this browser's time zone.");
        if (doc.attribution) {
            // The text's licence note is for the NOTICE, not for readers.
            setText("attribution-arabic", doc.attribution.arabic.replace(" (verbatim; shown in NFC)", ""));
            setText("attribution-translation", doc.attribution.translation);
        }
        var json = document.getElementById("link-json");
        if (json) json.setAttribute("href", "v1/days/" + doc.localDate + ".json");
        document.title = doc.reference + " \u00b7 Ayah of the day";
        body.setAttribute("data-local-date", doc.localDate);
        body.setAttribute("aria-busy", "false");
        postHeight();
    }

    function staticMode() {
        var zone = browserZone() || "UTC";
        var shown = "";
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
                setText("zone-note", "This site has no ayah for " + date + " yet.");
            });
        }
        update();
        window.setInterval(update, 60000);
    }

    function serverMode() {
        var params = new URLSearchParams(window.location.search);
        var zone = browserZone();
        if (!params.has("tz") && zone && zone !== data.zone) {
            fetch("v1/today?days=0&tz=" + encodeURIComponent(zone), { method: "HEAD" }).then(function (response) {
                if (!response.ok) return;
                params.set("tz", zone);
                window.location.replace(window.location.pathname + "?" + params.toString());
            }).catch(function () {});
        }
        var next = Number(data.nextReload) * 1000 - Date.now();
        if (next > 0 && next < 2147483647) {
            window.setTimeout(function () { window.location.reload(); }, next + 1000);
        }
    }

    if (data.mode === "static") {
        staticMode();
    } else {
        serverMode();
    }
    if (embedded) {
        postHeight();
        window.addEventListener("load", postHeight);
        if (document.fonts && document.fonts.ready) document.fonts.ready.then(postHeight);
        if (window.ResizeObserver) new ResizeObserver(postHeight).observe(body);
    }
})();
