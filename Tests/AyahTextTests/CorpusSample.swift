import Foundation

/// Ayah texts from the repository's Data/ folder, for property tests.
enum CorpusSample {
    static let dataDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Data")

    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    /// The text field of every `sura|aya|text` line of a tanzil file.
    static func ayahs(_ file: String) throws -> [String] {
        let url = dataDirectory.appendingPathComponent(file)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw Missing(description: "\(url.path) not found")
        }
        return String(decoding: data, as: UTF8.self)
            .split(separator: "\n")
            .compactMap { line -> String? in
                let parts = line.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false)
                guard parts.count == 3, !line.hasPrefix("#") else { return nil }
                return String(parts[2])
            }
    }
}

extension String {
    /// Scalar values, for byte-exact comparisons and readable failures.
    var scalarValues: [UInt32] { unicodeScalars.map(\.value) }
}
