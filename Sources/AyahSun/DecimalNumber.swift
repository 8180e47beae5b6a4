/// The one number grammar of every decimal setting, on the command line, in
/// the environment and in HTTP query parameters (latitude, longitude, the
/// Fajr and Maghrib angles, the clock rate...).
///
/// Accepted: an optional sign, digits, and an optional fraction: `12`,
/// `-0.5`, `+7.25`; at most ``maximumDigits`` digits in all. Refused: hex
/// (`0x10`, `0X18p0`), exponents (`1e2`), `inf`, `nan`, a lone or trailing
/// point (`.5`, `5.`), spaces, any byte after the number (a NUL included)
/// and anything longer.
public enum DecimalNumber {
    /// The most digits a number may have (before and after the point together).
    public static let maximumDigits = 40

    /// The value of `text` when it is a plain decimal number, else nil.
    public static func parse<S: StringProtocol>(_ text: S) -> Double? {
        let bytes = text.utf8
        guard bytes.count <= maximumDigits + 2 else { return nil }
        var digits = 0
        var fraction = -1  // digits after the point; -1 before any point
        for (index, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                guard index == 0 else { return nil }
            case UInt8(ascii: "."):
                guard fraction < 0, digits > 0 else { return nil }
                fraction = 0
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if fraction >= 0 { fraction += 1 } else { digits += 1 }
            default:
                return nil
            }
        }
        guard digits > 0, fraction != 0, digits + max(fraction, 0) <= maximumDigits else { return nil }
        return Double(String(text))
    }
}

extension DecimalNumber {
    /// `value` written in this grammar (never an exponent: `0.00001`, not
    /// `1e-05`), so that what one process writes another reads back (settings
    /// carried across `serve`'s handover and into schedules). Nil for NaN and
    /// infinities, which the grammar has no spelling for.
    public static func text(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        let written = "\(value)"
        guard let e = written.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return written }
        guard let exponent = Int(written[written.index(after: e)...]) else { return nil }
        var mantissa = String(written[..<e])
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa.removeFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(parts[0])
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        let digits = whole + fraction
        let point = whole.count + exponent
        var out: String
        if point <= 0 {
            out = "0." + String(repeating: "0", count: -point) + digits
        } else if point >= digits.count {
            out = digits + String(repeating: "0", count: point - digits.count)
        } else {
            out = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
        }
        // Trailing zeros of a fraction say nothing.
        if out.contains(".") {
            while out.hasSuffix("0") { out.removeLast() }
            if out.hasSuffix(".") { out.removeLast() }
        }
        return (negative ? "-" : "") + out
    }
}
