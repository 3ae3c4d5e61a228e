import Foundation
import SQLite
import Testing

/// Every bindable type goes in as a `?` argument and comes back the same, NULL included.
struct ValueTests {
    private let folder: TemporaryFolder
    private let database: Database

    init() throws {
        folder = try TemporaryFolder()
        database = try Database(path: folder.databasePath)
        try database.write { try $0.execute(sql: "CREATE TABLE value (name TEXT PRIMARY KEY, stored)") }
    }

    @Test func everyBindableType_roundTrips() throws {
        try database.write { db in
            try db.execute(
                sql: "INSERT INTO value VALUES ('text', ?), ('empty', ?), ('int', ?), ('int32', ?), ('int64', ?), "
                    + "('double', ?), ('true', ?), ('false', ?)",
                arguments: ["日本語 and \"quotes\"", "", Int.min, Int32.max, Int64.max, -0.25, true, false])
        }
        try database.read { db in
            let row = try #require(try Row.fetchOne(db, sql: """
                SELECT (SELECT stored FROM value WHERE name = 'text') AS text,
                    (SELECT stored FROM value WHERE name = 'empty') AS empty,
                    (SELECT stored FROM value WHERE name = 'int') AS int,
                    (SELECT stored FROM value WHERE name = 'int32') AS int32,
                    (SELECT stored FROM value WHERE name = 'int64') AS int64,
                    (SELECT stored FROM value WHERE name = 'double') AS double,
                    (SELECT stored FROM value WHERE name = 'true') AS yes,
                    (SELECT stored FROM value WHERE name = 'false') AS no
                """))
            #expect(try row["text"] as String == "日本語 and \"quotes\"")
            #expect(try row["empty"] as String == "")
            #expect(try row["int"] as Int == Int.min)
            #expect(try row["int32"] as Int32 == Int32.max)
            #expect(try row["int64"] as Int64 == Int64.max)
            #expect(try row["double"] as Double == -0.25)
            #expect(try row["yes"] as Bool)
            #expect(try !(row["no"] as Bool))
            #expect(try String.fetchOne(db, sql: "SELECT typeof(stored) FROM value WHERE name = 'empty'") == "text")
        }
    }

    @Test func nilAndOptionals_bindNullOrTheirValue() throws {
        let missing: Int? = nil
        let present: Double? = 1.5
        try database.write { db in
            try db.execute(
                sql: "INSERT INTO value VALUES ('nil', ?), ('missing', ?), ('present', ?)", arguments: [nil, missing, present])
        }
        try database.read { db in
            #expect(try String.fetchAll(db, sql: "SELECT typeof(stored) FROM value ORDER BY name") == ["null", "null", "real"])
            let row = try #require(try Row.fetchOne(db, sql: "SELECT stored FROM value WHERE name = 'missing'"))
            #expect(try row["stored"] as Int? == nil)
            #expect(try row["STORED"] as String? == nil)
            #expect(try Double?.fetchAll(db, sql: "SELECT stored FROM value ORDER BY name") == [nil, nil, 1.5])
            #expect(try Int.fetchOne(db, sql: "SELECT stored FROM value WHERE name = 'nil'") == nil)
            #expect(try Int.fetchOne(db, sql: "SELECT stored FROM value WHERE name = 'nowhere'") == nil)
        }
    }

    @Test func numbers_readAsTheOtherKindOnlyWhenNothingIsLost() throws {
        try database.read { db throws in
            #expect(try Double.fetchOne(db, sql: "SELECT 3") == 3.0)
            #expect(try Int.fetchOne(db, sql: "SELECT 4.0") == 4)
            #expect(throws: SQLiteError.self) { try Int.fetchOne(db, sql: "SELECT 4.5") }
            #expect(throws: SQLiteError.self) { try Int32.fetchOne(db, sql: "SELECT 4294967296") }
            #expect(throws: SQLiteError.self) { try Int.fetchOne(db, sql: "SELECT '4'") }
            #expect(try Bool.fetchOne(db, sql: "SELECT 1") == true)
        }
    }

    @Test func aNullInAColumnReadAsNotOptional_throwsNamingTheColumn() throws {
        try database.read { db in
            let row = try #require(try Row.fetchOne(db, sql: "SELECT NULL AS empty, 'text' AS word"))
            let error = #expect(throws: SQLiteError.self) { try row["empty"] as Int }
            #expect(error?.description.contains("column empty holds null, which is not Int") == true)
            #expect(throws: SQLiteError.self) { try row["word"] as Int }
            #expect(throws: SQLiteError.self) { try row["absent"] as String? }
            #expect(throws: SQLiteError.self) { try String.fetchAll(db, sql: "SELECT NULL") }
        }
    }

    @Test func aCursor_givesEachRowOnce_andThenNothing() throws {
        try database.write { db in
            try db.execute(sql: "INSERT INTO value VALUES (?, 1); INSERT INTO value VALUES (?, 2)", arguments: ["a", "b"])
        }
        try database.read { db in
            let cursor = try Row.fetchCursor(db, sql: "SELECT name, stored FROM value WHERE stored >= ? ORDER BY name", arguments: [1])
            #expect(try cursor.next()?["name"] as String? == "a")
            #expect(try cursor.next()?["stored"] as Int? == 2)
            #expect(try cursor.next() == nil)
            #expect(try cursor.next() == nil)
            #expect(try Row.fetchAll(db, sql: "SELECT name FROM value ORDER BY name").map { try $0["name"] as String } == ["a", "b"])
        }
    }
}
