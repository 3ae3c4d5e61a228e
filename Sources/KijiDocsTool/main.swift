import Glibc
import KijiDocs
import Localization

/// kiji-docs: prints what Scripts/update-docs writes from the key tables.
///   kiji-docs keys-markdown   docs/keys.md
///   kiji-docs keys-manual     the man page's KEYS section (docs/man/keys.mdoc)
_ = MessageCatalog.load()
switch CommandLine.arguments.dropFirst().first {
case "keys-markdown": print(KeysMarkdown.page(), terminator: "")
case "keys-manual": print(KeysManual.section(), terminator: "")
default:
    let usage = "usage: kiji-docs keys-markdown | keys-manual\n"
    _ = usage.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(64)
}
