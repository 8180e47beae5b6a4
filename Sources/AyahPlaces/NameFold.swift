/// How city names compare: a name and a query match when their folded UTF-8
/// bytes are equal. Folding lowercases, turns Latin letters with diacritics
/// (and ß, æ, ø, ł, đ, ı, þ...) into plain ASCII letters, treats hyphens and
/// dashes as spaces and apostrophe look-alikes as `'`, and trims and collapses
/// white space. Other scripts are compared as written (Cyrillic and Greek
/// lowercased); Arabic-script names match exactly. The text is not normalized:
/// both sides are taken to be NFC, as the data is.
package enum NameFold {
    /// The Latin letters folded to ASCII by a table rather than by Unicode
    /// decomposition (which would need ICU): each entry is a letter followed by
    /// its lowercase ASCII form. Made from Python's NFKD for U+00C0...U+024F
    /// and U+1E00...U+1EFF, plus letters that do not decompose.
    private static let latinEntries = """
        Àa Áa Âa Ãa Äa Åa Æae Çc Èe Ée Êe Ëe Ìi Íi Îi Ïi Ðd Ñn Òo Óo Ôo Õo Öo Øo Ùu Úu Ûu Üu Ýy Þth ßss àa
        áa âa ãa äa åa æae çc èe ée êe ëe ìi íi îi ïi ðd ñn òo óo ôo õo öo øo ùu úu ûu üu ýy þth ÿy Āa āa Ăa
        ăa Ąa ąa Ćc ćc Ĉc ĉc Ċc ċc Čc čc Ďd ďd Đd đd Ēe ēe Ĕe ĕe Ėe ėe Ęe ęe Ěe ěe Ĝg ĝg Ğg ğg Ġg ġg Ģg ģg
        Ĥh ĥh Ħh ħh Ĩi ĩi Īi īi Ĭi ĭi Įi įi İi ıi Ĳij ĳij Ĵj ĵj Ķk ķk ĸk Ĺl ĺl Ļl ļl Ľl ľl Łl łl Ńn ńn Ņn ņn
        Ňn ňn Ŋng ŋng Ōo ōo Ŏo ŏo Őo őo Œoe œoe Ŕr ŕr Ŗr ŗr Řr řr Śs śs Ŝs ŝs Şs şs Šs šs Ţt ţt Ťt ťt Ŧt ŧt
        Ũu ũu Ūu ūu Ŭu ŭu Ůu ůu Űu űu Ųu ųu Ŵw ŵw Ŷy ŷy Ÿy Źz źz Żz żz Žz žz ſs Ɓb Ɔo Ɗd Əe Ɛe Ƒf ƒf Ɨi Ƙk
        ƙk Ơo ơo Ưu ưu Ƴy ƴy Ǆdz ǅdz ǆdz Ǉlj ǈlj ǉlj Ǌnj ǋnj ǌnj Ǎa ǎa Ǐi ǐi Ǒo ǒo Ǔu ǔu Ǖu ǖu Ǘu ǘu Ǚu ǚu
        Ǜu ǜu Ǟa ǟa Ǡa ǡa Ǣae ǣae Ǧg ǧg Ǩk ǩk Ǫo ǫo Ǭo ǭo ǰj Ǳdz ǲdz ǳdz Ǵg ǵg Ǹn ǹn Ǻa ǻa Ǽae ǽae Ǿo ǿo Ȁa
        ȁa Ȃa ȃa Ȅe ȅe Ȇe ȇe Ȉi ȉi Ȋi ȋi Ȍo ȍo Ȏo ȏo Ȑr ȑr Ȓr ȓr Ȕu ȕu Ȗu ȗu Șs șs Țt țt Ȟh ȟh Ȧa ȧa Ȩe ȩe
        Ȫo ȫo Ȭo ȭo Ȯo ȯo Ȱo ȱo Ȳy ȳy Ʉu Ḁa ḁa Ḃb ḃb Ḅb ḅb Ḇb ḇb Ḉc ḉc Ḋd ḋd Ḍd ḍd Ḏd ḏd Ḑd ḑd Ḓd ḓd Ḕe ḕe
        Ḗe ḗe Ḙe ḙe Ḛe ḛe Ḝe ḝe Ḟf ḟf Ḡg ḡg Ḣh ḣh Ḥh ḥh Ḧh ḧh Ḩh ḩh Ḫh ḫh Ḭi ḭi Ḯi ḯi Ḱk ḱk Ḳk ḳk Ḵk ḵk Ḷl
        ḷl Ḹl ḹl Ḻl ḻl Ḽl ḽl Ḿm ḿm Ṁm ṁm Ṃm ṃm Ṅn ṅn Ṇn ṇn Ṉn ṉn Ṋn ṋn Ṍo ṍo Ṏo ṏo Ṑo ṑo Ṓo ṓo Ṕp ṕp Ṗp ṗp
        Ṙr ṙr Ṛr ṛr Ṝr ṝr Ṟr ṟr Ṡs ṡs Ṣs ṣs Ṥs ṥs Ṧs ṧs Ṩs ṩs Ṫt ṫt Ṭt ṭt Ṯt ṯt Ṱt ṱt Ṳu ṳu Ṵu ṵu Ṷu ṷu Ṹu
        ṹu Ṻu ṻu Ṽv ṽv Ṿv ṿv Ẁw ẁw Ẃw ẃw Ẅw ẅw Ẇw ẇw Ẉw ẉw Ẋx ẋx Ẍx ẍx Ẏy ẏy Ẑz ẑz Ẓz ẓz Ẕz ẕz ẖh ẗt ẘw ẙy
        ẛs ẞss Ạa ạa Ảa ảa Ấa ấa Ầa ầa Ẩa ẩa Ẫa ẫa Ậa ậa Ắa ắa Ằa ằa Ẳa ẳa Ẵa ẵa Ặa ặa Ẹe ẹe Ẻe ẻe Ẽe ẽe Ếe
        ếe Ềe ềe Ểe ểe Ễe ễe Ệe ệe Ỉi ỉi Ịi ịi Ọo ọo Ỏo ỏo Ốo ốo Ồo ồo Ổo ổo Ỗo ỗo Ộo ộo Ớo ớo Ờo ờo Ởo ởo
        Ỡo ỡo Ợo ợo Ụu ụu Ủu ủu Ứu ứu Ừu ừu Ửu ửu Ữu ữu Ựu ựu Ỳy ỳy Ỵy ỵy Ỷy ỷy Ỹy ỹy ʻ' ʼ' ʿ' ʾ' ’' ‘' `'
        ´'
        """

    private static let latinTable: [UInt32: [UInt8]] = {
        var table: [UInt32: [UInt8]] = [:]
        for entry in latinEntries.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            var scalars = entry.unicodeScalars.makeIterator()
            guard let letter = scalars.next() else { continue }
            table[letter.value] = Array(String(String.UnicodeScalarView(IteratorSequence(scalars))).utf8)
        }
        return table
    }()

    /// The folded bytes of `text`.
    package static func fold(_ text: some StringProtocol) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        _ = fold(text.utf8.makeIterator()) {
            out.append($0)
            return true
        }
        return out
    }

    /// The folded bytes of the UTF-8 `bytes`, or nil when they are not valid UTF-8.
    package static func fold(utf8 bytes: some Sequence<UInt8>) -> [UInt8]? {
        var out: [UInt8] = []
        let valid = fold(bytes.makeIterator()) {
            out.append($0)
            return true
        }
        return valid ? out : nil
    }

    /// Folds the UTF-8 `bytes` into `out`, replacing its contents; false when they are not valid UTF-8.
    package static func fold(utf8 bytes: some Sequence<UInt8>, into out: inout [UInt8]) -> Bool {
        out.removeAll(keepingCapacity: true)
        return fold(bytes.makeIterator()) {
            out.append($0)
            return true
        }
    }

    /// Whether the UTF-8 `bytes` fold to exactly `folded`; stops at the first
    /// byte that differs.
    package static func matches(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, folded: [UInt8]) -> Bool {
        guard let first = bytes.first, let wanted = folded.first else { return bytes.isEmpty && folded.isEmpty }
        // Most names differ from the query at their first letter: decide those without decoding.
        if first < 0x80 {
            let byte = (0x41...0x5A).contains(first) ? first + 0x20 : first
            if byte != wanted && byte != 0x2D && byte != 0x60 { return false }
        } else if wanted < 0x80 && first > 0xCA && first != 0xE1 && first != 0xE2 {
            return false  // a scalar from U+02C0 on, outside U+1xxx and U+2xxx, never folds to ASCII
        } else if (0xD7...0xDF).contains(first) {
            // U+05C0...U+07FF (Arabic, Hebrew, Syriac, Thaana, NKo) have no case: they fold to themselves.
            let second = bytes.index(after: bytes.startIndex)
            guard first == wanted, folded.count > 1, second < bytes.endIndex, bytes[second] == folded[1] else {
                return false
            }
        }
        var at = 0
        let complete = fold(bytes.makeIterator()) { byte in
            guard at < folded.count, folded[at] == byte else { return false }
            at += 1
            return true
        }
        return complete && at == folded.count
    }

    /// For each byte value, whether a name starting with it may fold to
    /// something starting like `folded`: a cheap filter before `matches`.
    package static func possibleFirstBytes(_ folded: [UInt8]) -> [Bool] {
        guard let wanted = folded.first else { return [Bool](repeating: false, count: 256) }
        return (0..<256).map { value in
            let byte = UInt8(value)
            switch byte {
            case 0x00..<0x80: return fold(utf8: [byte]) == [wanted] || byte == 0x2D || byte == 0x60
            case 0xD7...0xE0: return wanted >= 0x80 ? byte == wanted : false  // caseless scripts fold to themselves
            case 0xC2...0xCA, 0xE1, 0xE2: return true  // Latin letters, dashes and apostrophes that may fold
            default: return wanted >= 0x80
            }
        }
    }

    /// Feeds the folded bytes of the UTF-8 in `bytes` to `emit`, trimming and
    /// collapsing white space. Returns false when `emit` asked to stop or the
    /// bytes are not valid UTF-8.
    @inline(__always)
    private static func fold<I: IteratorProtocol<UInt8>>(_ bytes: I, _ emit: (UInt8) -> Bool) -> Bool {
        var bytes = bytes
        var decoder = UTF8()
        var pendingSpace = false
        var started = false
        func put(_ byte: UInt8) -> Bool {
            if byte == 0x20 {
                pendingSpace = true
                return true
            }
            if pendingSpace && started {
                guard emit(0x20) else { return false }
            }
            pendingSpace = false
            started = true
            return emit(byte)
        }
        while true {
            switch decoder.decode(&bytes) {
            case .scalarValue(let scalar):
                let value = scalar.value
                if value < 0x80 {
                    var byte = UInt8(truncatingIfNeeded: value)
                    switch byte {
                    case 0x41...0x5A: byte += 0x20
                    case 0x2D, 0x09...0x0D: byte = 0x20  // hyphen and white space
                    case 0x60: byte = 0x27  // ` as '
                    default: break
                    }
                    guard put(byte) else { return false }
                } else if let mapped = latinTable[value] {
                    for byte in mapped { guard put(byte) else { return false } }
                } else if (0x2010...0x2015).contains(value) || value == 0x2212 || scalar.properties.isWhitespace {
                    guard put(0x20) else { return false }
                } else if scalar.properties.changesWhenLowercased {
                    for byte in scalar.properties.lowercaseMapping.utf8 { guard put(byte) else { return false } }
                } else {
                    for byte in UTF8.encode(scalar) ?? .init() { guard put(byte) else { return false } }
                }
            case .emptyInput:
                return true
            case .error:
                return false
            }
        }
    }
}
