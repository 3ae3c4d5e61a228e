import ArgumentParser
import FoundationEssentials
import KijiData
import KijiDomain
import LeanFoundation
import Localization

/// `kiji cache info`, `clear`, `check` and `reindex`.
struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache", abstract: tr("Show or clear what kiji keeps for reading offline."),
        subcommands: [
            CacheInfoCommand.self, CacheClearCommand.self, CacheCheckCommand.self, CacheReindexCommand.self, CacheExerciseCommand.self,
        ])
}

/// `kiji cache info`: where the cache is and what it holds.
struct CacheInfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "info", abstract: tr("Where the cache is and what it holds."))

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let settings = Settings.load()
        let store = try CacheOpening.open(environment: environment, settings: settings)
        if let notice = store.notice { Console.out(notice) }
        let info = try store.info()
        store.notices.drain().forEach { Console.out($0) }
        let lastSync = try store.lastFinishedSync()
        let images = ImageFetching.diskCache(environment: environment, store: store, settings: settings).info()
        let pages = info.oldestFetch.map {
            tr("{pages}, the oldest fetched {oldest}", ["pages": String(info.pages), "oldest": $0.ISO8601Format()])
        } ?? String(info.pages)
        Console.out(tr("Cache:        {path}\nOn disk:      {size}\nCounted for:  {origin} (the configured API's kept rows)\nItems:        {items} ({bodies} with their body, {textSize} of text)\nList pages:   {pages}\nMarked read:  {read}\nLeft reading: {places} (they open again where they were left)\nSearch index: {indexed} items, {waiting} waiting (written before a search)\nBody limit:   {limit}; the oldest unread bodies go first\nImages:       {images} ({imageSize}) in {imageFolder}\nImage limit:  what the database leaves of {limit}; the least recently used go first", [
            "path": info.path, "size": ByteCount.describe(info.fileBytes), "origin": info.origin, "items": String(info.items),
            "bodies": String(info.itemsWithBody), "textSize": ByteCount.describe(info.bodyBytes), "pages": pages,
            "read": String(info.readItems), "places": String(info.readingPlaces), "indexed": String(info.indexedItems),
            "waiting": String(info.itemsWaitingForIndex), "limit": ByteCount.describe(store.bodyLimitBytes),
            "images": String(images.files), "imageSize": ByteCount.describe(images.bytes), "imageFolder": images.folder,
        ]))
        Console.out(lastSync.map { tr("Last sync:    {time} (kiji sync)", ["time": $0.ISO8601Format()]) }
            ?? tr("Last sync:    none yet (kiji sync keeps what a trip needs)"))
    }
}

/// `kiji cache clear`: forget every kept item and page.
struct CacheClearCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear", abstract: tr("Forget every kept item, list page and image (read marks and reading places stay)."))

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let settings = Settings.load()
        let store = try CacheOpening.open(environment: environment, settings: settings)
        let before = try store.clear()
        store.notices.drain().forEach { Console.out($0) }
        let images = ImageFetching.diskCache(environment: environment, store: store, settings: settings).clear()
        Console.out(tr("Cleared {items} items and {pages} list pages from {path}, and {images} images from {folder}; read marks and reading places were kept.", [
            "items": String(before.items), "pages": String(before.pages), "path": store.path,
            "images": String(images), "folder": CacheLocation.imageFolder(environment: environment),
        ]))
    }
}

/// Human-readable byte counts.
enum ByteCount {
    /// `512 B`, `3.2 KiB`, `41.0 MiB`.
    static func describe(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) B" }
        if bytes < 1024 * 1024 { return DecimalText.oneDecimal(bytes, over: 1024) + " KiB" }
        return DecimalText.oneDecimal(bytes, over: 1024 * 1024) + " MiB"
    }
}

/// `kiji cache check`: runs SQLite's integrity check on the cache file.
///
/// It says what it found and what it did: a file that could not be read, or was found damaged
/// while checking, is moved aside and a new cache started (the sentence says where), and then the
/// check is of the new file. The status is 0 only when the file it was given was sound.
struct CacheCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: tr("Check the cache file's integrity."))

    func run() throws {
        let store = try CacheOpening.open(environment: ProcessInfo.processInfo.environment)
        let result: String
        do {
            result = try store.integrityCheck()
        } catch {
            result = String(describing: error)
        }
        let replaced = [store.notice].compactMap { $0 } + store.notices.drain()
        replaced.forEach(Console.out)
        Console.out("\(store.path): \(result)")
        if result != "ok" || !replaced.isEmpty { throw ExitCode(1) }
    }
}

/// `kiji cache exercise`: writes synthetic pages until killed; the crash-safety tests kill it at random moments.
struct CacheExerciseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "exercise", abstract: tr("Write synthetic pages to the cache until killed (for tests)."),
        shouldDisplay: false)

    @Option(name: .long, help: ArgumentHelp(tr("A name that keeps this writer's lists apart from others'."))) var writer = "w"
    @Option(name: .long, help: ArgumentHelp(tr("Pages to write before stopping (0: until killed)."))) var pages = 0

    func run() throws {
        let store = try CacheOpening.open(environment: ProcessInfo.processInfo.environment)
        var number = 0
        while pages == 0 || number < pages {
            number += 1
            try store.savePage(
                SyntheticPage.make(writer: writer, number: number), list: ListKey(.all, namespace: "exercise-\(writer)"),
                number: number % 100 + 1, perPage: 20)
            if number % 3 == 0 { try store.setRead(number % 2 == 0, itemID: "\(writer)-\(number)-0") }
        }
    }
}
