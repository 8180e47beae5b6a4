/// NFC without ICU for text made only of ASCII and the Arabic block
/// (U+0600...U+06FF): all of the embedded corpus, which is stored verbatim and
/// shown in NFC, so `ayah today` needs no ICU to normalize it. There, NFC is
/// decomposition of the block's eight canonical composites, canonical ordering
/// of each run of marks by combining class, and recomposition of
/// alef/waw/yeh/heh goal/yeh barree/ae with U+0653...U+0655 (UAX #15, with
/// blocking). `SimpleNormalizationTests` checks it against ICU over the whole
/// corpus and over every base with every pair of marks.
enum SimpleNormalization {
    /// The canonical composites of the subset and their decompositions.
    static let composites: [(composite: UInt32, base: UInt32, mark: UInt32)] = [
        (0x0622, 0x0627, 0x0653), (0x0623, 0x0627, 0x0654), (0x0624, 0x0648, 0x0654), (0x0625, 0x0627, 0x0655),
        (0x0626, 0x064A, 0x0654), (0x06C0, 0x06D5, 0x0654), (0x06C2, 0x06C1, 0x0654), (0x06D3, 0x06D2, 0x0654),
    ]

    /// Whether the subset covers a scalar.
    static func accepts(_ v: UInt32) -> Bool { v < 0x80 || (0x0600...0x06FF).contains(v) }

    /// `s` in NFC, or nil when `s` has a scalar outside the subset.
    static func nfc(_ s: String) -> String? {
        var decomposed: [Unicode.Scalar] = []
        decomposed.reserveCapacity(s.utf8.count)
        var needsWork = false
        for u in s.unicodeScalars {
            let v = u.value
            guard accepts(v) else { return nil }
            if v < 0x80 {
                decomposed.append(u)
            } else if let entry = composites.first(where: { $0.composite == v }),
                let base = Unicode.Scalar(entry.base), let mark = Unicode.Scalar(entry.mark)
            {
                decomposed.append(base)
                decomposed.append(mark)
                needsWork = true
            } else {
                if combiningClass(u) != 0 { needsWork = true }
                decomposed.append(u)
            }
        }
        if !needsWork { return s }
        reorder(&decomposed)
        // Every scalar of the subset is below U+0800: one or two UTF-8 bytes.
        let composed = compose(decomposed)
        var utf8: [UInt8] = []
        utf8.reserveCapacity(composed.count * 2)
        for u in composed {
            let v = u.value
            if v < 0x80 {
                utf8.append(UInt8(v))
            } else {
                utf8.append(UInt8(0xC0 | (v >> 6)))
                utf8.append(UInt8(0x80 | (v & 0x3F)))
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// The canonical combining classes of U+0600...U+06FF, read once from the
    /// standard library's Unicode data: NFC of one ayah asks for them a few
    /// times per scalar, and the library's lookup showed in a cold `ayah today`.
    static let arabicBlockClasses: [UInt8] = (UInt32(0x0600)...0x06FF).map {
        Unicode.Scalar($0).map { $0.properties.canonicalCombiningClass.rawValue } ?? 0
    }

    static func combiningClass(_ u: Unicode.Scalar) -> UInt8 {
        let v = u.value
        if v < 0x0300 { return 0 }
        if v >= 0x0600, v <= 0x06FF { return arabicBlockClasses[Int(v - 0x0600)] }
        return u.properties.canonicalCombiningClass.rawValue
    }

    /// Canonical ordering: each run of marks stably sorted by combining class.
    static func reorder(_ scalars: inout [Unicode.Scalar]) {
        var start = 0
        while start < scalars.count {
            guard combiningClass(scalars[start]) != 0 else {
                start += 1
                continue
            }
            var end = start
            while end < scalars.count, combiningClass(scalars[end]) != 0 { end += 1 }
            if end - start > 1 {
                // Insertion sort: stable, and runs are a few marks long.
                for i in (start + 1)..<end {
                    let moving = scalars[i]
                    let ccc = combiningClass(moving)
                    var j = i
                    while j > start, combiningClass(scalars[j - 1]) > ccc {
                        scalars[j] = scalars[j - 1]
                        j -= 1
                    }
                    scalars[j] = moving
                }
            }
            start = end
        }
    }

    /// Canonical composition: a mark joins the last starter unless blocked by
    /// a mark of the same or higher class (or a starter) between them.
    static func compose(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(scalars.count)
        var starter: Int?
        for u in scalars {
            let ccc = combiningClass(u)
            if let s = starter {
                let blocked =
                    result.count - 1 != s
                    && (combiningClass(result[result.count - 1]) == 0
                        || combiningClass(result[result.count - 1]) >= ccc)
                if !blocked,
                    let entry = composites.first(where: { $0.base == result[s].value && $0.mark == u.value }),
                    let composite = Unicode.Scalar(entry.composite)
                {
                    result[s] = composite
                    continue
                }
            }
            if ccc == 0 { starter = result.count }
            result.append(u)
        }
        return result
    }
}
