// Plain release executable for Benchmarks/text-bench.sh: NFC and search-fold
// throughput over the ayah texts of a tanzil corpus file, one call per ayah
// (the way the corpus is indexed). Prints machine-readable lines.
import AyahText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func readFile(_ path: String) -> [UInt8]? {
    guard let f = fopen(path, "rb") else { return nil }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, f) }
        if n == 0 { break }
        bytes += chunk[0..<n]
    }
    return bytes
}

let args = CommandLine.arguments
guard args.count >= 2, let bytes = readFile(args[1]) else {
    print("usage: TextThroughput <quran-uthmani.txt> [rounds]")
    exit(2)
}
let rounds = args.count >= 3 ? Int(args[2]) ?? 15 : 15
let ayahs: [String] = String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
    let parts = line.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false)
    return parts.count == 3 && !line.hasPrefix("#") ? String(parts[2]) : nil
}
let totalBytes = ayahs.reduce(0) { $0 + $1.utf8.count }

let whole = ayahs.joined(separator: "\n")
let wholeBytes = whole.utf8.count

/// Best-of-`rounds` MB/s of `body` over `inputs` (input UTF-8 bytes per second).
func measure(_ name: String, _ inputs: [String], _ bytes: Int, _ body: (String) -> String) {
    var best = Duration.seconds(1_000)
    var sink = 0
    for _ in 0..<rounds {
        let clock = ContinuousClock()
        let start = clock.now
        for a in inputs { sink &+= body(a).utf8.count }
        let elapsed = clock.now - start
        if elapsed < best { best = elapsed }
    }
    let seconds = Double(best.components.seconds) + Double(best.components.attoseconds) * 1e-18
    let mbps = Double(bytes) / 1e6 / seconds
    print("swift \(name) \((mbps * 10).rounded() / 10) MB/s (\(bytes) bytes in \(inputs.count) calls, best of \(rounds), output \(sink / rounds) bytes)")
}

measure("nfc-per-ayah", ayahs, totalBytes) { Normalization.nfc($0) }
measure("fold-per-ayah", ayahs, totalBytes) { SearchFolding.fold($0) }
measure("nfc-whole", [whole], wholeBytes) { Normalization.nfc($0) }
measure("fold-whole", [whole], wholeBytes) { SearchFolding.fold($0) }
