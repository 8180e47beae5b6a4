/// Escaping for XML and HTML text and attribute values.
enum MarkupText {
    /// `text` with `& < > " '` as character references and the characters
    /// XML 1.0 does not allow (controls other than tab and line ends,
    /// U+FFFE, U+FFFF) dropped.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case "\r": out += "\n"
            default:
                let value = scalar.value
                if value < 0x20 || value == 0xFFFE || value == 0xFFFF || (0x7F...0x9F).contains(value) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The HTML of a day's content: the Arabic (`lang="ar" dir="rtl"`), the
    /// translation, the readings, the Hijri date and the credits, every text escaped.
    static func html(_ day: PublishDay, publication: Publication) -> String {
        var html = "<p lang=\"ar\" dir=\"rtl\">\(escaped(day.arabicText))</p>"
        if !day.translation.isEmpty {
            let language = publication.translationLanguage
            let lang = language.isEmpty ? "" : " lang=\"\(escaped(language))\""
            let dir = publication.translationDirection == "rtl" ? " dir=\"rtl\"" : ""
            html += "<p\(lang)\(dir)>\(escaped(day.translation))</p>"
        }
        // Labels in another language say which, and their direction.
        var labels = ""
        if let words = publication.words {
            labels = " lang=\"\(escaped(words.language.code))\"" + (words.language.isRightToLeft ? " dir=\"rtl\"" : "")
        }
        if !day.readings.isEmpty {
            html +=
                "<ul\(labels)>" + day.readings.map { "<li>\(escaped(PublicationText.reading($0)))</li>" }.joined()
                + "</ul>"
        }
        if let hijri = day.hijriDate {
            html += "<p\(labels)>\(escaped(PublicationText.hijri(hijri, words: publication.words)))</p>"
        }
        let credits = [publication.attribution.arabic, publication.attribution.translation].filter { !$0.isEmpty }
        html += "<p><small>" + credits.map(escaped).joined(separator: "<br>") + "</small></p>"
        return html
    }
}
