import Foundation

/// The executables `swift build` made, for tests that run them as a user
/// would: beside the test bundle, or in `$AYAH_BINARY`'s directory.
public enum BuiltProducts {
    /// The directory holding the built `ayah` (and `ayah-server` when built).
    public static let directory: URL = {
        if let explicit = ProcessInfo.processInfo.environment["AYAH_BINARY"] {
            return URL(fileURLWithPath: explicit).deletingLastPathComponent()
        }
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "/")
                .deletingLastPathComponent(),
            repository.appendingPathComponent(".build/debug"),
        ]
        for dir in candidates {
            for up in [
                dir, dir.deletingLastPathComponent(), dir.deletingLastPathComponent().deletingLastPathComponent(),
            ] {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(
                    atPath: up.appendingPathComponent("ayah").path, isDirectory: &isDirectory),
                    !isDirectory.boolValue
                {
                    return up
                }
            }
        }
        return URL(fileURLWithPath: ".")
    }()

    /// `ayah`: `$AYAH_BINARY`, else the built one.
    public static var ayah: String {
        ProcessInfo.processInfo.environment["AYAH_BINARY"] ?? directory.appendingPathComponent("ayah").path
    }

    /// `ayah-server`, beside `ayah`.
    public static var server: String { directory.appendingPathComponent("ayah-server").path }

    /// `ayah-card`, beside `ayah`.
    public static var card: String { directory.appendingPathComponent("ayah-card").path }

    /// The repository's root.
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
}
