import CICUShim

/// The Bidi_Class property of a code point (UAX #9, table 4). Raw values are
/// ICU's `UCharDirection` numbers.
public enum BidiClass: Int32, Sendable, CaseIterable {
    case leftToRight = 0
    case rightToLeft, europeanNumber, europeanSeparator, europeanTerminator
    case arabicNumber, commonSeparator, paragraphSeparator, segmentSeparator, whiteSpace
    case otherNeutral, leftToRightEmbedding, leftToRightOverride, arabicLetter, rightToLeftEmbedding
    case rightToLeftOverride, popDirectionalFormat, nonspacingMark, boundaryNeutral
    case firstStrongIsolate, leftToRightIsolate, rightToLeftIsolate, popDirectionalIsolate

    /// The class of `scalar` (ON for values ICU does not know).
    public static func of(_ scalar: Unicode.Scalar) -> BidiClass {
        BidiClass(rawValue: ayah_char_bidi_class(scalar.value)) ?? .otherNeutral
    }
}
