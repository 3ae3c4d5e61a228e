// swift-tools-version: 6.0
import PackageDescription

/// kiji's fuzz targets: one libFuzzer executable per parser of untrusted bytes (issue 15).
///
/// A package of its own, so the main package's build and CI never compile the fuzzers. Build it
/// with the sanitizers through `Scripts/fuzz`, which passes `-sanitize=fuzzer,address` and
/// `-parse-as-library` (libFuzzer supplies `main`; each target supplies `LLVMFuzzerTestOneInput`).
let package = Package(
    name: "kiji-fuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: ".build/kiji")],
    targets: [
        .target(name: "CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer", .product(name: "QiitaAPI", package: "kiji")]),
        .executableTarget(
            name: "fuzz-qiita-json", dependencies: ["FuzzSupport", .product(name: "QiitaAPI", package: "kiji")],
            path: "Sources/QiitaJSON"),
        .executableTarget(
            name: "fuzz-http-headers", dependencies: ["FuzzSupport", .product(name: "QiitaAPI", package: "kiji")],
            path: "Sources/HTTPHeaders"),
        .executableTarget(
            name: "fuzz-markdown",
            dependencies: [
                "FuzzSupport", .product(name: "MarkdownText", package: "kiji"), .product(name: "ArticleLayout", package: "kiji"),
                .product(name: "TerminalUI", package: "kiji"),
            ],
            path: "Sources/Markdown"),
        .executableTarget(
            name: "fuzz-text", dependencies: ["FuzzSupport", .product(name: "TerminalUI", package: "kiji")], path: "Sources/Text"),
        .executableTarget(
            name: "fuzz-keys",
            dependencies: ["FuzzSupport", .product(name: "TerminalUI", package: "kiji")],
            path: "Sources/Keys"),
        .executableTarget(
            name: "fuzz-atom-feed", dependencies: ["FuzzSupport", .product(name: "QiitaFeed", package: "kiji")],
            path: "Sources/AtomFeed"),
        .executableTarget(
            name: "fuzz-config",
            dependencies: [
                "FuzzSupport", .product(name: "KijiData", package: "kiji"), .product(name: "KijiModules", package: "kiji"),
                .product(name: "TerminalUI", package: "kiji"),
            ],
            path: "Sources/Config"),
        .executableTarget(
            name: "fuzz-terminal-answers", dependencies: ["FuzzSupport", .product(name: "TerminalUI", package: "kiji")],
            path: "Sources/TerminalAnswers"),
        .executableTarget(
            name: "fuzz-image", dependencies: ["FuzzSupport", .product(name: "TerminalImage", package: "kiji")],
            path: "Sources/Image"),
    ],
    swiftLanguageModes: [.v6]
)
