import AyahCorpus
import AyahKit
import AyahTime

/// The reading journal: marks kept in an SQLite file through the system
/// library. Every write is one transaction, so writers that overlap all land
/// and a writer killed at any moment leaves the file whole, losing at most its
/// own mark. Reading a journal that does not exist finds no marks and creates
/// nothing; only a write creates the file.
public struct Journal: Sendable {
    /// The file.
    public let path: String
    /// Whether the file's directory is made (0700) when missing: the default place.
    public let makesDirectory: Bool

    /// The `application_id` of a DailyAyah journal ("Ayah").
    static let applicationID: Int64 = 0x4179_6168
    /// The schema's version (`user_version`). Dates are days since 1970-01-01 (`start` is ``noStart`` for a
    /// recurring plan's mark: a value, not NULL, so that the union's uniqueness holds for them too).
    static let version: Int64 = 1
    /// The `start` of a mark whose plan has no run start.
    static let noStart: Int64 = -(1 << 40)

    public init(path: String, makesDirectory: Bool = false) {
        self.path = path
        self.makesDirectory = makesDirectory
    }

    /// The default file: `$XDG_STATE_HOME/dailyayah/progress.sqlite3`, else
    /// `~/.local/state/dailyayah/progress.sqlite3`; nil when neither is set.
    public static func defaultPath(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/dailyayah/progress.sqlite3"
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.local/state/dailyayah/progress.sqlite3"
    }

    /// Every mark, in the order made (marks made in the same second in a fixed order of their fields), whatever
    /// order they were written or imported in: equal journals give equal lists. None when the file does not exist.
    public func marks() throws(JournalError) -> [ProgressMark] {
        var marks: [ProgressMark] = []
        try forEachMark { marks.append($0) }
        func key(_ mark: ProgressMark) -> (Int64, String, Int, Int, Int, Int) {
            (mark.madeAt, mark.plan, mark.start?.daysSinceEpoch ?? 0, mark.first, mark.last, mark.day.daysSinceEpoch)
        }
        return marks.sorted { key($0) != key($1) ? key($0) < key($1) : ($0.zone, $0.rule) < ($1.zone, $1.rule) }
    }

    /// Calls `body` with every mark, in the order written, keeping none (ten years of marks read as they come);
    /// nothing when the file does not exist.
    public func forEachMark(_ body: (ProgressMark) -> Void) throws(JournalError) {
        guard try JournalFile.check(path) else { return }
        let db = try open(create: false)
        var names = try Self.names(in: db)
        try db.run("SELECT \(Self.columns) FROM marks") { row throws(JournalError) in
            body(try Self.mark(row, offset: 0, path: db.path, names: &names))
        }
    }

    /// Adds `marks` (a union: a mark already kept is not added twice); how many were new.
    @discardableResult
    public func add(_ marks: [ProgressMark]) throws(JournalError) -> Int {
        let db = try openForWriting()
        try db.execute("BEGIN IMMEDIATE")
        do {
            var added = 0
            var runs: [String: Int64] = [:]
            var places: [String: Int64] = [:]
            for mark in marks {
                let run = try Self.id(
                    in: .runs, mark.plan, .integer(mark.start.map { Int64($0.daysSinceEpoch) } ?? Self.noStart),
                    cache: &runs, db: db)
                let place = try Self.id(in: .places, mark.zone, .text(mark.rule), cache: &places, db: db)
                try db.run(
                    """
                    INSERT OR IGNORE INTO marks(run, made_at, made_on, place, day, first, last)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                    [
                        .integer(run), .integer(mark.madeAt), .integer(Int64(mark.madeOn.daysSinceEpoch)),
                        .integer(place), .integer(Int64(mark.day.daysSinceEpoch)), .integer(Int64(mark.first)),
                        .integer(Int64(mark.last)),
                    ])
                try db.run("SELECT changes()") { row in added += Int(row.integer(0)) }
            }
            try db.execute("COMMIT")
            return added
        } catch {
            try? db.execute("ROLLBACK")
            throw error
        }
    }

    /// Removes the last mark made (of one of `plans` when given); the mark removed, nil when there was none.
    public func removeLast(plans: Set<String>? = nil) throws(JournalError) -> ProgressMark? {
        guard try JournalFile.check(path) else { return nil }
        let db = try open(create: false)
        try db.execute("BEGIN IMMEDIATE")
        do {
            var last: (id: Int64, mark: ProgressMark)?
            var names = try Self.names(in: db)
            try db.run("SELECT id, \(Self.columns) FROM marks ORDER BY made_at DESC, id DESC") {
                row throws(JournalError) in
                guard last == nil else { return }
                let mark = try Self.mark(row, offset: 1, path: path, names: &names)
                if plans?.contains(mark.plan) ?? true { last = (row.integer(0), mark) }
            }
            if let last { try db.run("DELETE FROM marks WHERE id = ?", [.integer(last.id)]) }
            try db.execute("COMMIT")
            return last?.mark
        } catch {
            try? db.execute("ROLLBACK")
            throw error
        }
    }

    // MARK: Opening

    private func openForWriting() throws(JournalError) -> SQLiteConnection {
        if try !JournalFile.check(path), makesDirectory { try JournalFile.prepareDirectory(of: path) }
        return try open(create: true)
    }

    /// Opens the file and checks it is a journal, making the schema in a new (empty) one.
    private func open(create: Bool) throws(JournalError) -> SQLiteConnection {
        let db = try SQLiteConnection(path: path, create: create)
        var id: Int64 = 0
        var tables: Int64 = 0
        try db.run("PRAGMA application_id") { row in id = row.integer(0) }
        try db.run("SELECT count(*) FROM sqlite_master") { row in tables = row.integer(0) }
        if id == Self.applicationID {
            var version: Int64 = 0
            try db.run("PRAGMA user_version") { row in version = row.integer(0) }
            guard version == Self.version else {
                throw .notAJournal(path: path, reason: "it is a journal of another version (\(version))")
            }
            return db
        }
        guard id == 0, tables == 0 else {
            throw .notAJournal(path: path, reason: "it is another program's SQLite database")
        }
        guard create else { return db }
        try db.execute("BEGIN IMMEDIATE")
        do {
            // Another writer may have made it meanwhile.
            try db.run("PRAGMA application_id") { row in id = row.integer(0) }
            if id != Self.applicationID {
                try db.execute(
                    """
                    CREATE TABLE runs(
                        id INTEGER PRIMARY KEY, plan TEXT NOT NULL, start INTEGER NOT NULL, UNIQUE(plan, start));
                    CREATE TABLE places(
                        id INTEGER PRIMARY KEY, zone TEXT NOT NULL, rule TEXT NOT NULL, UNIQUE(zone, rule));
                    CREATE TABLE marks(
                        id INTEGER PRIMARY KEY,
                        run INTEGER NOT NULL REFERENCES runs, made_at INTEGER NOT NULL, made_on INTEGER NOT NULL,
                        place INTEGER NOT NULL REFERENCES places, day INTEGER NOT NULL,
                        first INTEGER NOT NULL, last INTEGER NOT NULL,
                        UNIQUE(run, made_at, made_on, place, day, first, last));
                    PRAGMA application_id = \(Self.applicationID);
                    PRAGMA user_version = \(Self.version);
                    """)
            }
            try db.execute("COMMIT")
        } catch {
            try? db.execute("ROLLBACK")
            throw error
        }
        return db
    }

    // MARK: Rows

    /// A mark's columns: its run and place by number (their strings are in `runs` and `places`), its
    /// instant, and its days as numbers since 1970-01-01.
    static let columns = "run, made_at, made_on, place, day, first, last"

    /// The plans and places a journal names, by number: a few rows read once, so each mark's row is numbers
    /// alone and its strings are shared.
    struct Names {
        var runs: [Int64: (plan: String, start: CivilDate?)] = [:]
        var places: [Int64: (zone: String, rule: String)] = [:]
        /// The last run and place asked for: a journal's rows repeat theirs, so most rows ask no dictionary.
        var lastRun: (id: Int64, plan: String, start: CivilDate?)?
        var lastPlace: (id: Int64, zone: String, rule: String)?

        mutating func run(_ id: Int64) -> (plan: String, start: CivilDate?)? {
            if let lastRun, lastRun.id == id { return (lastRun.plan, lastRun.start) }
            guard let found = runs[id] else { return nil }
            lastRun = (id, found.plan, found.start)
            return found
        }

        mutating func place(_ id: Int64) -> (zone: String, rule: String)? {
            if let lastPlace, lastPlace.id == id { return (lastPlace.zone, lastPlace.rule) }
            guard let found = places[id] else { return nil }
            lastPlace = (id, found.zone, found.rule)
            return found
        }
    }

    /// The tables of names.
    enum NameTable: String {
        case runs, places

        var columns: (String, String) { self == .runs ? ("plan", "start") : ("zone", "rule") }
    }

    private static func names(in db: SQLiteConnection) throws(JournalError) -> Names {
        var names = Names()
        var bad = false
        try db.run("SELECT id, plan, start FROM runs") { row in
            let start = row.integer(2)
            let found = date(start)
            if found == nil, start != noStart { bad = true }
            names.runs[row.integer(0)] = (row.text(1), found)
        }
        try db.run("SELECT id, zone, rule FROM places") { row in
            names.places[row.integer(0)] = (row.text(1), row.text(2))
        }
        guard !bad else { throw .notAJournal(path: db.path, reason: "a plan has a start out of range") }
        return names
    }

    /// The number of a run (`plan`, `start`) or a place (`zone`, `rule`), added when new.
    private static func id(
        in table: NameTable, _ name: String, _ second: SQLiteValue, cache: inout [String: Int64], db: SQLiteConnection
    ) throws(JournalError) -> Int64 {
        let key: String
        switch second {
        case let .integer(number): key = "\(name)\u{0}\(number)"
        case let .text(text): key = "\(name)\u{0}\(text)"
        }
        if let found = cache[key] { return found }
        let (first, other) = table.columns
        try db.run("INSERT OR IGNORE INTO \(table.rawValue)(\(first), \(other)) VALUES (?, ?)", [.text(name), second])
        var id: Int64 = 0
        try db.run("SELECT id FROM \(table.rawValue) WHERE \(first) = ? AND \(other) = ?", [.text(name), second]) {
            row in id = row.integer(0)
        }
        cache[key] = id
        return id
    }

    /// A day number read back as a date; nil out of the supported years.
    private static func date(_ value: Int64) -> CivilDate? {
        let days = CivilDate.supportedYears.lowerBound * 366...CivilDate.supportedYears.upperBound * 366
        return days.contains(Int(value)) ? CivilDate(daysSinceEpoch: Int(value)) : nil
    }

    /// A row read back, checked: a damaged row is refused, never guessed at.
    private static func mark(_ row: SQLiteRow, offset: Int32, path: String, names: inout Names)
        throws(JournalError) -> ProgressMark
    {
        guard let run = names.run(row.integer(offset)), let place = names.place(row.integer(offset + 3)) else {
            throw .notAJournal(path: path, reason: "a mark names a plan or a place the journal lacks")
        }
        let madeOnNumber = row.integer(offset + 2)
        let dayNumber = row.integer(offset + 4)
        // A mark is usually made on the day it reads: one date for both.
        guard let madeOn = date(madeOnNumber), let day = dayNumber == madeOnNumber ? madeOn : date(dayNumber) else {
            throw .notAJournal(path: path, reason: "a mark has a date out of range")
        }
        let first = Int(row.integer(offset + 5))
        let last = Int(row.integer(offset + 6))
        guard 0 <= first, first <= last, last < MushafOrdinals.count else {
            throw .notAJournal(path: path, reason: "a mark reads ayahs that do not exist")
        }
        return ProgressMark(
            plan: run.plan, start: run.start, madeAt: row.integer(offset + 1), madeOn: madeOn, zone: place.zone,
            rule: place.rule, day: day, first: first, last: last)
    }
}
