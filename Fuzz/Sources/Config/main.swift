import Foundation
import FuzzSupport
import KijiData
import KijiModules
import TerminalUI

/// The names kiji's config accepts, built as the composition root builds them (`Settings.vocabulary`,
/// with the key names `ScreenFactory.keyActionNames` lists: the shell's and each screen's).
private let vocabulary = ConfigVocabulary(
    themeRoles: Set(Theme.Role.allCases.map(\.rawValue)),
    keyActions: AppShell.keyActionNames.union(ItemListRouter.keyActionNames).union(ItemDetailRouter.keyActionNames)
        .union(CommentsRouter.keyActionNames),
    isKeyName: { Key(name: $0) != nil }, listSelectionStyles: Set(ListSelectionStyle.allCases.map(\.rawValue)))

/// The program's entry point (SwiftPM's name for `main`): libFuzzer over ``fuzzConfig(_:_:)``.
@_cdecl("fuzz_config_main")
public func fuzzConfigMain(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc: argc, argv: argv, test: fuzzConfig)
}

/// The input is a `config.toml`, read as `ConfigLoader.load` reads a file: UTF-8, then TOML with
/// kiji's vocabulary.
///
/// Invariants: a problem names a line of the file (or none), and its message, which kiji prints
/// to standard error as it is, holds no terminal controls.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let text = String(data: Data(FuzzInput(data, size).rest), encoding: .utf8) else { return 0 }
    let result = ConfigLoader(vocabulary: vocabulary).parse(text, file: "config.toml")
    let lineCount = text.utf8.count { $0 == UInt8(ascii: "\n") } + 1
    for problem in result.problems {
        if let line = problem.line {
            fuzzCheck((1...max(1, lineCount)).contains(line), "a problem on line \(line) of \(lineCount): \(problem)")
        }
        if let control = TerminalSafety.firstControl(in: problem.description) {
            fuzzCheck(false, "a problem message, printed as is, holds U+\(String(control.value, radix: 16)): \(problem)")
        }
    }
    return 0
}
