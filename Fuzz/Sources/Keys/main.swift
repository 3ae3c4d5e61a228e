import FuzzSupport
import TerminalUI

/// The keys that go back or quit in kiji's default bindings (`ShellAction.keyTable`).
private let backOrQuitKeys: Set<Key> = [.escape, .character("h"), .character("q"), .left, .backspace, .ctrl("c")]

/// The only sequences longer than a byte that may be one of those keys: the encodings of Left.
private let leftArrowSequences: Set<[UInt8]> = [Array("\u{1B}[D".utf8), Array("\u{1B}[1D".utf8), Array("\u{1B}OD".utf8)]

/// The program's entry point (SwiftPM's name for `main`): libFuzzer over ``fuzzKeys(_:_:)``.
@_cdecl("fuzz_keys_main")
public func fuzzKeysMain(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc: argc, argv: argv, test: fuzzKeys)
}

/// The first byte gives a read size (1–16); the rest is terminal input, decoded three ways: in one
/// piece, in reads of that size, and in reads of that size with the escape delay running out after
/// each (a slow terminal).
///
/// Invariants (issues 15 and 17):
/// - reads of any size decode as one piece does;
/// - every input byte belongs to exactly one result;
/// - no sequence longer than one byte goes back or quits, unless it is an encoding of Left;
/// - the decoder never waits forever: once the delay runs out nothing is pending;
/// - names of unbound sequences and pasted text are bounded and hold no terminal controls.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeys(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let readSize = Int(input.byte()) % 16 + 1
    let bytes = input.rest

    var whole = KeyDecoder()
    let inOnePiece = whole.feed(bytes) + expired(&whole)
    check(inOnePiece, of: bytes)

    var pieces = KeyDecoder()
    var slow = KeyDecoder()
    var inPieces: [KeyDecoder.Decoded] = []
    var slowly: [KeyDecoder.Decoded] = []
    for start in stride(from: 0, to: bytes.count, by: readSize) {
        let read = bytes[start..<min(start + readSize, bytes.count)]
        inPieces += pieces.feed(read)
        slowly += slow.feed(read) + expired(&slow)
    }
    inPieces += expired(&pieces)
    fuzzCheck(inPieces == inOnePiece, "reads of \(readSize) bytes decoded \(inPieces), one piece \(inOnePiece)")
    check(slowly, of: bytes)
    return 0
}

/// What the decoder gives when the escape delay runs out, checking that nothing is left pending.
private func expired(_ decoder: inout KeyDecoder) -> [KeyDecoder.Decoded] {
    let results = decoder.expire()
    fuzzCheck(decoder.pendingWait == nil, "still waiting after the delay ran out")
    return results
}

/// Checks the results of decoding `bytes` against the invariants that do not depend on read sizes.
private func check(_ results: [KeyDecoder.Decoded], of bytes: [UInt8]) {
    let taken = results.reduce(0) { $0 + $1.byteCount }
    fuzzCheck(taken == bytes.count, "results took \(taken) of \(bytes.count) bytes")
    var start = 0
    for result in results {
        fuzzCheck(result.byteCount > 0, "a result took no bytes")
        let sequence = Array(bytes[start..<min(start + result.byteCount, bytes.count)])
        start += result.byteCount
        switch result.event {
        case .key(let key) where backOrQuitKeys.contains(key) && sequence.count > 1:
            fuzzCheck(leftArrowSequences.contains(sequence), "\(sequence) went back or quit as \(key)")
        case .unboundKey(let name):
            fuzzCheck(name.count <= 41, "an unbound name of \(name.count) characters")
            fuzzCheck(TerminalSafety.firstControl(in: name) == nil, "an unbound name with a control: \(name.unicodeScalars.map(\.value))")
        case .paste(let text):
            fuzzCheck(text.unicodeScalars.count <= KeyDecoder.pasteLimit, "a paste of \(text.unicodeScalars.count) scalars")
            fuzzCheck(TerminalSafety.firstControl(in: text) == nil, "a paste with a control: \(text.unicodeScalars.map(\.value))")
        default:
            break
        }
    }
}
