import CAyahData

/// Byte ranges by mushaf ordinal: an array a parser made, or one column of the
/// build-time index (`CorpusIndex`) read in place, so that a cold `ayah today`
/// copies none of its 6,236 entries and touches only those it shows.
struct ByteRanges: RandomAccessCollection, Sendable {
    /// Which text of an index entry the ranges are in.
    enum Column: Sendable {
        case arabic
        case english
    }

    /// The index is static, immutable C data that lives as long as the process.
    private enum Storage: @unchecked Sendable {
        case array([ByteRange])
        case index(UnsafeBufferPointer<ayah_index_entry>, Column)
    }

    private let storage: Storage

    /// Ranges a parser found.
    init(_ ranges: [ByteRange]) { storage = .array(ranges) }

    /// One column of the index; the caller has checked every entry lies inside its file.
    init(index entries: UnsafeBufferPointer<ayah_index_entry>, column: Column) {
        storage = .index(entries, column)
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case let .array(ranges): return ranges.count
        case let .index(entries, _): return entries.count
        }
    }

    subscript(ordinal: Int) -> ByteRange {
        switch storage {
        case let .array(ranges):
            return ranges[ordinal]
        case let .index(entries, .arabic):
            let entry = entries[ordinal]
            return ByteRange(start: Int32(clamping: entry.arabic_start), end: Int32(clamping: entry.arabic_end))
        case let .index(entries, .english):
            let entry = entries[ordinal]
            return ByteRange(start: Int32(clamping: entry.english_start), end: Int32(clamping: entry.english_end))
        }
    }
}
