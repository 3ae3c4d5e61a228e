import FuzzSupport
import TerminalUI

/// The program's entry point (SwiftPM's name for `main`): libFuzzer over ``fuzzTerminalAnswers(_:_:)``.
@_cdecl("fuzz_terminal_answers_main")
public func fuzzTerminalAnswersMain(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc: argc, argv: argv, test: fuzzTerminalAnswers)
}

/// The whole input is what a terminal sent back to kiji's start-up questions (untrusted: any
/// terminal, or anything pretending to be one), read as the start-up reads it, and read again
/// cut at every length the first byte picks.
///
/// Invariants:
/// - every byte is an answer, a byte handed on as input, or part of an answer still coming;
///   the bytes handed on keep their order and are bytes of the input;
/// - the version is at most 64 printable ASCII characters; a cell size is within 1…1000 pixels;
///   DA1 has at most 32 attributes;
/// - reading is repeatable, and an answer read whole in a prefix is read in the whole input too
///   (kitty's OK, DA1, the version): reading never looks past an answer's end.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTerminalAnswers(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let cut = Int(input.byte())
    let bytes = input.rest
    let read = TerminalAnswers.read(bytes)
    check(read, of: bytes)
    fuzzCheck(TerminalAnswers.read(bytes) == read, "reading twice gave two answers")
    let prefix = Array(bytes.prefix(cut))
    let early = TerminalAnswers.read(prefix)
    check(early, of: prefix)
    if early.answers.kittyGraphics { fuzzCheck(read.answers.kittyGraphics, "kitty's OK in the first \(cut) bytes only") }
    if early.answers.deviceAttributes != nil {
        fuzzCheck(read.answers.deviceAttributes != nil, "DA1 in the first \(cut) bytes only")
    }
    if early.answers.version != nil { fuzzCheck(read.answers.version != nil, "a version in the first \(cut) bytes only") }
    return 0
}

private func check(_ read: (answers: TerminalAnswers, other: [UInt8], pendingCount: Int), of bytes: [UInt8]) {
    fuzzCheck(read.other.count + read.pendingCount <= bytes.count, "\(read.other.count) + \(read.pendingCount) of \(bytes.count) bytes")
    fuzzCheck(isSubsequence(read.other, of: bytes.dropLast(read.pendingCount)), "handed-on bytes not in order")
    if let version = read.answers.version {
        fuzzCheck(version.utf8.count <= 64, "a version of \(version.utf8.count) bytes")
        fuzzCheck(version.utf8.allSatisfy { (0x20...0x7E).contains($0) }, "a version with \(Array(version.utf8))")
    }
    if let cell = read.answers.cellPixels {
        fuzzCheck((1...1000).contains(cell.width) && (1...1000).contains(cell.height), "a cell of \(cell)")
    }
    fuzzCheck((read.answers.deviceAttributes?.count ?? 0) <= 32, "DA1 of \(read.answers.deviceAttributes?.count ?? 0)")
}

private func isSubsequence(_ part: [UInt8], of whole: some Collection<UInt8>) -> Bool {
    var index = part.startIndex
    for byte in whole where index < part.endIndex && part[index] == byte { index += 1 }
    return index == part.endIndex
}
