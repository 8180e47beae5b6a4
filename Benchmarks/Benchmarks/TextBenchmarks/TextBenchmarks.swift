// NFC and search-fold throughput over the whole Uthmani corpus.
// Run: cd Benchmarks && swift package --disable-sandbox benchmark --target TextBenchmarks
// (Benchmarks/text-bench.sh compares the same work with Python.)
import AyahText
import Benchmark

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The ayah texts of Data/quran-uthmani.txt (found from this file's path).
private func loadAyahs() -> [String] {
    var path = #filePath
    for _ in 0..<4 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
    guard let f = fopen(path + "/Data/quran-uthmani.txt", "rb") else { return [] }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, f) }
        if n == 0 { break }
        bytes += chunk[0..<n]
    }
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
        let parts = line.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false)
        return parts.count == 3 && !line.hasPrefix("#") ? String(parts[2]) : nil
    }
}

let benchmarks: @Sendable () -> Void = {
    let ayahs = loadAyahs()
    let bytes = ayahs.reduce(0) { $0 + $1.utf8.count }
    // One iteration = one pass over the corpus: MB/s = corpus MB x throughput (passes/s).
    let config = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .microseconds,
        maxDuration: .seconds(3),
        maxIterations: 300
    )
    precondition(!ayahs.isEmpty, "Data/quran-uthmani.txt not found")

    Benchmark("NFC, Uthmani corpus (\(bytes) bytes, per ayah)", configuration: config) { benchmark in
        for _ in benchmark.scaledIterations {
            for a in ayahs { blackHole(Normalization.nfc(a)) }
        }
    }
    Benchmark("Search fold, Uthmani corpus (\(bytes) bytes, per ayah)", configuration: config) { benchmark in
        for _ in benchmark.scaledIterations {
            for a in ayahs { blackHole(SearchFolding.fold(a)) }
        }
    }
    Benchmark("Query fold (NFKC), Uthmani corpus (\(bytes) bytes, per ayah)", configuration: config) { benchmark in
        for _ in benchmark.scaledIterations {
            for a in ayahs { blackHole(SearchFolding.foldQuery(a)) }
        }
    }
}
