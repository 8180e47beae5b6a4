import AyahSettingsCore
import ArgumentParser
import AyahSun

/// Decimal options on the command line (`--fajr-angle`, `--maghrib-angle`,
/// `--clock-rate`, `--wait`), read with the same grammar as the environment
/// and HTTP queries (``DecimalNumber``) instead of `Double(String)`, which
/// takes hex floats, exponents, `inf` and `nan`.
package enum DecimalArgument {
    /// The value of `text`, or a usage error that shows the grammar.
    package static func parse(_ text: String) throws -> Double {
        guard let value = DecimalNumber.parse(text) else {
            throw ValidationError(
                "\(MessageText.quoted(text)) is not a decimal number; give digits with an optional sign and fraction, such as 18 or -0.5"
            )
        }
        return value
    }
}
