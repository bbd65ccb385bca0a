import CSQLite

/// One connection to an SQLite database file (the system's libsqlite3): statements, values and
/// transactions, and nothing else the history needs. Every failure is an `SQLiteError` carrying
/// SQLite's own message.
final class SQLiteDatabase {
    private var handle: OpaquePointer?
    /// The file it was opened from.
    let path: String

    /// Opens (`create`: and creates when absent) the file at `path`. A file that is not SQLite is
    /// only found out at the first statement (SQLite reads lazily).
    init(path: String, create: Bool) throws(SQLiteError) {
        self.path = path
        let flags = (create ? SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE : SQLITE_OPEN_READWRITE) | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        if code != SQLITE_OK {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close(handle)
            handle = nil
            throw SQLiteError(code: code, message: message)
        }
        sqlite3_busy_timeout(handle, 5_000)
    }

    deinit { sqlite3_close(handle) }

    /// Runs statements that return no rows (several, separated by semicolons).
    func execute(_ sql: String) throws(SQLiteError) {
        var error: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &error)
        if code != SQLITE_OK {
            let message = error.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(error)
            throw SQLiteError(code: code, message: message)
        }
    }

    /// Runs one statement with `values` bound to its `?` in order, and returns its rows.
    @discardableResult
    func rows(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> [[SQLiteValue]] {
        var statement: OpaquePointer?
        var code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard code == SQLITE_OK else { throw lastError(code) }
        defer { sqlite3_finalize(statement) }
        for (index, value) in values.enumerated() {
            let position = Int32(index + 1)
            switch value {
            case .null: code = sqlite3_bind_null(statement, position)
            case let .integer(number): code = sqlite3_bind_int64(statement, position, number)
            case let .real(number): code = sqlite3_bind_double(statement, position, number)
            case let .text(text): code = sqlite3_bind_text(statement, position, text, -1, Self.transient)
            }
            guard code == SQLITE_OK else { throw lastError(code) }
        }
        var result: [[SQLiteValue]] = []
        while true {
            code = sqlite3_step(statement)
            if code == SQLITE_DONE { return result }
            guard code == SQLITE_ROW else { throw lastError(code) }
            result.append((0..<sqlite3_column_count(statement)).map { column in
                switch sqlite3_column_type(statement, column) {
                case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, column))
                case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, column))
                case SQLITE_NULL: return .null
                default: return .text(sqlite3_column_text(statement, column).map { String(cString: $0) } ?? "")
                }
            })
        }
    }

    /// The id of the row the last INSERT added.
    var lastInsertedRow: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws, so
    /// a failure leaves the file as it was.
    func transaction<Result>(_ body: () throws -> Result) throws -> Result {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    private func lastError(_ code: Int32) -> SQLiteError {
        SQLiteError(code: code, message: String(cString: sqlite3_errmsg(handle)))
    }

    // SQLITE_TRANSIENT: SQLite copies the bound text.
    private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
}

/// A value in or out of a statement.
enum SQLiteValue: Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    var text: String? { if case let .text(value) = self { return value } else { return nil } }
    var integer: Int64? { if case let .integer(value) = self { return value } else { return nil } }
    var real: Double? {
        switch self {
        case let .real(value): return value
        case let .integer(value): return Double(value)
        default: return nil
        }
    }
}

/// What SQLite reported: its result code and message.
struct SQLiteError: Error, Equatable, CustomStringConvertible {
    let code: Int32
    let message: String

    /// The file is not a database, or damaged (SQLITE_NOTADB, SQLITE_CORRUPT).
    var isDamagedFile: Bool { code & 0xff == SQLITE_NOTADB || code & 0xff == SQLITE_CORRUPT }

    var description: String { "\(message) (SQLite code \(code))" }
}
