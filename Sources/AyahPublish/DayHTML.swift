import AyahWords

/// The HTML of a feed entry.
enum DayHTML {
    /// The HTML of a day's content: the Arabic (`lang="ar" dir="rtl"`), the
    /// translation, the readings, the Hijri date and the credits, every text escaped.
    static func html(_ day: PublishDay, publication: Publication) -> String {
        var html = "<p lang=\"ar\" dir=\"rtl\">\(HTMLText.escapeXML(day.arabicText))</p>"
        if !day.translation.isEmpty {
            let language = publication.translationLanguage
            let lang = language.isEmpty ? "" : " lang=\"\(HTMLText.escapeXML(language))\""
            let dir = publication.translationDirection == "rtl" ? " dir=\"rtl\"" : ""
            html += "<p\(lang)\(dir)>\(HTMLText.escapeXML(day.translation))</p>"
        }
        // Labels in another language say which, and their direction.
        var labels = ""
        if let words = publication.words {
            labels =
                " lang=\"\(HTMLText.escapeXML(words.language.code))\""
                + (words.language.isRightToLeft ? " dir=\"rtl\"" : "")
        }
        if !day.readings.isEmpty {
            html +=
                "<ul\(labels)>"
                + day.readings.map { reading in
                    let text = HTMLText.escapeXML(PublicationText.reading(reading))
                    // The reading's page, where a person reads it (none in a static export).
                    guard let link = publication.readingLink(reading) else { return "<li>\(text)</li>" }
                    return "<li><a href=\"\(HTMLText.escapeXML(link))\">\(text)</a></li>"
                }.joined()
                + "</ul>"
        }
        if let hijri = day.hijriDate {
            html += "<p\(labels)>\(HTMLText.escapeXML(PublicationText.hijri(hijri, words: publication.words)))</p>"
        }
        let credits = [publication.attribution.arabic, publication.attribution.translation].filter { !$0.isEmpty }
        html += "<p><small>" + credits.map(HTMLText.escapeXML).joined(separator: "<br>") + "</small></p>"
        return html
    }
}
