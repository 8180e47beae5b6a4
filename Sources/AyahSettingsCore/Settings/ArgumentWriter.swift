/// Writes ``EngineSettings`` back out as argument words, for the processes
/// that run with them: `ayah serve` hands them to `ayah-server`, a schedule
/// runs `ayah tick` with them. The one writer of the option schema: parsing
/// the words gives back the same settings (`ArgumentWriterTests`).
package enum ArgumentWriter {
    /// Why settings cannot be written as arguments.
    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// A value holds a control character (a newline would end a crontab
        /// line or a unit's `ExecStart=`).
        case controlCharacter(flag: String)

        package var description: String {
            switch self {
            case let .controlCharacter(flag):
                return
                    "the value of \(flag) holds a control character, which a command line for another program cannot carry"
            }
        }
    }

    /// Each option that is set, as `--flag value`, in the order of
    /// ``EngineSettings/options``; `renaming` gives a setting another flag
    /// (the passage theme is `--passage-theme` for `ayah-card`, whose `--theme` is the card's colours).
    package static func words(_ settings: EngineSettings, renaming: [EngineSetting: String] = [:]) throws(Failure)
        -> [String]
    {
        var words: [String] = []
        for option in settings.options {
            guard let value = option.value else { continue }
            let flag = renaming.first { $0.key.flag == option.flag }?.value ?? option.flag
            if value.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
                throw .controlCharacter(flag: flag)
            }
            // `--flag=value` keeps a value that starts with `-` a value.
            words += value.hasPrefix("-") ? [flag + "=" + value] : [flag, value]
        }
        return words
    }
}
