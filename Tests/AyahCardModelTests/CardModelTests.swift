import AyahCardModel
import Testing

@Suite struct CardModelTests {
    @Test func namedSizesAndCustomSizes() throws {
        #expect(try CardSize(parsing: "og") == CardSize.og)
        #expect(CardSize.og.width == 1200 && CardSize.og.height == 630)
        #expect(CardSize.eink.width == 800 && CardSize.eink.height == 480)
        let custom = try CardSize(parsing: "600x400")
        #expect(custom.width == 600 && custom.height == 400 && custom.name == "600x400")
        for bad in ["", "x", "600x", "x400", "600X400", "+600x400", "600x400x2", "6000000x400", "huge", "1e3x400"] {
            #expect(throws: CardSpecError.self) { try CardSize(parsing: bad) }
        }
        #expect(throws: CardSpecError.sizeOutOfRange(width: 199, height: 400)) { try CardSize(parsing: "199x400") }
        #expect(throws: CardSpecError.aspectTooExtreme(width: 2000, height: 300)) { try CardSize(parsing: "2000x300") }
    }

    @Test func einkSizeImpliesEinkThemeUnlessGiven() throws {
        #expect(try CardStyle(size: .eink).theme == .eink)
        #expect(try CardStyle(size: .eink, theme: .dark).theme == .dark)
        #expect(try CardStyle(size: .og).theme == .green)
        #expect(throws: CardSpecError.depthOutOfRange(3)) { try CardStyle(size: .eink, depth: 3) }
    }
}
