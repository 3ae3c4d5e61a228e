// swift-tools-version: 6.0
import PackageDescription

/// The header folders of libchafa and glib, as `pkg-config --cflags chafa` names them on Debian and Ubuntu.
let chafaHeaderFolders: [String] = {
    #if arch(arm64)
    let multiarch = "aarch64-linux-gnu"
    #else
    let multiarch = "x86_64-linux-gnu"
    #endif
    return ["/usr/include/chafa", "/usr/lib/\(multiarch)/chafa/include", "/usr/include/glib-2.0", "/usr/lib/\(multiarch)/glib-2.0/include"]
}()

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
        // For the fuzz package in Fuzz/, which reaches the Atom feed parser.
        .library(name: "QiitaFeed", targets: ["QiitaFeed"]),
        // For the fuzz package in Fuzz/, which reaches the config loader and the article layout.
        .library(name: "ArticleLayout", targets: ["ArticleLayout"]),
        .library(name: "KijiData", targets: ["KijiData"]),
        .library(name: "KijiModules", targets: ["KijiModules"]),
        // For the fuzz package's image target.
        .library(name: "TerminalImage", targets: ["TerminalImage"]),
        .executable(name: "kiji-gen", targets: ["kiji-gen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        // C shims: one system library each, with the macros Swift cannot import.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CNCursesw", providers: [.apt(["libncursesw5-dev"])]),
        .systemLibrary(name: "CMalloc"),
        .systemLibrary(name: "CCmarkGFM", pkgConfig: "libcmark-gfm", providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(name: "CYaml", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // libxml2's HTML push parser behind a plain C interface (its headers clash with Foundation's ICU).
        .target(name: "CHTMLParser", dependencies: ["CLibXML2"]),
        // libxml2's XML SAX parser behind a plain C interface: no network, no DTD, no entity expansion.
        .target(name: "CXMLParser", dependencies: ["CLibXML2"]),
        .systemLibrary(name: "CUnibreak", pkgConfig: "libunibreak", providers: [.apt(["libunibreak-dev"])]),
        // gettext, built into glibc (libintl.h), for kiji's message catalogs.
        .systemLibrary(name: "CGettext"),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        // libchafa turns pixels into colour symbols, sixel, kitty or iTerm2 escapes. It is loaded with dlopen
        // when the first image is drawn, not linked (CChafa/include/kiji_chafa.h), so that a start without
        // images maps neither it nor glib and pcre2; only kiji_chafa.c includes its headers (libchafa-dev)
        // and glib's (libglib2.0-dev), from the folders `pkg-config --cflags chafa` names.
        .target(name: "CChafa", cSettings: [.unsafeFlags(chafaHeaderFolders.map { "-I" + $0 })]),
        // stb_image's header from libstb-dev, compiled in with a counting allocator (CStbImage/kiji_stb_image.c).
        .target(name: "CStbImage"),
        // libcurl is loaded with dlopen when the first request needs it, not linked (CCurl/include/kiji_curl.h);
        // its headers come from libcurl4-openssl-dev.
        .target(name: "CCurl"),

        // Libraries that know nothing of kiji.
        // What kiji took from full Foundation (trimming, local time, threads) on FoundationEssentials
        // and the C library, so that neither Foundation nor its ICU data is linked.
        .target(name: "LeanFoundation"),
        .target(name: "QiitaAPI", dependencies: ["CCurl", "LeanFoundation"]),
        // Qiita's Atom feeds (the trend, tag feeds) read with libxml2.
        .target(name: "QiitaFeed", dependencies: ["CXMLParser", "CHTMLParser", "MarkdownText", "LeanFoundation"]),
        .target(name: "CTerminalRestore"),
        .target(name: "CMainQueue"),
        .target(name: "TerminalUI", dependencies: ["CNCursesw", "CTerminalRestore", "CMainQueue", "CUnibreak"]),
        .target(name: "MarkdownText", dependencies: ["CCmarkGFM", "CHTMLParser"]),
        // A small layer over the system's libsqlite3 (a WAL database, statements, rows, migrations) that
        // imports no Foundation at all, so the cache links neither full Foundation nor ICU (README).
        .target(name: "SQLite", dependencies: ["CSQLite"]),
        // An image's bytes to terminal cells or pixel-protocol escapes, with the size checked before decoding.
        .target(name: "TerminalImage", dependencies: ["CStbImage", "CChafa", "CZlib"]),
        .target(name: "ArticleFile", dependencies: ["KijiDomain", "MarkdownText", "CYaml", "LeanFoundation"]),

        // kiji's own layers.
        // Messages in the user's language: tr/trn over gettext's kiji domain, catalogs found beside the binary.
        .target(name: "Localization", dependencies: ["CGettext"]),
        .target(name: "KijiDomain", dependencies: ["Localization"]),
        .target(
            name: "KijiData",
            dependencies: [
                "KijiDomain", "QiitaAPI", "QiitaFeed", "MarkdownText", "LeanFoundation", "SQLite", "TerminalImage", "Localization",
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]),
        .target(name: "ArticleLayout", dependencies: ["MarkdownText", "TerminalUI"]),
        // Syntax highlighting of code blocks by a Pygments helper process, behind ArticleLayout's CodeHighlighting.
        .target(name: "CodeHighlighter", dependencies: ["ArticleLayout", "LeanFoundation"]),
        .target(name: "KijiModules", dependencies: ["KijiDomain", "TerminalUI", "MarkdownText", "ArticleLayout", "TerminalImage", "LeanFoundation", "Localization"]),
        .target(name: "QiitaStub", dependencies: ["CZlib", "MarkdownText", "LeanFoundation"]),

        // The composition root.
        .executableTarget(
            name: "kiji",
            dependencies: [
                "CMalloc",
                "QiitaAPI", "KijiDomain", "KijiData", "KijiModules", "TerminalUI", "QiitaStub", "ArticleFile",
                "ArticleLayout", "MarkdownText", "CodeHighlighter", "LeanFoundation", "Localization", "TerminalImage",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["BuildCommit"]
        ),
        // Names the commit for `kiji --version`: asks git again whenever HEAD, the index or a source file changes.
        .plugin(name: "BuildCommit", capability: .buildTool()),

        // The VIPER module generator: the logic is a library so that it can be tested; `kiji-gen` is
        // its command line, run by Scripts/new-module. It knows nothing of kiji's other targets.
        .target(name: "ModuleGenerator", dependencies: [.product(name: "Stencil", package: "Stencil")]),
        .executableTarget(
            name: "kiji-gen",
            dependencies: ["ModuleGenerator", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/KijiGen"
        ),

        // docs/keys.md and the man page's KEYS section, written from the screens' key tables: the
        // library is what the tests compare the files with, `kiji-docs` what Scripts/update-docs runs.
        .target(name: "KijiDocs", dependencies: ["KijiModules", "TerminalUI", "Localization"]),
        .executableTarget(name: "kiji-docs", dependencies: ["KijiDocs", "Localization"], path: "Sources/KijiDocsTool"),

        .executableTarget(name: "kiji-terminal-demo", dependencies: ["TerminalUI"], path: "Sources/TerminalUIDemo"),
        .executableTarget(name: "kiji-bench", dependencies: ["TerminalUI", "MarkdownText", "ArticleLayout", "KijiModules", "KijiData", "KijiDomain", "QiitaAPI", "QiitaFeed", "QiitaStub", "SQLite", "Conformance", "CodeHighlighter", "CMalloc"], path: "Sources/KijiBench"),

        // The real third-party material in ../shared/conformance, read in place by tests and kiji-bench.
        .target(name: "Conformance"),
        // Ends a test whose work hangs with a failure instead of a stalled run; for tests only.
        .target(name: "TestDeadline"),

        .testTarget(name: "LeanFoundationTests", dependencies: ["LeanFoundation"]),
        .testTarget(name: "SQLiteTests", dependencies: ["SQLite"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
        .testTarget(name: "QiitaAPITests", dependencies: ["QiitaAPI", "QiitaStub", "TestDeadline"]),
        .testTarget(name: "QiitaStubTests", dependencies: ["QiitaStub", "TerminalImage"]),
        .testTarget(name: "QiitaFeedTests", dependencies: ["QiitaFeed", "QiitaStub", "Conformance"]),
        .testTarget(
            name: "KijiDataTests",
            dependencies: [
                "KijiData", "KijiDomain", "KijiModules", "QiitaAPI", "QiitaStub", "SQLite", "TerminalImage",
            ]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "Conformance"]),
        .testTarget(name: "MarkdownTextTests", dependencies: ["MarkdownText", "Conformance", "TestDeadline"]),
        .testTarget(name: "KijiCLITests", dependencies: ["QiitaStub", "ArticleFile", "KijiDomain", "Conformance"]),
        .testTarget(name: "ArticleLayoutTests", dependencies: ["ArticleLayout", "MarkdownText", "TerminalUI", "QiitaStub", "Conformance"]),
        .testTarget(name: "KijiModulesTests", dependencies: ["KijiModules", "ArticleLayout", "KijiDomain", "TerminalUI", "MarkdownText", "QiitaStub"]),
        .testTarget(
            name: "TerminalImageTests", dependencies: ["TerminalImage", "Conformance", "CZlib"],
            exclude: ["FuzzFindings"]),
        .testTarget(name: "ModuleGeneratorTests", dependencies: ["ModuleGenerator"]),
        .testTarget(name: "TestDeadlineTests", dependencies: ["TestDeadline"]),
        .testTarget(name: "KijiDocsTests", dependencies: ["KijiDocs", "TerminalUI"]),
        .testTarget(name: "kijiTests", dependencies: ["kiji", "KijiDocs", "KijiModules", "KijiData", "KijiDomain", "LeanFoundation", "QiitaAPI", "QiitaStub", "TerminalUI"]),
        .testTarget(name: "CodeHighlighterTests", dependencies: ["CodeHighlighter", "ArticleLayout", "MarkdownText", "TerminalUI"]),
        // Keeps ARCHITECTURE.md's target diagram equal to this file's targets and dependencies.
        .testTarget(name: "ArchitectureTests"),
    ],
    swiftLanguageModes: [.v6]
)
// A module sees the members of the modules it imports, not of every module they import (SE-0444):
// otherwise a target that imports only FoundationEssentials silently calls full Foundation's
// String methods through a package that imports Foundation (TOMLKit does), and ICU is linked again.
for target in package.targets where target.type == .regular || target.type == .executable {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}
