import AyahDayRule
import AyahTime
import AyahKit
import AyahPlatform
import AyahPublish
import AyahShared
import AyahSettings
import AyahSettingsCore

/// Where `calendar` and `feed` write: `--output FILE` by the rules `card
/// --output` follows (a regular file or a new name is replaced atomically,
/// never through a symbolic link's target; a device is written through; a
/// directory is refused), else standard output.
enum PublishOutput {
    static func write(_ bytes: [UInt8], to output: String?, in environment: CLIEnvironment) throws {
        guard let output else {
            try environment.write(bytes)
            return
        }
        guard !output.isEmpty else { throw CLIError.usage("--output is empty; give a file name") }
        do { try OutputFile.write(bytes, to: output, permissions: 0o644) } catch {
            throw CLIError(message: "cannot write \(error.description)", code: ExitStatus.cannotCreate)
        }
    }

    /// The publication `calendar` and `feed` render: `days` ayah-days from
    /// `first` in the reader's language, its links written from `origin`.
    static func publication(
        _ context: EngineContext, from first: DayStart, days: Int, origin: PublicOrigin?
    ) throws(CLIError) -> Publication {
        if let problem = SupportedDays.problem(from: first.date, count: days) { throw .usage(problem) }
        var publication: Publication
        do {
            publication = try context.engine.publication(
                on: context.schedule, from: first, days: days, language: context.settings.language.language)
        } catch {
            throw CLIError(error)
        }
        publication.origin = origin
        return publication
    }
}
