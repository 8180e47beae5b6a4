// libFuzzer target: search folding, both the C fast path (ASCII and Arabic
// only) and the ICU normalizing path, checked against each other.
// (Whole-corpus search is FuzzSearch: it costs about a second per input here.)
import AyahText

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)

    let folded = SearchFolding.fold(text)
    let query = SearchFolding.foldQuery(text)
    _ = SearchFolding.fold(text, options: [])
    _ = SearchFolding.foldQuery(text, options: [])
    // Documented: the same bytes as fold(s).
    check(SearchFolding.foldUTF8(text) == Array(folded.utf8), "foldUTF8 differs from fold for \(debug(text))")
    // An ideographic space is a separator outside the fast path's alphabet:
    // appending it forces the normalizing path, and trailing separators are
    // trimmed, so both paths must give the same key.
    check(SearchFolding.fold(text + "\u{3000}") == folded, "fast and normalizing fold differ for \(debug(text))")
    check(SearchFolding.foldQuery(text + "\u{3000}") == query, "fast and normalizing foldQuery differ for \(debug(text))")
    for key in [folded, query] {
        check(!key.hasPrefix(" ") && !key.hasSuffix(" ") && !key.contains("  "), "untrimmed key \(debug(key)) for \(debug(text))")
    }
    return 0
}

func debug(_ s: String) -> String {
    s.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
