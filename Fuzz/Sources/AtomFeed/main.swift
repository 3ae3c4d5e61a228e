import Foundation
import FuzzSupport
import QiitaFeed

/// The program's entry point (SwiftPM's name for `main`): libFuzzer over ``fuzzAtomFeed(_:_:)``.
@_cdecl("fuzz_atom_feed_main")
public func fuzzAtomFeedMain(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc: argc, argv: argv, test: fuzzAtomFeed)
}

/// The feed addresses an input can claim to come from: qiita.com's trend, and the stub's.
private let feedURLs = [
    URL(string: "https://qiita.com/popular-items/feed")!, URL(string: "http://127.0.0.1:8080/tags/swift/feed")!,
]

/// Reads one input as an Atom feed: the first byte picks the feed's address, the rest is the feed.
/// The parser must return a feed or a ``FeedError``, never crash; every entry it keeps must name
/// an article on the feed's own host by a plain item id and login, with a one-line first line;
/// every error must be one line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAtomFeed(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let feedURL = feedURLs[Int(input.byte()) % feedURLs.count]
    do {
        let feed = try AtomFeedParser().parse(input.rest, from: feedURL)
        for entry in feed.entries {
            fuzzCheck(!entry.itemID.isEmpty && entry.itemID.utf8.allSatisfy(isAlphanumeric), "item id \(entry.itemID)")
            fuzzCheck(!entry.userID.isEmpty && entry.userID.utf8.allSatisfy { isAlphanumeric($0) || $0 == 0x2D || $0 == 0x5F },
                "user id \(entry.userID)")
            fuzzCheck(URL(string: entry.link)?.host?.lowercased() == feedURL.host, "link \(entry.link) leaves \(feedURL)")
            fuzzCheck(!entry.firstLine.contains(where: \.isNewline), "first line \(entry.firstLine)")
            _ = String(describing: entry)
        }
    } catch {
        fuzzCheck(!error.description.contains("\n") && error.description.hasSuffix("."), "error \(error.description)")
    }
    return 0
}

private func isAlphanumeric(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
}
