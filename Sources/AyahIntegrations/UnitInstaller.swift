import AyahPlatform

/// Writes systemd unit files into a directory (`~/.config/systemd/user`):
/// all or nothing as far as it can check beforehand, never over a different
/// existing unit unless asked, each file replaced atomically.
///
/// Installs into one directory are serialized: each holds an advisory lock
/// (`flock`) on the directory itself (no lock file is left among the units)
/// while it compares and writes, and writes the units as one change:
/// every temporary file is written and synced first, then all are renamed into
/// place. So concurrent installs (say with different zones) leave the units of
/// one of them, never a `.service` from one and a `.timer` from another.
/// Temporary files a killed install left are removed under the lock.
package struct UnitInstaller: Sendable {
    /// The largest existing unit file read to compare.
    static let maximumUnitSize = 1 << 20
    /// How long an install waits for another one to finish.
    static let lockWait = 10.0

    /// Why units were not installed. Neutral: what happened, with the path.
    package enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// A unit file with other contents (or a link, or not a regular file) is there already.
        case differs(path: String)
        /// The directory or a file could not be created or written.
        case cannotWrite(path: String, reason: String)
        /// Another install into the directory held its lock for `waited` seconds.
        case busy(path: String, waited: Double)

        package var description: String {
            switch self {
            case let .differs(path): return "\(path) already exists with other contents"
            case let .cannotWrite(path, reason): return "cannot write \(path): \(reason)"
            case let .busy(path, waited): return "\(path) is held by another install (waited \(waited)s)"
            }
        }
    }

    /// What happened to one unit.
    package enum Outcome: Equatable, Sendable {
        case wrote(path: String)
        case unchanged(path: String)
    }

    /// The directory the units go into.
    package let directory: String

    package init(directory: String) {
        self.directory = directory
    }

    /// The systemd user unit directory: `$XDG_CONFIG_HOME/systemd/user`, else
    /// `$HOME/.config/systemd/user`; nil without either.
    package static func userUnitDirectory(environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") { return config + "/systemd/user" }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return (home.hasSuffix("/") ? home : home + "/") + ".config/systemd/user"
        }
        return nil
    }

    /// Installs `units` (file name → contents, a newline is added when missing).
    /// Identical existing files are left alone; when any existing file differs
    /// and `force` is false, nothing is written.
    package func install(_ units: [(name: String, contents: String)], force: Bool) throws(Failure) -> [Outcome] {
        try createDirectory()
        let unitDirectory: DirectoryHandle
        do throws(FileError) {
            unitDirectory = try DirectoryHandle.open(directory)
            // Held until unitDirectory goes away, at the end of this call.
            try unitDirectory.lock(wait: Self.lockWait)
        } catch {
            if case let .busy(path, waited) = error { throw .busy(path: path, waited: waited) }
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
        let names = Set(units.map(\.name))
        unitDirectory.removeFiles(where: { AtomicFile.temporaryTarget(of: $0).map(names.contains) ?? false })
        let files = units.map { unit in
            (
                name: unit.name, path: path(unit.name),
                bytes: Array((unit.contents.hasSuffix("\n") ? unit.contents : unit.contents + "\n").utf8)
            )
        }
        var same: Set<String> = []
        for file in files {
            let existing: [UInt8]
            do throws(FileError) {
                existing = try unitDirectory.read(file.name, limit: Self.maximumUnitSize)
            } catch {
                if case .notFound = error { continue }
                // A link, a directory, an unreadable or oversized file: not the same unit.
                if !force { throw .differs(path: file.path) }
                continue
            }
            if existing == file.bytes { same.insert(file.path) } else if !force { throw .differs(path: file.path) }
        }
        // One change: every new file written and synced, then all renamed.
        var pending: [DirectoryHandle.PendingFile] = []
        for file in files where !same.contains(file.path) {
            do throws(FileError) {
                pending.append(try unitDirectory.prepare(file.name, with: file.bytes, permissions: 0o644))
            } catch {
                for written in pending { written.discard() }
                throw .cannotWrite(path: error.path, reason: error.reason)
            }
        }
        for (index, file) in pending.enumerated() {
            do throws(FileError) {
                try file.commit()
            } catch {
                for rest in pending[(index + 1)...] { rest.discard() }
                throw .cannotWrite(path: error.path, reason: error.reason)
            }
        }
        unitDirectory.synchronize()
        return files.map { same.contains($0.path) ? .unchanged(path: $0.path) : .wrote(path: $0.path) }
    }

    /// Creates the directory and its missing parents (mode 0755, less the umask).
    func createDirectory() throws(Failure) {
        do throws(FileError) {
            try Directory.createWithParents(directory, permissions: 0o755)
        } catch {
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
    }

    private func path(_ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
