// swift-tools-version: 6.0
import PackageDescription

/// kiji: a full-screen terminal reader for Qiita.
///
/// Every layer is a target, so the compiler enforces the dependency rule in ARCHITECTURE.md.
let package = Package(
    name: "kiji",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "kiji", targets: ["kiji"]),
        .library(name: "QiitaAPI", targets: ["QiitaAPI"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "MarkdownText", targets: ["MarkdownText"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        // C shims: one system library each, with the macros Swift cannot import.
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CNCursesw", providers: [.apt(["libncursesw5-dev"])]),
        .systemLibrary(name: "CCmarkGFM", pkgConfig: "libcmark-gfm", providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),

        // Libraries that know nothing of kiji.
        .target(name: "QiitaAPI", dependencies: ["CCurl"]),
        .target(name: "CTerminalRestore"),
        .target(name: "TerminalUI", dependencies: ["CNCursesw", "CTerminalRestore"]),
        .target(name: "MarkdownText", dependencies: ["CCmarkGFM"]),

        // kiji's own layers.
        .target(name: "KijiDomain"),
        .target(
            name: "KijiData",
            dependencies: ["KijiDomain", "QiitaAPI", .product(name: "TOMLKit", package: "TOMLKit")]),
        .target(name: "KijiModules", dependencies: ["KijiDomain", "TerminalUI", "MarkdownText"]),
        .target(name: "QiitaStub", dependencies: ["CZlib"]),

        // The composition root.
        .executableTarget(
            name: "kiji",
            dependencies: [
                "QiitaAPI", "KijiDomain", "KijiData", "KijiModules", "TerminalUI", "QiitaStub",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        .executableTarget(name: "kiji-terminal-demo", dependencies: ["TerminalUI"], path: "Sources/TerminalUIDemo"),

        .testTarget(name: "QiitaAPITests", dependencies: ["QiitaAPI", "QiitaStub"]),
        .testTarget(name: "QiitaStubTests", dependencies: ["QiitaStub"]),
        .testTarget(name: "KijiDataTests", dependencies: ["KijiData", "KijiDomain", "QiitaAPI", "QiitaStub"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
        .testTarget(name: "MarkdownTextTests", dependencies: ["MarkdownText"]),
        .testTarget(name: "KijiCLITests", dependencies: ["QiitaStub"]),
        .testTarget(name: "KijiModulesTests", dependencies: ["KijiModules", "KijiDomain", "TerminalUI", "MarkdownText"]),
    ],
    swiftLanguageModes: [.v6]
)
