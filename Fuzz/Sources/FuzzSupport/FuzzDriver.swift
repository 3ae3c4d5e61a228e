import CLibFuzzer

/// Runs libFuzzer over one target's test function.
///
/// SwiftPM links each executable with `main` aliased to `<module>_main`, so libFuzzer's own `main`
/// is never used; each target defines that symbol with `@_cdecl` and calls this instead.
public enum FuzzDriver {
    /// Hands the command line to libFuzzer, which runs `test` on each input; returns its exit code.
    public static func run(
        argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
        test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt {
        var count = argc
        var arguments = argv
        return LLVMFuzzerRunDriver(&count, &arguments, test)
    }
}
