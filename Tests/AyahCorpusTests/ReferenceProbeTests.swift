import Testing
@testable import AyahCorpus

/// Hostile and odd references and ranges, with what each must give: a range
/// (`2:249-3:83`, as ``QuranRange/description`` writes it) or a refusal whose
/// one line holds the given words (naming the part that is wrong). The classes
/// of issue 43: a surah's name and number that disagree are refused, never read
/// as either; names hold no digits, so a range written with names is a range;
/// whole surahs and divisions are ranges; any language's digits read as ASCII's.
@Suite struct ReferenceProbeTests {
    enum Expected: Sendable, CustomStringConvertible {
        /// The range, as `2:249-3:83`.
        case range(String)
        /// Refused; the message holds these words.
        case refused(String)

        var description: String {
            switch self {
            case let .range(range): return range
            case let .refused(words): return "refused: \(words)"
            }
        }
    }

    static let parser = RangeParser(
        references: ReferenceParser.bundled, divisions: (try? QuranDivisions.bundled()) ?? failed())
    static func failed() -> QuranDivisions { fatalError("the bundled metadata does not parse") }

    static let probes: [(String, Expected)] = [
        // A name and a number that disagree (issue 43: these printed another surah's ayah, exit 0).
        ("Al-Baqarah 3:7", .refused("\"Al-Baqarah\" is surah 2, not 3")),
        ("An-Naba 114:6", .refused("\"An-Naba\" is surah 78, not 114")),
        ("The Cow 3:255", .refused("\"The Cow\" is surah 2, not 3")),
        ("البقرة ٣:٢٥٥", .refused("\"البقرة\" is surah 2, not 3")),
        ("baqara 115:1", .refused("\"baqara\" is surah 2, not 115")),
        ("Al-Baqarah 3:7-10", .refused("invalid reference \"Al-Baqarah 3:7\": \"Al-Baqarah\" is surah 2, not 3")),
        ("2:249–An-Naba 3:83", .refused("invalid reference \"An-Naba 3:83\": \"An-Naba\" is surah 78, not 3")),
        // ...and that agree: as the tool prints references.
        ("Al-Baqarah 2:7", .range("2:7-2:7")),
        ("An-Naba 78:6", .range("78:6-78:6")),
        ("Al-Baqarah 2 255", .range("2:255-2:255")),
        ("Al-Baqarah: 2:255", .range("2:255-2:255")),
        ("سورة البقرة 2:255", .range("2:255-2:255")),
        ("The Cow 2:255", .range("2:255-2:255")),
        ("Ali 'Imran 3", .range("3:3-3:3")),
        ("Al-Baqarah 255", .range("2:255-2:255")),
        ("surah al-kahf 10", .range("18:10-18:10")),
        // Ranges across surahs, written with names (issue 43: this collapsed to 2:83).
        ("Al-Baqarah 2:249–3:83", .range("2:249-3:83")),
        ("Al-Baqarah 2:249-3:83", .range("2:249-3:83")),
        ("Al-Baqarah 2:249–Ali 'Imran 3:83", .range("2:249-3:83")),
        ("Al-Baqarah 2:249 - Ali 'Imran 3:83", .range("2:249-3:83")),
        ("Al-Baqarah 2:286–Aal-e-Imran 3:1", .range("2:286-3:1")),
        ("Al-Baqarah 253-3:92", .range("2:253-3:92")),
        ("البقرة ٢:٢٥٣–آل عمران ٣:٩٢", .range("2:253-3:92")),
        ("\u{2068}البقرة\u{2069} ٢:٢٥٣–\u{2068}آل عمران\u{2069} ٣:٩٢", .range("2:253-3:92")),
        ("Al-Baqarah ২:২৫৩–Ali 'Imran ৩:৯২", .range("2:253-3:92")),
        ("Al-Kahf 18:1–110", .range("18:1-18:110")),
        ("Ayahs 2:142–252", .range("2:142-2:252")),
        ("Ayah 2:255", .range("2:255-2:255")),
        // Whole surahs, by number or name.
        ("36", .range("36:1-36:83")),
        ("٣٦", .range("36:1-36:83")),
        ("fatiha", .range("1:1-1:7")),
        ("Ya-Sin", .range("36:1-36:83")),
        ("Al-Kahf", .range("18:1-18:110")),
        ("Surah Ya-Sin", .range("36:1-36:83")),
        ("الكهف", .range("18:1-18:110")),
        ("surah:36-37", .range("36:1-37:182")),
        ("114", .range("114:1-114:6")),
        ("115", .refused("there is no surah 115; they are numbered 1 to 114")),
        ("0", .refused("there is no surah 0")),
        ("banana", .refused("no surah is called \"banana\"")),
        ("surah:nosuchname", .refused("no surah is called \"nosuchname\"")),
        ("surah:al-kahf2", .refused("\"al-kahf2\" is not a surah number")),
        // Divisions, with `:` or a space, one unit or a run, as plan titles print them.
        ("juz 30", .range("78:1-114:6")),
        ("Juz 30", .range("78:1-114:6")),
        ("juz:٣٠", .range("78:1-114:6")),
        ("Juz 1–2", .range("1:1-2:252")),
        ("page:21-40", .range("2:135-2:248")),
        ("Pages 21–40", .range("2:135-2:248")),
        ("page 22", .range("2:142-2:145")),
        ("Hizb 3", .range("2:142-2:202")),
        ("rub 7", .range("2:106-2:123")),
        ("Manzil 2", .range("5:1-9:129")),
        ("ruku 5", .range("2:30-2:39")),
        ("juz 31", .refused("there is no juz 31; they are numbered 1 to 30")),
        ("page:21-605", .refused("there is no page 605; they are numbered 1 to 604")),
        ("page:40-21", .refused("it ends (21) before it starts (40)")),
        ("juz:two", .refused("\"two\" is not a juz number")),
        ("juz two", .refused("\"two\" is not a juz number")),
        ("juz:2:5", .refused("\"2:5\" is not a juz number")),
        // A range's message names the part that is wrong.
        ("2:10-2:5", .refused("it ends (2:5) before it starts (2:10)")),
        ("2:300-2:305", .refused("invalid reference \"2:300\"")),
        ("2:1-2:300", .refused("invalid reference \"2:300\"")),
        ("2:1-300", .refused("invalid reference \"300\": Al-Baqarah (surah 2) has 286 ayahs")),
        ("2:1-2:5-2:9", .refused("cannot read \"2:5-2:9\" as a reference")),
        ("2:255-", .refused("no reference given")),
        ("Al-Baqarah 2:249–3", .refused("it ends (3) before it starts (Al-Baqarah 2:249)")),
        // Text that is none of the forms.
        ("2:255x", .refused("cannot read \"2:255x\" as a reference")),
        ("baqara2 255", .refused("cannot read \"baqara2 255\"")),
        ("99999999999999999999", .refused("cannot read")),
        ("2:99999999999999999999", .refused("cannot read")),
        ("", .refused("no range given")),
    ]

    @Test(arguments: probes)
    func probe(_ input: String, _ expected: Expected) {
        let outcome: Expected
        do { outcome = .range(try Self.parser.parse(input).description) } catch {
            outcome = .refused(error.description)
        }
        switch (expected, outcome) {
        case let (.range(want), .range(got)):
            #expect(got == want, "\(input)")
        case let (.refused(words), .refused(message)):
            #expect(message.contains(words), "\(input): \(message)")
            // It quotes the input, as given, once.
            #expect(input.isEmpty || message.contains("\"\(input)\""), "\(input): \(message)")
            #expect(!message.contains("\n"))
        default:
            Issue.record("\(input): expected \(expected), got \(outcome)")
        }
    }

    /// The reference parser alone refuses what is no single reference, so `ayah show` reads it as a range.
    @Test(arguments: ["Al-Baqarah 2:249–3:83", "An-Naba 114:6", "Al-Baqarah 2:249–Ali 'Imran 3:83", "2:300-2:305"])
    func noRangeIsReadAsOneAyah(_ input: String) {
        #expect(throws: ReferenceError.self, "\(input)") { try ReferenceParser.bundled.parse(input) }
    }

    @Test func disagreementIsItsOwnError() throws {
        let surah2 = try #require(ReferenceParser.bundled.surah(2))
        #expect(
            throws: ReferenceError.nameAndNumberDisagree(
                input: "Al-Baqarah 3:7", name: "Al-Baqarah", surah: surah2, number: 3)
        ) { try ReferenceParser.bundled.parse("Al-Baqarah 3:7") }
        // A name with digits in it names nothing (plans and `surah:NAME` read names through this).
        #expect(ReferenceParser.bundled.lookup(name: "al-kahf2") == nil)
        #expect(ReferenceParser.bundled.lookup(name: "An-Naba 114") == nil)
        #expect(ReferenceParser.bundled.lookup(name: "Al-Kahf") == 18)
    }

    @Test func digitsOfEveryScript() {
        #expect(ReferenceParser.asciiDigits("٢:٢٥٥ ۲:۲۵۵ ২:২৫৫ २:२५५ ２:２５５") == "2:255 2:255 2:255 2:255 2:255")
        #expect(ReferenceParser.asciiDigits("²:½") == "²:½")
        #expect(ReferenceParser.plain(" \u{2068}البقرة\u{2069} \u{200F}٢:٢٥٥ ") == "البقرة 2:255")
    }

    /// A long name costs no spelling search: it is refused at once.
    @Test func longTextIsRefusedCheaply() {
        let long = String(repeating: "x", count: 100_000)
        #expect(throws: RangeError.reference(input: long, .unreadable(long))) { try Self.parser.parse(long) }
        #expect(throws: ReferenceError.unreadable(long + " 1")) { try ReferenceParser.bundled.parse(long + " 1") }
    }
}
