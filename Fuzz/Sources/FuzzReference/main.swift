// libFuzzer target: the ayah reference parser (`ayah show 2:255`,
// `al-baqarah 255`, `سورة البقرة ٢٥٥`) over the embedded corpus.
import AyahCorpus

/// Loaded once, on the first input (a global `let` is lazy and thread-safe).
let parser: ReferenceParser? = (try? Corpus.load()).map { ReferenceParser(corpus: $0) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard let parser else { fatalError("the embedded corpus did not load") }
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    if let ref = try? parser.parse(text) {
        // What it names exists, and its canonical spelling reads back the same.
        check(ref.surah >= 1 && ref.surah <= 114 && ref.ayah >= 1, "\(text) gave \(ref)")
        check((try? parser.parse("\(ref.surah):\(ref.ayah)")) == ref, "\(ref) does not read back")
    }
    _ = parser.lookup(name: text)
    return 0
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
