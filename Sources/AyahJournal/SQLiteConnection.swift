import CAyahSQLite

/// One open SQLite database through the system library: statements run one
/// at a time, each failure a ``JournalError`` naming the file.
final class SQLiteConnection {
    private let handle: OpaquePointer
    let path: String

    /// Opens `path` (creating it when `create`), never following a symbolic link, waiting up to 10 s for locks.
    init(path: String, create: Bool) throws(JournalError) {
        var why = [CChar](repeating: 0, count: 200)
        guard ayah_sqlite_load(&why, why.count) != 0 else {
            throw .unavailable(
                reason: String(decoding: why.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        var db: OpaquePointer?
        let code = ayah_sqlite_open(path, create ? 1 : 0, &db)
        guard code == AYAH_SQLITE_OK, let db else {
            let reason = db.map { String(cString: ayah_sqlite_errmsg($0)) } ?? "cannot open"
            if let db { ayah_sqlite_close(db) }
            throw code == AYAH_SQLITE_NOTADB
                ? .notAJournal(path: path, reason: reason) : .cannotCreate(path: path, reason: reason)
        }
        handle = db
        self.path = path
        ayah_sqlite_busy_timeout(db, 10_000)
    }

    deinit { ayah_sqlite_close(handle) }

    /// The error for a result `code`.
    func failure(_ code: Int32) -> JournalError {
        let reason = String(cString: ayah_sqlite_errmsg(handle))
        switch code & 0xFF {
        case AYAH_SQLITE_BUSY, AYAH_SQLITE_LOCKED: return .busy(path: path)
        case AYAH_SQLITE_NOTADB, AYAH_SQLITE_CORRUPT: return .notAJournal(path: path, reason: reason)
        case AYAH_SQLITE_READONLY, AYAH_SQLITE_CANTOPEN:
            return .cannotCreate(path: path, reason: reason)
        default: return .io(path: path, reason: reason)
        }
    }

    /// Runs `sql` (one or more statements without results).
    func execute(_ sql: String) throws(JournalError) {
        let code = ayah_sqlite_exec(handle, sql)
        guard code == AYAH_SQLITE_OK else { throw failure(code) }
    }

    /// Runs one statement with `values` bound in order (Int64 or String), calling `row` for each result row.
    func run(_ sql: String, _ values: [SQLiteValue] = [], row: (SQLiteRow) throws(JournalError) -> Void = { _ in })
        throws(JournalError)
    {
        var statement: OpaquePointer?
        var code = ayah_sqlite_prepare(handle, sql, &statement)
        guard code == AYAH_SQLITE_OK, let statement else { throw failure(code) }
        defer { ayah_sqlite_finalize(statement) }
        for (index, value) in values.enumerated() {
            switch value {
            case let .integer(number): code = ayah_sqlite_bind_int64(statement, Int32(index + 1), number)
            case let .text(text):
                code =
                    text.utf8.withContiguousStorageIfAvailable { bytes in
                        bytes.withMemoryRebound(to: CChar.self) {
                            ayah_sqlite_bind_text(statement, Int32(index + 1), $0.baseAddress, Int32($0.count))
                        }
                    } ?? ayah_sqlite_bind_text(statement, Int32(index + 1), text, -1)
            }
            guard code == AYAH_SQLITE_OK else { throw failure(code) }
        }
        while true {
            code = ayah_sqlite_step(statement)
            if code == AYAH_SQLITE_DONE { return }
            guard code == AYAH_SQLITE_ROW else { throw failure(code) }
            try row(SQLiteRow(statement: statement))
        }
    }
}

/// A value bound to a statement.
enum SQLiteValue {
    case integer(Int64)
    case text(String)
}

/// The current row of a statement.
struct SQLiteRow {
    let statement: OpaquePointer

    func integer(_ column: Int32) -> Int64 { ayah_sqlite_column_int64(statement, column) }

    func text(_ column: Int32) -> String {
        var length: Int32 = 0
        guard let bytes = ayah_sqlite_column_text(statement, column, &length) else { return "" }
        return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(length)), as: UTF8.self)
    }
}
