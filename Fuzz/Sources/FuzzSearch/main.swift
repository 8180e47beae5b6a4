// libFuzzer target: whole-corpus search (`ayah search QUERY`) on short queries.
// Every input folds and scans all 6236 ayahs in both scripts: about a second
// under ASan and coverage instrumentation, plus about 0.1 s per query word
// (each word is looked for in every ayah). So scripts/fuzz runs it only when
// asked (`scripts/fuzz search`), on queries up to 300 bytes, with a 30 s
// per-input timeout.
import AyahCorpus
import AyahText

/// Loaded once, on the first input (a global `let` is lazy and thread-safe).
let search: CorpusSearch? = (try? Corpus.load()).map { CorpusSearch(corpus: $0) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard let search else { fatalError("the embedded corpus did not load") }
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    do {
        let hits = try search.search(text, limit: 10)
        check(hits.count <= 10, "search returned \(hits.count) hits with limit 10")
        check(zip(hits, hits.dropFirst()).allSatisfy { $0.kind <= $1.kind }, "hits out of rank order for \(text)")
    } catch {
        check(SearchFolding.foldQuery(text).isEmpty, "search failed for \(text): \(error)")
    }
    return 0
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
