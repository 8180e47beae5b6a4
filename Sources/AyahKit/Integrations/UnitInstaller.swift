import AyahPlatform

/// Writes systemd unit files into a directory (`~/.config/systemd/user`):
/// all or nothing as far as it can check beforehand, never over a different
/// existing unit unless asked, each file replaced atomically.
public struct UnitInstaller: Sendable {
    /// The largest existing unit file read to compare.
    static let maximumUnitSize = 1 << 20

    /// Why units were not installed. Neutral: what happened, with the path.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// A unit file with other contents (or a link, or not a regular file) is there already.
        case differs(path: String)
        /// The directory or a file could not be created or written.
        case cannotWrite(path: String, reason: String)

        public var description: String {
            switch self {
            case let .differs(path): return "\(path) already exists with other contents"
            case let .cannotWrite(path, reason): return "cannot write \(path): \(reason)"
            }
        }
    }

    /// What happened to one unit.
    public enum Outcome: Equatable, Sendable {
        case wrote(path: String)
        case unchanged(path: String)
    }

    /// The directory the units go into.
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// The systemd user unit directory: `$XDG_CONFIG_HOME/systemd/user`, else
    /// `$HOME/.config/systemd/user`; nil without either.
    public static func userUnitDirectory(environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") { return config + "/systemd/user" }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return (home.hasSuffix("/") ? home : home + "/") + ".config/systemd/user"
        }
        return nil
    }

    /// Installs `units` (file name → contents, a newline is added when missing).
    /// Identical existing files are left alone; when any existing file differs
    /// and `force` is false, nothing is written.
    public func install(_ units: [(name: String, contents: String)], force: Bool) throws(Failure) -> [Outcome] {
        let files = units.map { unit in
            (
                path: path(unit.name),
                bytes: Array((unit.contents.hasSuffix("\n") ? unit.contents : unit.contents + "\n").utf8)
            )
        }
        var same: Set<String> = []
        for file in files {
            let existing: [UInt8]
            do throws(FileError) {
                existing = try RegularFile.read(file.path, limit: Self.maximumUnitSize, followSymlinks: false)
            } catch {
                if case .notFound = error { continue }
                // A link, a directory, an unreadable or oversized file: not the same unit.
                if !force { throw .differs(path: file.path) }
                continue
            }
            if existing == file.bytes { same.insert(file.path) } else if !force { throw .differs(path: file.path) }
        }
        try createDirectory()
        var outcomes: [Outcome] = []
        for file in files {
            if same.contains(file.path) {
                outcomes.append(.unchanged(path: file.path))
                continue
            }
            do throws(FileError) {
                try AtomicFile.replace(file.path, with: file.bytes, permissions: 0o644)
            } catch {
                throw .cannotWrite(path: error.path, reason: error.reason)
            }
            outcomes.append(.wrote(path: file.path))
        }
        return outcomes
    }

    /// Creates the directory and its missing parents (mode 0755, less the umask).
    func createDirectory() throws(Failure) {
        var prefix = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/") {
            prefix += "/" + component
            do throws(FileError) {
                try Directory.create(prefix, permissions: 0o755)
            } catch {
                throw .cannotWrite(path: prefix, reason: error.reason)
            }
        }
        guard (try? FileStatus.of(directory, followSymlinks: true))?.kind == .directory else {
            throw .cannotWrite(path: directory, reason: "not a directory")
        }
    }

    private func path(_ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
