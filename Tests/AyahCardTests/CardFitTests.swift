import AyahCard
import AyahCardModel
import Foundation
import Testing

/// Every one of the 6,236 ayahs at every size: the extents Pango measures for
/// each paragraph (ink and logical boxes, so marks above the first line and
/// swashes count) lie inside the card's margin and do not overlap. Layout
/// only, nothing is rasterized; the ayahs are split over one renderer per core.
@Suite struct CardFitTests {
    static let sizes: [CardSize] = {
        var sizes = CardSize.named
        for (width, height) in [(600, 400), (200, 200), (800, 200)] {
            if let size = try? CardSize(width: width, height: height) { sizes.append(size) }
        }
        return sizes
    }()

    @Test func everyAyahFitsEverySize() throws {
        let contents = CardFixtures.contents
        #expect(contents.count == 6236)
        try Self.expectEveryLayoutFits(contents, what: "ayahs")
    }

    /// Every passage of the curated pool at every size: nothing overflows; the
    /// medium, large, link-preview and e-ink cards show every passage whole
    /// (measured: all 869); the small card shows the longest in the payload's
    /// short forms (184 of 869); no named size cuts lines.
    @Test func everyPoolPassageFitsEverySize() throws {
        let contents = CardFixtures.passages
        #expect(contents.count >= 800)
        let fits = try Self.expectEveryLayoutFits(contents, what: "passages")
        for name in ["medium", "large", "og", "eink"] {
            #expect(fits[name, default: [:]][.shortForms, default: 0] == 0, "\(name): every passage whole")
        }
    }

    /// Lays out `contents` at every size (split over one renderer per core),
    /// expects no layout problem and no cut at the named sizes, and returns the fits by size.
    @discardableResult
    static func expectEveryLayoutFits(_ contents: [CardContent], what: String) throws
        -> [String: [CardLayout.Fit: Int]]
    {
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var made: [CardRenderer] = []
        for _ in 0..<workers { made.append(try CardFixtures.renderer()) }
        let renderers = made
        let problemsFound = Shared<[String]>([])
        let fitsFound = Shared<[String: [CardLayout.Fit: Int]]>([:])
        let started = Date()
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let renderer = renderers[worker]
            var localProblems: [String] = []
            var localFits: [String: [CardLayout.Fit: Int]] = [:]
            for index in stride(from: worker, to: contents.count, by: workers) {
                let content = contents[index]
                for size in Self.sizes {
                    do {
                        let layout = try renderer.layout(content, size: size)
                        localFits[size.name, default: [:]][layout.fit, default: 0] += 1
                        if let problem = Self.problem(layout) {
                            localProblems.append("\(content.reference) at \(size): \(problem)")
                        }
                    } catch {
                        localProblems.append("\(content.reference) at \(size): \(error)")
                    }
                }
            }
            problemsFound.update { $0 += localProblems }
            fitsFound.update { fits in
                for (size, counts) in localFits {
                    for (fit, count) in counts { fits[size, default: [:]][fit, default: 0] += count }
                }
            }
        }
        let problems = problemsFound.current
        let fits = fitsFound.current
        let seconds = Date().timeIntervalSince(started)
        for size in Self.sizes {
            let counts = fits[size.name, default: [:]]
            print(
                "\(what): card fit \(size.name): full \(counts[.full, default: 0]), short forms \(counts[.shortForms, default: 0]), cut \(counts[.cut, default: 0])"
            )
        }
        print("card fit: \(contents.count) \(what) x \(Self.sizes.count) sizes laid out in \(Int(seconds)) s")
        #expect(problems.isEmpty, "\(problems.count) layouts overflow, e.g. \(problems.prefix(5))")
        // The named sizes show every ayah without cutting lines.
        for size in CardSize.named { #expect(fits[size.name, default: [:]][.cut, default: 0] == 0, "\(size)") }
        return fits
    }

    /// What is wrong with a layout, or nil: a paragraph outside the margin, two
    /// paragraphs overlapping, a missing or emptied Arabic, a text cut without need.
    static func problem(_ layout: CardLayout) -> String? {
        for block in layout.blocks where !layout.safeArea.contains(block.occupied, tolerance: 0.01) {
            return "\(block.role) \(block.occupied) leaves the safe area \(layout.safeArea)"
        }
        let ordered = layout.blocks.sorted { $0.occupied.y < $1.occupied.y }
        for (upper, lower) in zip(ordered, ordered.dropFirst()) where upper.occupied.maxY > lower.occupied.y + 0.01 {
            return "\(upper.role) overlaps \(lower.role)"
        }
        guard let arabic = layout.block(.arabic), !arabic.text.text.isEmpty else { return "no Arabic" }
        if layout.fit != .cut, arabic.extents.ellipsized || layout.block(.translation)?.extents.ellipsized == true {
            return "the ayah was ellipsized though it fits"
        }
        for role in [CardLayout.Role.reference, .dates, .credit] where layout.block(role)?.extents.lines != 1 {
            return "\(role) is not one line"
        }
        return nil
    }
}
