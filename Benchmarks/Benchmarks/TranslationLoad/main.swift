// Cost of loading a user's translation: Translation.read over a synthetic
// ~1 MB Tanzil file in the XML and in the text format (read, parse, check
// every ayah's UTF-8 and control characters, header), Latin and Arabic script.
// The files are made here (nothing non-free); with an argument DIR they are
// also left in DIR for translation-bench.sh's cold-start comparison.
// Run by Benchmarks/translation-bench.sh.
import AyahCorpus

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Each ayah's text: its reference, padded with words to about `target` bytes.
func ayahText(_ surah: Int, _ ayah: Int, arabic: Bool, target: Int) -> String {
    var text = arabic ? "سورة \(surah) آية \(ayah)" : "surah \(surah), ayah \(ayah)"
    let filler = arabic ? " وهذا نص مترجم للاختبار" : " and this is a synthetic test translation"
    while text.utf8.count + filler.utf8.count <= target { text += filler }
    return text
}

func file(_ surahs: [Surah], xml: Bool, arabic: Bool) -> String {
    var lines: [String] = []
    if xml { lines += ["<?xml version=\"1.0\" encoding=\"utf-8\" ?>", "<!--", "#  Name: Synthetic -- benchmark", "-->", "<quran>"] }
    for surah in surahs {
        if xml { lines.append("\t<sura index=\"\(surah.number)\" name=\"\">") }
        for ayah in 1...surah.ayahCount {
            let text = ayahText(surah.number, ayah, arabic: arabic, target: 150)
            lines.append(xml ? "\t\t<aya index=\"\(ayah)\" text=\"\(text) &quot;q&quot;\"/>" : "\(surah.number)|\(ayah)|\(text)")
        }
        if xml { lines.append("\t</sura>") }
    }
    lines += xml ? ["</quran>", ""] : ["", "#  Name: Synthetic benchmark", ""]
    return lines.joined(separator: "\n")
}

func write(_ text: String, to path: String) {
    guard let f = fopen(path, "w") else { fatalError("cannot write \(path)") }
    var text = text
    text.withUTF8 { _ = fwrite($0.baseAddress, 1, $0.count, f) }
    fclose(f)
}

func milliseconds(_ d: Duration) -> Double {
    let (s, a) = d.components
    return Double(s) * 1e3 + Double(a) / 1e15
}

let corpus = try Corpus.load()
let keep = CommandLine.arguments.dropFirst().first
let directory = keep ?? "/tmp/ayah-translation-bench-\(getpid())"
mkdir(directory, 0o755)
print("file                          bytes      best ms    MB/s")
for (name, xml, arabic) in [("en.synthetic.xml", true, false), ("en.synthetic.txt", false, false),
                            ("ur.synthetic.xml", true, true), ("ur.synthetic.txt", false, true)] {
    let path = directory + "/" + name
    let text = file(corpus.surahs, xml: xml, arabic: arabic)
    write(text, to: path)
    var best = Duration.seconds(1000)
    var sink = 0
    for _ in 0..<30 {
        let start = ContinuousClock.now
        let translation = try Translation.read(path: path, surahs: corpus.surahs)
        best = min(best, ContinuousClock.now - start)
        sink &+= translation.text(ordinal: 6235)?.utf8.count ?? 0
    }
    let ms = milliseconds(best)
    let bytes = text.utf8.count
    let mbps = Double(bytes) / 1e6 / (ms / 1e3)
    let pad = { (s: String, n: Int) in s + String(repeating: " ", count: max(0, n - s.count)) }
    print(pad(name, 28) + pad(String(bytes), 10) + pad(String(Int(ms * 100) / 100) + "." + (Int(ms * 100) % 100 < 10 ? "0" : "") + String(Int(ms * 100) % 100), 11)
          + String(Int(mbps)) + "  (\(sink % 2))")
}
if keep == nil {
    for name in ["en.synthetic.xml", "en.synthetic.txt", "ur.synthetic.xml", "ur.synthetic.txt"] { unlink(directory + "/" + name) }
    rmdir(directory)
}
