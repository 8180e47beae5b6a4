import ArgumentParser
import AyahIntegrations
import AyahSettings
import AyahSettingsCore
import AyahKit
import AyahTime
import AyahPlatform
import AyahShared

/// `ayah notify`: today's ayah as a desktop notification.
struct NotifyCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "notify",
        abstract: "Show today's ayah as a desktop notification.",
        discussion: """
            Sends it through the freedesktop Notifications D-Bus interface by running notify-send (Debian: \
            libnotify-bin) from PATH, directly, never through a shell. It needs the session bus \
            (DBUS_SESSION_BUS_ADDRESS), which a desktop session and its systemd user units have; \
            `ayah schedule --systemd --notify HH:MM --install` runs it daily. Exit 69 when notify-send is missing \
            or the notification could not be shown.
            """
    )

    @OptionGroup var engine: EngineOptions<AllEngineParts>

    /// The program that talks to the notification server.
    static let sender = "notify-send"

    func run(in environment: CLIEnvironment) throws {
        let context = try environment.resolve(self.engine)
        let language = context.settings.language.language
        let (engine, schedule) = context.pair
        let today = engine.day(on: schedule, at: engine.now())
        if let problem = SupportedDays.problem(from: today.date, count: 1) { throw CLIError.usage(problem) }
        let payload: AyahData
        do { payload = try engine.payload(on: schedule, at: engine.now(), upcoming: 0) } catch { throw CLIError(error) }
        let day = payload.today
        // In another language the summary names the surah as the reader's language does; the readings speak it too.
        let words = language.isEnglish ? nil : HumanLanguage(language)
        let message = NotificationMessage(
            day, summary: words?.reference(surah: day.surah, ayah: day.ayah, ayahEnd: day.ayahEnd),
            readingLine: words.map { $0.readingLine } ?? ReadingText.line)

        let searchPath =
            environment.variables["PATH"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/bin:/usr/bin:/bin"
        guard let program = ChildProcess.find(Self.sender, searchPath: searchPath) else {
            throw CLIError(
                message: "\(Self.sender) is not in PATH; install it (Debian: apt-get install libnotify-bin)",
                code: ExitStatus.unavailable)
        }
        let outcome: ChildProcess.Outcome
        do throws(FileError) {
            outcome = try ChildProcess.run(
                program, arguments: ["--app-name=DailyAyah", "--", message.summary, message.body],
                environment: environment.variables)
        } catch {
            throw CLIError(message: "cannot run \(program): \(error.reason)", code: ExitStatus.unavailable)
        }
        guard outcome.status == 0 else {
            let said =
                String(decoding: outcome.errorOutput, as: UTF8.self).split(separator: "\n").first.map { ": " + $0 }
                ?? ""
            throw CLIError(
                message:
                    "\(Self.sender) could not show the notification (exit \(outcome.status))\(said); is this a desktop session with DBUS_SESSION_BUS_ADDRESS set?",
                code: ExitStatus.unavailable)
        }
    }
}
