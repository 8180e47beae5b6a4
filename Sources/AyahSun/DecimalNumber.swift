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
