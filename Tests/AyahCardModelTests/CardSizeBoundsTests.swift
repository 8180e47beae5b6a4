import AyahCardModel
import Testing

/// `WIDTHxHEIGHT` at the edges the help states: each side 200 to 4096
/// pixels, the longer side at most four times the shorter, digits only.
@Suite struct CardSizeBoundsTests {
    @Test(arguments: ["200x200", "4096x4096", "800x200", "200x800", "4096x1024", "00200x0200"])
    func sidesAndRatiosAtTheBoundsAreAccepted(_ text: String) throws {
        let size = try CardSize(parsing: text)
        let parts = text.split(separator: "x").compactMap { Int($0) }
        #expect([size.width, size.height] == parts)
        #expect(size.name == "\(parts[0])x\(parts[1])")
    }

    @Test(arguments: [(199, 400), (400, 199), (4097, 4096), (4096, 4097), (0, 0)])
    func aSideOutsideTheRangeIsRefused(_ width: Int, _ height: Int) {
        #expect(throws: CardSpecError.sizeOutOfRange(width: width, height: height)) {
            try CardSize(parsing: "\(width)x\(height)")
        }
    }

    @Test(arguments: [(801, 200), (200, 801), (4096, 1023)])
    func aRatioPastFourToOneIsRefused(_ width: Int, _ height: Int) {
        #expect(throws: CardSpecError.aspectTooExtreme(width: width, height: height)) {
            try CardSize(parsing: "\(width)x\(height)")
        }
    }

    @Test(arguments: [
        "600x", "x600", "600x600x600", "600×600", "600 x600", "-600x600", "600x+600", "123456x600", "٦٠٠x٦٠٠",
    ])
    func anythingButDigitsXDigitsIsUnknown(_ text: String) {
        #expect(throws: CardSpecError.unknownSize(text)) { try CardSize(parsing: text) }
    }

    @Test func theFamilyFollowsTheShapeAndTheShorterSide() throws {
        // Under 500 on the shorter side: small, whatever the shape.
        #expect(try CardSize(parsing: "499x1000").family == .small)
        #expect(try CardSize(parsing: "1996x499").family == .small)
        // Wider than 3:2: medium; up to 3:2 or taller: large.
        #expect(try CardSize(parsing: "1501x1000").family == .medium)
        #expect(try CardSize(parsing: "1500x1000").family == .large)
        #expect(try CardSize(parsing: "1000x1500").family == .large)
    }
}
