import Glibc
import KijiDocs
import Localization

/// kiji-docs: prints what Scripts/update-docs writes from the key tables, in the locale's language.
///   kiji-docs keys-markdown [--catalogs FOLDER]   docs/keys.md (docs/ja/keys.md with LANG=ja_JP.UTF-8)
///   kiji-docs keys-manual [--catalogs FOLDER]     the man page's KEYS section (docs/man/keys.mdoc)
/// The catalogs are looked for beside the binary, as kiji looks for them, unless `--catalogs` names
/// the folder that holds `LANG/LC_MESSAGES/kiji.mo` (Scripts/compile-catalogs writes one).
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.count == 3, arguments[1] == "--catalogs" {
    MessageCatalog.load(from: arguments[2])
    arguments.removeLast(2)
} else {
    _ = MessageCatalog.load()
}
switch arguments.count == 1 ? arguments[0] : nil {
case "keys-markdown": print(KeysMarkdown.page(), terminator: "")
case "keys-manual": print(KeysManual.section(), terminator: "")
default:
    let usage = "usage: kiji-docs keys-markdown | keys-manual [--catalogs FOLDER]\n"
    _ = usage.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(64)
}
