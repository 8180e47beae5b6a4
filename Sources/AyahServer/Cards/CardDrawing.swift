import AyahCard
import AyahCardModel
import AyahKit
import AyahSettingsCore

/// How the server draws cards: it makes one drawer per card worker, on that
/// worker's thread, the first time the worker draws. The live drawing makes a
/// ``CardRenderer`` over the installed Amiri fonts and draws exactly what
/// ``CardRenderer/card(for:engine:style:)`` draws (what `ayah card --date`
/// writes), or of ``CardRenderer/card(of:engine:style:language:)`` for a
/// chosen passage (`ayah card REF`); tests put in drawings that count or wait.
struct CardDrawing: Sendable {
    /// Draws the card of a local date in a style (with its Hijri adjustment); called on a card worker only.
    typealias Draw = @Sendable (CardImages.Key) throws -> [UInt8]

    /// Makes one drawer; throws ``CardError`` when its fonts are missing.
    let makeDrawer: @Sendable () throws -> Draw

    /// Cards from `engine`'s documents, drawn by Pango and Cairo.
    static func renderer(engine: AyahEngine) -> CardDrawing {
        CardDrawing {
            let renderer = try CardRenderer()
            return { key in
                let drawing = RequestSettings.applying(key.plain, to: engine.adjustingHijri(by: key.hijriAdjustment))
                if let range = key.range {
                    return try renderer.card(of: range, engine: drawing, style: key.style, language: key.language)
                }
                return try renderer.card(for: key.date, engine: drawing, style: key.style, language: key.language)
            }
        }
    }
}
