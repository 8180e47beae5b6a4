import AyahCardModel
import AyahKit
import AyahPlatform
import AyahSettings
import AyahTime

/// The cards of `ayah export --cards`: `ayah-card stream` draws every date's
/// card in every size (with the export's engine settings, by the one
/// ``ArgumentWriter``) and this writes each, as it arrives, through the
/// export's directory handles (``StaticExport/writeCard(date:named:_:)``), so
/// the renderer never touches the export's folders itself.
struct ExportCards {
    /// The checked `ayah-card` (``CardProgram/locate(in:)``).
    let renderer: String
    let sizes: [CardSize]

    /// Draws and writes the cards of `days` dates from `first`; returns how
    /// many files were written (unchanged ones are left alone).
    func write(
        from first: CivilDate, days: Int, settings: EngineSettings, into export: StaticExport,
        environment: CLIEnvironment
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
