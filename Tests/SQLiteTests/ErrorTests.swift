import Foundation
import SQLite
import Testing

/// Failures carry SQLite's code and message, and say in one sentence what failed.
struct ErrorTests {
    @Test func aFileThatIsNotADatabase_failsToOpen_withNotADB() throws {
        let folder = try TemporaryFolder()
        try Data(String(repeating: "not a database ", count: 300).utf8).write(to: URL(fileURLWithPath: folder.databasePath))
        let error = #expect(throws: SQLiteError.self) { try Database(path: folder.databasePath) }
        #expect(error?.code == 26)
        #expect(error?.message == "file is not a database")
        #expect(error?.description.hasPrefix("SQLite error 26 (file is not a database) while running `") == true)
    }

    @Test func aFolderThatCannotBeOpened_failsWithCantOpen() throws {
        let folder = try TemporaryFolder()
        let error = #expect(throws: SQLiteError.self) { try Database(path: folder.path + "/missing/test.sqlite") }
        #expect(error?.code == 14)
    }

    @Test func aBadStatement_reportsItsCodeMessageAndText() throws {
        let folder = try TemporaryFolder()
        let database = try Database(path: folder.databasePath)
        let error = #expect(throws: SQLiteError.self) { try database.write { try $0.execute(sql: "SELEC 1") } }
        #expect(error?.code == 1)
        #expect(error?.message.contains("syntax error") == true)
        #expect(error?.sql == "SELEC 1")
    }

    @Test func aConstraint_reportsItsCodeAndExtendedCode() throws {
        let folder = try TemporaryFolder()
        let database = try Database(path: folder.databasePath)
        let error = #expect(throws: SQLiteError.self) {
            try database.write { try $0.execute(sql: "CREATE TABLE t (x NOT NULL); INSERT INTO t VALUES (?)", arguments: [nil]) }
        }
        #expect(error?.code == 19)
        #expect(error?.extendedCode == 1299)
        #expect(error?.sql == "INSERT INTO t VALUES (?)")
        #expect(try database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM sqlite_master") } == 0)
    }

    @Test func aDamagedFTS5Index_isAVirtualTablesDamage_notTheFiles() throws {
        let folder = try TemporaryFolder()
        let database = try Database(path: folder.databasePath)
        try database.write { db in
            try db.execute(sql: """
                CREATE VIRTUAL TABLE t USING fts5(a, tokenize = 'trigram');
                INSERT INTO t VALUES ('壊れた索引');
                """)
        }
        // FTS5 writes its segments when the transaction commits, so the damage comes in one of its own.
        try database.write { try $0.execute(sql: "UPDATE t_data SET block = x'ffffffffffffffff' WHERE id > 10") }
        let error = #expect(throws: SQLiteError.self) {
            try database.read { try String.fetchAll($0, sql: #"SELECT a FROM t WHERE t MATCH '"壊れた索引"'"#) }
        }
        #expect(error?.code == 11)
        #expect(error?.meansAVirtualTableIsDamaged == true)
        #expect(error?.meansTheFileIsUnreadable == false)
    }

    @Test func argumentsThatDoNotMatchTheParameters_throwRange() throws {
        let folder = try TemporaryFolder()
        let database = try Database(path: folder.databasePath)
        try database.read { db throws in
            #expect(throws: SQLiteError(code: 25, message: "1 arguments for 2 parameters", sql: "SELECT ?, ?")) {
                try Row.fetchOne(db, sql: "SELECT ?, ?", arguments: [1])
            }
            #expect(throws: SQLiteError.self) { try db.execute(sql: "SELECT ?; SELECT ?", arguments: [1]) }
            #expect(throws: SQLiteError.self) { try db.execute(sql: "SELECT 1", arguments: [1]) }
            #expect(try Int.fetchOne(db, sql: "SELECT ? + ?", arguments: [1, 2]) == 3)
        }
    }

    @Test func fetchingFromTwoStatements_throwsMisuse() throws {
        let folder = try TemporaryFolder()
        let database = try Database(path: folder.databasePath)
        let error = #expect(throws: SQLiteError.self) { try database.read { try Int.fetchOne($0, sql: "SELECT 1; SELECT 2") } }
        #expect(error?.code == 21)
        #expect(try database.read { try Int.fetchOne($0, sql: "SELECT 1; ") } == 1)
    }
}
