#if canImport(FoundationEssentials)
import FoundationEssentials  // Linux: keeps full Foundation (and its ICU) out of the CLI
#else
import Foundation
#endif
import AyahCardModel
import AyahExport
import AyahKit
import AyahPlatform
import AyahSettings
import AyahSettingsCore
import AyahTime

/// The cards of `ayah export --cards`: `ayah-card stream` draws every date's
/// card in every size (with the export's engine settings, by the one
/// ``ArgumentWriter``) and this writes each, as it arrives, through the
/// export's directory handles (``StaticExport/writeCard(date:named:_:)``), so
/// the renderer never touches the export's folders itself. Only the cards
/// that are missing or whose inputs changed are drawn (``CardInputs``).
struct ExportCards {
    /// The checked `ayah-card` (``CardProgram/locate(in:)``).
    let renderer: String
    let sizes: [CardSize]

    /// What one run did: files written, and cards drawn.
    struct Outcome {
        var written = 0
        var drawn = 0
    }

    /// Writes the cards of `days` dates from `first`, drawing only those
    /// whose file is missing or not what was written, or whose inputs
    /// changed (``CardInputs``): a re-run with the same settings draws
    /// nothing. `documents[i]` is the day document of `first + i` (what the
    /// card shows). Returns how many files were written (unchanged ones are
    /// left alone) and how many cards were drawn.
    func write(
        from first: CivilDate, days: Int, documents: [[UInt8]], settings: EngineSettings, into export: StaticExport,
        environment: CLIEnvironment
    ) throws(CLIError) -> Outcome {
        var records = export.readCardInputs()
        let renderer = Self.identity(of: renderer)
        var inputs: [[String]] = []
        var stale: [Int] = []
        for offset in 0..<days {
            let date = first.adding(days: offset)
            let arguments = try CardStreamCommand.arguments(from: date, days: 1, sizes: [], settings: settings)
            var upToDate = true
            var fingerprints: [String] = []
            for size in sizes {
                var state = ContentHash.State()
                for part in ["ayah export --cards 1", renderer, size.name] + arguments {
                    state.add(Array(part.utf8))
                }
                state.add(offset < documents.count ? documents[offset] : [])
                let fingerprint = state.finish().description
                fingerprints.append(fingerprint)
                let key = CardInputs.key(date: date.iso, name: size.exportFileName)
                if let record = records.entries[key], record.inputs == fingerprint,
                    export.cardFingerprint(date: date.iso, named: size.exportFileName) == record.bytes
                {
                    continue
                }
                upToDate = false
            }
            inputs.append(fingerprints)
            if !upToDate { stale.append(offset) }
        }
        var outcome = Outcome()
        // Draw each run of consecutive stale dates with one renderer.
        var index = 0
        while index < stale.count {
            var end = index
            while end + 1 < stale.count, stale[end + 1] == stale[end] + 1 { end += 1 }
            let start = stale[index]
            let count = end - index + 1
            let run = try draw(
                from: first.adding(days: start), days: count, settings: settings, into: export,
                environment: environment
            ) { offset, size, bytes in
                records.entries[
                    CardInputs.key(date: first.adding(days: start + offset).iso, name: size.exportFileName)] =
                    CardInputs.Entry(
                        inputs: inputs[start + offset][sizes.firstIndex(of: size) ?? 0],
                        bytes: ContentHash(bytes).description)
            }
            outcome.written += run
            outcome.drawn += count * sizes.count
            index = end + 1
        }
        do { try export.writeCardInputs(records) } catch { throw CLIError(error) }
        return outcome
    }

    /// What identifies the renderer's build: its path, size, modification
    /// time and inode (a rebuilt or reinstalled `ayah-card` draws again).
    static func identity(of path: String) -> String {
        // AyahPlatform's stat, not FileManager: full Foundation stays out of `ayah`.
        guard let status = try? FileStatus.of(path, followSymlinks: true) else { return path }
        let modified = "\(status.modificationSeconds).\(status.modificationNanoseconds)"
        return "\(path) \(status.size) \(modified) \(status.inode)"
    }

    /// Draws and writes the cards of `days` dates from `first`, calling
    /// `drawn(offset, size, bytes)` for each; returns how many files were
    /// written (unchanged ones are left alone).
    private func draw(
        from first: CivilDate, days: Int, settings: EngineSettings, into export: StaticExport,
        environment: CLIEnvironment, drawn: (Int, CardSize, [UInt8]) -> Void
    ) throws(CLIError) -> Int {
        let arguments = try CardStreamCommand.arguments(from: first, days: days, sizes: sizes, settings: settings)
        let expected = days * sizes.count
        var reader = CardStream.Reader()
        var received = 0
        var written = 0
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess.stream(renderer, arguments: arguments, environment: environment.variables) {
                bytes in
                reader.append(bytes)
                while let card = try reader.next() {
                    guard received < expected else { throw CardStream.Failure.unexpectedCard }
                    let date = first.adding(days: received / sizes.count)
                    let size = sizes[received % sizes.count]
                    if try export.writeCard(date: date.iso, named: size.exportFileName, card) { written += 1 }
                    drawn(received / sizes.count, size, card)
                    received += 1
                }
            }
        } catch let error as ExportError {
            throw CLIError(error)
        } catch let error as CardStream.Failure {
            throw CLIError(message: "\(renderer) sent a broken stream of cards: \(error)", code: ExitStatus.software)
        } catch let error as FileError {
            throw CLIError(message: "cannot run \(renderer): \(error.description)", code: ExitStatus.unavailable)
        } catch {
            throw CLIError(message: "cannot draw the cards: \(error)", code: ExitStatus.software)
        }
        guard outcome.status == 0 else {
            let text = String(decoding: outcome.errorOutput, as: UTF8.self)
            let line = text.split(separator: "\n").first.map(String.init) ?? ""
            let message = line.hasPrefix("ayah: ") ? String(line.dropFirst(6)) : line
            let status =
                [ExitStatus.usage, ExitStatus.dataError, ExitStatus.unavailable].contains(outcome.status)
                ? outcome.status : ExitStatus.software
            throw CLIError(
                message: message.isEmpty ? "\(renderer) failed (status \(outcome.status))" : "cards: " + message,
                code: status)
        }
        do { try reader.finish() } catch {
            throw CLIError(message: "\(renderer) sent a broken stream of cards: \(error)", code: ExitStatus.software)
        }
        guard received == expected else {
            throw CLIError(
                message: "\(renderer) sent \(received) cards of the \(expected) asked for", code: ExitStatus.software)
        }
        return written
    }
}
