import CICUShim

/// A thin wrapper over one ICU `UBiDi` object (Unicode Bidirectional
/// Algorithm, UAX #9). ``TerminalText/render(_:mode:)`` in `.visual` mode
/// runs its text through these same calls, and the conformance tests check
/// them against BidiTest.txt and BidiCharacterTest.txt.
///
/// Not thread-safe: one resolver per thread. It keeps its own copy of the
/// text it was given.
public final class BidiResolver {
    /// The paragraph embedding level to resolve at.
    public enum ParagraphLevel: Sendable, Hashable {
        /// Level 0.
        case ltr
        /// Level 1.
        case rtl
        /// From the first strong character (rules P2–P3), LTR when there is none.
        case autoLTR
        /// From the first strong character, RTL when there is none.
        case autoRTL

        var raw: UInt8 {
            switch self {
            case .ltr: 0
            case .rtl: 1
            case .autoLTR: UInt8(AYAH_BIDI_AUTO_LTR)
            case .autoRTL: UInt8(AYAH_BIDI_AUTO_RTL)
            }
        }
    }

    /// Options for ``reordered(options:)`` (ICU's `ubidi_writeReordered` options).
    public struct ReorderOptions: OptionSet, Sendable {
        /// The option bits (ICU's UBIDI_* writeReordered options).
        public let rawValue: UInt16
        /// Creates options from their raw bits.
        public init(rawValue: UInt16) { self.rawValue = rawValue }
        /// Keep combining marks after their base in RTL runs (rule L3).
        public static let keepBaseCombining = ReorderOptions(rawValue: UInt16(AYAH_BIDI_KEEP_BASE_COMBINING))
        /// Replace characters at RTL levels by their mirrored glyph (rule L4).
        public static let mirror = ReorderOptions(rawValue: UInt16(AYAH_BIDI_DO_MIRRORING))
    }

    private let handle: OpaquePointer

    /// A resolver, or nil if ICU could not allocate one.
    public init?() {
        guard let h = ayah_bidi_open() else { return nil }
        handle = h
    }

    deinit { ayah_bidi_close(handle) }

    /// Resolves `text` (UTF-16 code units) as one or more paragraphs. Returns
    /// false when ICU reports an error.
    @discardableResult
    public func setText(_ text: UnsafeBufferPointer<UInt16>, level: ParagraphLevel) -> Bool {
        guard text.count <= Int(Int32.max) / 2 else { return false }
        return ayah_bidi_set_para(handle, text.baseAddress, Int32(text.count), level.raw) == 0
    }

    /// Resolves `text` (converted to UTF-16).
    @discardableResult
    public func setText(_ text: String, level: ParagraphLevel) -> Bool {
        let units = Array(text.utf16)
        return units.withUnsafeBufferPointer { setText($0, level: level) }
    }

    /// Number of UTF-16 units of the current text.
    public var count: Int { Int(ayah_bidi_length(handle)) }

    /// The resolved level of the first paragraph.
    public var paragraphLevel: UInt8 { ayah_bidi_para_level(handle) }

    /// Writes the resolved level of each UTF-16 unit (after rule L1) into
    /// `levels`, which must hold at least ``count`` elements.
    public func levels(into levels: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        guard levels.count >= count, let base = levels.baseAddress else { return count == 0 }
        return ayah_bidi_levels(handle, base, Int32(levels.count)) == 0
    }

    /// The resolved level of each UTF-16 unit (after rule L1).
    public func levels() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: count)
        let ok = out.withUnsafeMutableBufferPointer { levels(into: $0) }
        return ok ? out : []
    }

    /// Writes, for each visual position from left to right, the logical index
    /// of the UTF-16 unit shown there into `order` (at least ``count`` elements).
    public func logicalOrder(into order: UnsafeMutableBufferPointer<Int32>) -> Bool {
        guard order.count >= count, let base = order.baseAddress else { return count == 0 }
        return ayah_bidi_logical_order(handle, base, Int32(order.count)) == 0
    }

    /// For each visual position from left to right, the logical UTF-16 index shown there.
    public func logicalOrder() -> [Int] {
        var out = [Int32](repeating: 0, count: count)
        let ok = out.withUnsafeMutableBufferPointer { logicalOrder(into: $0) }
        return ok ? out.map { Int($0) } : []
    }

    /// The text in visual order (`ubidi_writeReordered`).
    public func reordered(options: ReorderOptions = []) -> [UInt16] {
        let cap = count * 2 + 1
        var out = [UInt16](repeating: 0, count: cap)
        var err: Int32 = 0
        let n = out.withUnsafeMutableBufferPointer {
            ayah_bidi_write_reordered(handle, options.rawValue, $0.baseAddress, Int32(cap), &err)
        }
        guard n >= 0, Int(n) <= cap else { return [] }
        out.removeSubrange(Int(n)...)
        return out
    }

    /// Bidi_Mirroring_Glyph of `c`, or `c` when it has none.
    public static func mirror(_ c: Unicode.Scalar) -> Unicode.Scalar {
        Unicode.Scalar(ayah_char_mirror(c.value)) ?? c
    }
}
