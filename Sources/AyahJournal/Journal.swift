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

    /// Whether the file exists (and could be a journal); refuses what cannot be one.
    public func exists() throws(JournalError) -> Bool { try JournalFile.check(path) }

    /// Every mark, in the order written (the journal's own order, not necessarily the order made); none when
    /// the file does not exist.
    public func marks() throws(JournalError) -> [ProgressMark] {
        guard try JournalFile.check(path) else { return [] }
        let db = try open(create: false)
        return try Self.marks(in: db)
    }

    /// Adds `marks` (a union: a mark already kept is not added twice); how many were new.
    @discardableResult
    public func add(_ marks: [ProgressMark]) throws(JournalError) -> Int {
        let db = try openForWriting()
        try db.execute("BEGIN IMMEDIATE")
        do {
            var added = 0
            for mark in marks {
                try db.run(
                    """
                    INSERT OR IGNORE INTO marks(plan, start, made_at, made_on, zone, rule, day, first, last)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, Self.values(of: mark))
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
            try db.run("SELECT id, \(Self.columns) FROM marks ORDER BY made_at DESC, id DESC") {
                row throws(JournalError) in
                guard last == nil else { return }
                let mark = try Self.mark(row, offset: 1, path: path)
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
                    CREATE TABLE marks(
                        id INTEGER PRIMARY KEY,
                        plan TEXT NOT NULL, start INTEGER NOT NULL,
                        made_at INTEGER NOT NULL, made_on INTEGER NOT NULL, zone TEXT NOT NULL, rule TEXT NOT NULL,
                        day INTEGER NOT NULL, first INTEGER NOT NULL, last INTEGER NOT NULL,
                        UNIQUE(plan, start, made_at, made_on, zone, rule, day, first, last));
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

    static let columns = "plan, start, made_at, made_on, zone, rule, day, first, last"

    private static func marks(in db: SQLiteConnection) throws(JournalError) -> [ProgressMark] {
        var marks: [ProgressMark] = []
        try db.run("SELECT count(*) FROM marks") { row in
            marks.reserveCapacity(Int(min(max(row.integer(0), 0), 1 << 20)))
        }
        var last: ProgressMark?
        // In the order written (usually the order made: the journal sorts them only when not).
        try db.run("SELECT \(columns) FROM marks") { row throws(JournalError) in
            let mark = try mark(row, offset: 0, path: db.path, previous: last)
            marks.append(mark)
            last = mark
        }
        return marks
    }

    private static func values(of mark: ProgressMark) -> [SQLiteValue] {
        [
            .text(mark.plan), .integer(mark.start.map { Int64($0.daysSinceEpoch) } ?? noStart), .integer(mark.madeAt),
            .integer(Int64(mark.madeOn.daysSinceEpoch)), .text(mark.zone), .text(mark.rule),
            .integer(Int64(mark.day.daysSinceEpoch)), .integer(Int64(mark.first)), .integer(Int64(mark.last)),
        ]
    }

    /// A row read back, checked: a damaged row is refused, never guessed at. Its strings are `previous`'s
    /// where they are the same.
    private static func mark(_ row: SQLiteRow, offset: Int32, path: String, previous: ProgressMark? = nil)
        throws(JournalError) -> ProgressMark
    {
        let days = CivilDate.supportedYears.lowerBound * 366...CivilDate.supportedYears.upperBound * 366
        func date(_ column: Int32) -> CivilDate? {
            let value = row.integer(column)
            return days.contains(Int(value)) ? CivilDate(daysSinceEpoch: Int(value)) : nil
        }
        let rawStart = row.integer(offset + 1)
        let start = date(offset + 1)
        guard let madeOn = date(offset + 3), let day = date(offset + 6), start != nil || rawStart == noStart else {
            throw .notAJournal(path: path, reason: "a mark has a date out of range")
        }
        let first = Int(row.integer(offset + 7))
        let last = Int(row.integer(offset + 8))
        guard 0 <= first, first <= last, last < MushafOrdinals.count else {
            throw .notAJournal(path: path, reason: "a mark reads ayahs that do not exist")
        }
        return ProgressMark(
            plan: row.text(offset, reusing: previous?.plan ?? ""), start: start, madeAt: row.integer(offset + 2),
            madeOn: madeOn, zone: row.text(offset + 4, reusing: previous?.zone ?? ""),
            rule: row.text(offset + 5, reusing: previous?.rule ?? ""), day: day, first: first, last: last)
    }
}
