// PROVISIONAL: replaced by the ICU-backed implementation on the `text` branch.
public struct FoldOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alefMaqsuraAsYa = FoldOptions(rawValue: 1)
    public static let taMarbutaAsHa = FoldOptions(rawValue: 2)
    public static let `default`: FoldOptions = [.alefMaqsuraAsYa, .taMarbutaAsHa]
}
public enum SearchFolding {
    public static func fold(_ s: String, options: FoldOptions = .default) -> String {
        var out = String.UnicodeScalarView()
        for u in s.unicodeScalars {
            switch u.value {
            case 0x064B...0x065F, 0x0670, 0x06D6...0x06ED, 0x0640: continue
            case 0x0622, 0x0623, 0x0625, 0x0671: out.append("\u{0627}")
            default: out.append(contentsOf: String(u).lowercased().unicodeScalars)
            }
        }
        return String(out)
    }
    public static func foldQuery(_ s: String, options: FoldOptions = .default) -> String { fold(s, options: options) }
}
public enum Normalization { public static func nfc(_ s: String) -> String { s } }
public enum BidiMode: String, Sendable, CaseIterable { case isolated, visual, plain }
public enum TerminalText {
    public static func render(_ line: String, mode: BidiMode) -> String { line }
    public static func columns(_ s: String) -> Int { s.count }
    public static func truncate(_ s: String, columns: Int, ellipsis: String = "…") -> String { s }
    public static func wrap(_ s: String, columns: Int) -> [String] { [s] }
    public static func isRTL(_ s: String) -> Bool { false }
}
