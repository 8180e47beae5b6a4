import AyahSettingsCore

/// A command that prints a fixed listing: a table of aligned columns, then
/// notes (`ayah languages`, `ayah methods`).
protocol ListingCommand: AyahSubcommand {
    /// The table's lines, columns aligned.
    static var table: [String] { get }
    /// What follows the table.
    static var notes: String { get }
}

extension ListingCommand {
    func run(in environment: CLIEnvironment) throws {
        try environment.print(Self.table.joined(separator: "\n"))
        try environment.print(Self.notes)
    }
}
