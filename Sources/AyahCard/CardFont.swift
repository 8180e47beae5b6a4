import CAyahCardShim

/// A font a card is drawn with: its family, the installed file that holds it
/// and its version, found through the system's fontconfig.
public struct CardFont: Hashable, Sendable, CustomStringConvertible {
    /// The Arabic of the ayah and the basmala: Amiri Quran (SIL OFL).
    public static let quran = Face(family: "Amiri Quran", bold: false, package: "fonts-hosny-amiri")
    /// Everything else (a translation in Latin or Arabic script, the reference, the dates): Amiri.
    public static let text = Face(family: "Amiri", bold: false, package: "fonts-hosny-amiri")
    /// The reference: Amiri Bold.
    public static let heading = Face(family: "Amiri", bold: true, package: "fonts-hosny-amiri")
    /// Every face a card uses in every language.
    public static let faces = [quran, text, heading]
    /// Urdu labels (the reference, the dates, the credit): Noto Nastaliq Urdu (SIL OFL).
    public static let nastaliq = Face(family: "Noto Nastaliq Urdu", bold: false, package: "fonts-noto-core")
    /// The Urdu reference: Noto Nastaliq Urdu Bold.
    public static let nastaliqHeading = Face(family: "Noto Nastaliq Urdu", bold: true, package: "fonts-noto-core")
    /// Bangla labels: Noto Sans Bengali (SIL OFL).
    public static let bengali = Face(family: "Noto Sans Bengali", bold: false, package: "fonts-noto-core")
    /// The Bangla reference: Noto Sans Bengali Bold.
    public static let bengaliHeading = Face(family: "Noto Sans Bengali", bold: true, package: "fonts-noto-core")
    /// The faces of labels in a script Amiri does not set well, found when
    /// installed and used only by cards in those languages (English cards
    /// never see them, so they stay byte for byte what they were).
    public static let languageFaces = [nastaliq, nastaliqHeading, bengali, bengaliHeading]

    /// A family and weight, and the Debian package that ships it.
    public struct Face: Hashable, Sendable {
        public let family: String
        public let bold: Bool
        public let package: String
    }

    public let face: Face
    /// The font file.
    public let path: String
    /// fontconfig's version of the font (16.16 fixed point).
    public let version: Int32

    /// `Amiri Quran 0.113 (AmiriQuran.ttf)`.
    public var description: String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let thousandths = (Int(version) * 1000 + 32768) >> 16
        let minor = String(thousandths % 1000)
        let padded = String(repeating: "0", count: 3 - minor.count) + minor
        return "\(face.family)\(face.bold ? " Bold" : "") \(thousandths / 1000).\(padded) (\(file))"
    }

    /// The installed file of `face`.
    public static func find(_ face: Face) throws(CardError) -> CardFont {
        var path = [CChar](repeating: 0, count: 4096)
        var version: Int32 = 0
        let status = ayah_card_find_font(face.family, face.bold ? 1 : 0, &path, path.count, &version)
        guard status == 0 else { throw .missingFont(family: face.family, package: face.package) }
        let bytes = path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return CardFont(face: face, path: String(decoding: bytes, as: UTF8.self), version: version)
    }
}
