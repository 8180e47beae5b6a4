import AyahSun
import Testing

/// The one number grammar of every decimal setting (issue 31, item 4).
@Suite struct DecimalNumberTests {
    @Test(arguments: [
        ("18", 18.0), ("-0.5", -0.5), ("+24.8607", 24.8607), ("0018.50", 18.5), ("0", 0.0),
        (String(repeating: "9", count: 40), 1e40),
    ])
    func takesPlainDecimals(_ text: String, _ value: Double) {
        #expect(DecimalNumber.parse(text) == value)
    }

    @Test(arguments: [
        "0x10", "0X18p0", "0x1.8p4", "1e1", "1E-2", "inf", "-inf", "nan", "NaN", "infinity", ".5", "5.", "", "-",
        "+", "1.2.3", " 18", "18 ", "18\n", "24.8\u{0}abc", "١٨", "18°", "24,8", "1_000",
        String(repeating: "1", count: 41),
    ])
    func refusesEverythingElse(_ text: String) {
        #expect(DecimalNumber.parse(text) == nil, "\(text)")
    }

    /// What one process writes, another reads back: never an exponent.
    @Test(arguments: [0.00001, 1.5e-7, 18, 17.5, 0.833, 86_400, 1e16, -0.5, 123_456.789])
    func writesWhatItReads(_ value: Double) throws {
        let text = try #require(DecimalNumber.text(value))
        #expect(!text.contains("e"), "\(text)")
        #expect(DecimalNumber.parse(text) == value, "\(text)")
    }
}
