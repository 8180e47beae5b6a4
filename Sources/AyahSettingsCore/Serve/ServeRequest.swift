import AyahKit
import AyahLanguage
import AyahShared

/// `ayah serve`'s options as plain values: where to listen, the default
/// `days`, the event-loop threads, the card workers and queue, the idle
/// timeout, the public origin and the engine settings. `ayah serve` gets one
/// from its option group, checks it and hands it to `ayah-server` as
/// ``forwardedArguments(in:)``; `ayah-server` reads those words back with
/// ``init(arguments:)``, which knows the flags from the same lists (``counts``,
/// ``EngineSetting``), so `ayah-server` links no swift-argument-parser and the
/// two never disagree (`ServeRequestTests` parses every written request back).
package struct ServeRequest: Equatable, Sendable {
    /// Bounds of `--port`.
    package static let portRange = 0...65535
    /// Bounds of `--card-workers`.
    package static let cardWorkerRange = 1...16
    /// Bounds of `--card-queue`.
    package static let cardQueueRange = 0...1024
    /// Bounds of `--threads`.
    package static let threadRange = 1...256
    /// Bounds of `--idle-timeout`.
    package static let idleTimeoutRange = 1...3600
    /// The engine parts `ayah serve` takes (``ZonelessParts``): every request names its own zone.
    package static let parts = ZonelessParts.parts

    package var host = "127.0.0.1"
    package var port = 8080
    package var days = 7
    package var threads: Int?
    package var cardWorkers: Int?
    package var cardQueue: Int?
    package var idleTimeout: Int?
    /// `--public-url` as given (``PublicURLSetting`` checks it, with `AYAH_PUBLIC_URL`).
    package var publicURL: String?
    package var engine = EngineSettings()

    package init() {}

    /// The optional counts: each flag, its field and its bounds. Written, read
    /// back and checked from this one list.
    static var countFields: [(flag: String, field: WritableKeyPath<ServeRequest, Int?>, range: ClosedRange<Int>)] {
        [
            ("--threads", \.threads, threadRange), ("--card-workers", \.cardWorkers, cardWorkerRange),
            ("--card-queue", \.cardQueue, cardQueueRange), ("--idle-timeout", \.idleTimeout, idleTimeoutRange),
        ]
    }

    /// The optional counts with their flags, values and bounds (``countFields``).
    package var counts: [(flag: String, value: Int?, range: ClosedRange<Int>)] {
        Self.countFields.map { ($0.flag, self[keyPath: $0.field], $0.range) }
    }

    /// The arguments `ayah-server` is started with: these options, spelled
    /// out by the one ``ArgumentWriter``.
    /// - Parameter environment: where `AYAH_PUBLIC_URL` is read when
    ///   `--public-url` is not given; the origin is forwarded checked, as `--public-url`.
    package func forwardedArguments(in environment: CLIEnvironment? = nil) throws(CLIError) -> [String] {
        let settings: [String]
        do { settings = try ArgumentWriter.words(engine) } catch { throw .usage(error.description) }
        var words = ["--host", host, "--port", String(port), "--days", String(days)]
        for count in counts { if let value = count.value { words += [count.flag, String(value)] } }
        if let environment, let origin = try PublicURLSetting.origin(given: publicURL, in: environment) {
            words += [PublicURLSetting.flag, origin.text]
        } else if let publicURL {
            words += [PublicURLSetting.flag, publicURL]
        }
        return words + settings
    }

    /// Reads the words ``forwardedArguments(in:)`` writes (`--flag value` or
    /// `--flag=value`, in any order): `ayah-server`'s command line. An unknown
    /// flag, a missing value, a count that is no whole number or a repeated
    /// option (but `--plan`) is a usage error naming it.
    package init(arguments: [String]) throws(CLIError) {
        self.init()
        var rest = arguments[...]
        var seen: [String] = []
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--") else {
                throw .usage("\(MessageText.quoted(argument)) is not an option of ayah-server")
            }
            var name = argument
            var inline: String?
            if let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            let engineSetting = EngineSetting.allCases.first {
                $0 != .days && $0.flag == name && Self.parts.contains($0.part)
            }
            guard Self.ownFlags.contains(name) || engineSetting != nil else {
                throw .usage("unknown option \(MessageText.quoted(name))")
            }
            guard let value = inline ?? rest.popFirst() else { throw .usage("missing value for \(name)") }
            if engineSetting != .plan {
                guard !seen.contains(name) else { throw .usage("\(name) is given twice") }
                seen.append(name)
            }
            if let engineSetting {
                guard engine.set(engineSetting, word: value) else {
                    throw .usage("\(name) \(MessageText.quoted(value)) is not a value of that option")
                }
                continue
            }
            switch name {
            case "--host": host = value
            case PublicURLSetting.flag: publicURL = value
            default:
                guard let number = Int(value) else {
                    throw .usage("\(name) \(MessageText.quoted(value)) is not a whole number")
                }
                switch name {
                case "--port": port = number
                case "--days": days = number
                default:
                    if let count = Self.countFields.first(where: { $0.flag == name }) {
                        self[keyPath: count.field] = number
                    }
                }
            }
        }
    }

    /// The flags of `ayah serve` that are not engine settings.
    package static var ownFlags: [String] {
        ["--host", "--port", "--days"] + countFields.map(\.flag) + [PublicURLSetting.flag]
    }

    /// Checks every option without loading the corpus.
    package func validate(in environment: CLIEnvironment) throws(CLIError) {
        try validateAddress()
        _ = try PublicURLSetting.origin(given: publicURL, in: environment)
        _ = try environment.read(engine, parts: Self.parts)
    }

    /// The port, the default days, the optional counts (``counts``), and the host.
    private func validateAddress() throws(CLIError) {
        try Limits.check("--port", port, in: Self.portRange)
        try Limits.check("--days", days, in: Limits.upcomingDays)
        for count in counts { if let value = count.value { try Limits.check(count.flag, value, in: count.range) } }
        guard !host.isEmpty, host.utf8.count <= 253,
            !host.unicodeScalars.contains(where: { $0.properties.isWhitespace || MessageText.needsEscape($0) })
        else {
            throw .usage(
                "--host \(MessageText.quoted(host)) is not an address; give an IP address or a host name such as 127.0.0.1"
            )
        }
    }

    /// The settings `ayah-server` runs with: the options checked, the engine
    /// built (building it checks the engine options, once).
    package func settings(in environment: CLIEnvironment) throws(CLIError) -> ServeSettings {
        try validateAddress()
        let context = try environment.resolve(engine, parts: Self.parts)
        // The pages' default language is the one given for the server (--lang, AYAH_LANG), never the
        // process's locale: the server's readers are not its operator.
        let language = context.settings.language
        return ServeSettings(
            host: host, port: port, days: days, threads: threads, cardWorkers: cardWorkers, cardQueue: cardQueue,
            idleTimeout: idleTimeout, publicOrigin: try PublicURLSetting.origin(given: publicURL, in: environment),
            engine: context.engine,
            language: language.choice.source == .explicit ? language.language : .english)
    }
}

/// What `ayah-server` runs with: where to listen, the default `days`, the
/// card workers and queue (nil: the server's defaults), and the one engine
/// shared by every request.
package struct ServeSettings: Sendable {
    package let host: String
    package let port: Int
    package let days: Int
    /// Event-loop threads; nil: one per core.
    package let threads: Int?
    package let cardWorkers: Int?
    package let cardQueue: Int?
    /// Seconds a connection may wait without a request; nil: the server's default.
    package let idleTimeout: Int?
    /// The origin absolute links are written from (`--public-url`); nil: none written.
    package let publicOrigin: PublicOrigin?
    package let engine: AyahEngine
    /// The language of pages, cards, calendars and feeds when a request
    /// chooses none (no `lang`, and for the pages no `Accept-Language` match).
    package let language: SupportedLanguage
}
