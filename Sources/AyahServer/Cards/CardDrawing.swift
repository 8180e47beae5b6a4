import AyahCard
import AyahCardModel
import AyahKit
import AyahTime

/// How the server draws cards: it makes one drawer per card worker, on that
/// worker's thread, the first time the worker draws. The live drawing makes a
/// ``CardRenderer`` over the installed Amiri fonts and draws exactly what
/// ``CardRenderer/card(for:engine:style:)`` draws (what `ayah card --date`
/// writes); tests put in drawings that count or wait.
struct CardDrawing: Sendable {
    /// Draws the card of a local date in a style; called on a card worker only.
    typealias Draw = @Sendable (CivilDate, CardStyle) throws -> [UInt8]

    /// Makes one drawer; throws ``CardError`` when its fonts are missing.
    let makeDrawer: @Sendable () throws -> Draw

    /// Cards from `engine`'s documents, drawn by Pango and Cairo.
    static func renderer(engine: AyahEngine) -> CardDrawing {
        CardDrawing {
            let renderer = try CardRenderer()
            return { date, style in try renderer.card(for: date, engine: engine, style: style) }
        }
    }
}
