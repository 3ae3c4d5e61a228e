import CGettext
import Glibc

/// kiji's message catalog: gettext's `kiji` domain, found beside the running binary.
///
/// `load` is called once at start, before any message is shown. Until then, and when no catalog
/// matches the locale, every message is its English original.
public enum MessageCatalog {
    /// The gettext domain, and so the catalog's file name (`kiji.mo`).
    public static let domain = "kiji"

    /// Reads the locale from the environment and binds the domain to the first folder that holds it.
    ///
    /// Only the categories messages need are set (`LC_CTYPE` for the text's encoding and
    /// `LC_MESSAGES`), so number parsing in libraries keeps the C locale. gettext then reads
    /// `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` as it always does.
    /// - Parameter executable: the binary's path, from which the catalog folders are found; the
    ///   running one (`/proc/self/exe`) by default.
    /// - Returns: the folder the domain was bound to, or nil when none holds a catalog.
    @discardableResult
    public static func load(executable: String = runningBinary()) -> String? {
        guard let folder = CatalogFolders.first(beside: executable, holding: domain) else {
            setLocaleFromEnvironment()
            return nil
        }
        load(from: folder)
        return folder
    }

    /// Reads the locale from the environment, as `load(executable:)` does, and binds the domain to
    /// `folder` (which holds `LANG/LC_MESSAGES/kiji.mo`), wherever the binary is.
    ///
    /// For tools that are given their catalogs, such as `kiji-docs --catalogs` writing docs/ja.
    public static func load(from folder: String) {
        setLocaleFromEnvironment()
        bindtextdomain(domain, folder)
        bind_textdomain_codeset(domain, "UTF-8")
    }

    private static func setLocaleFromEnvironment() {
        setlocale(LC_CTYPE, "")
        setlocale(LC_MESSAGES, "")
    }

    /// The running binary's resolved path (symbolic links followed), or "" when the system hides it.
    public static func runningBinary() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return "" }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The translation of `message`, or `message` itself.
    static func lookup(_ message: StaticString) -> String {
        guard let id = cString(message), let translated = dgettext(domain, id) else {
            return message.description
        }
        return String(cString: translated)
    }

    /// The translation of the singular or plural form for `count`, or the English form.
    static func lookup(_ singular: StaticString, _ plural: StaticString, count: Int) -> String {
        let n = UInt(clamping: count)
        guard let one = cString(singular), let many = cString(plural),
              let translated = dngettext(domain, one, many, n)
        else { return (n == 1 ? singular : plural).description }
        return String(cString: translated)
    }

    /// A literal's NUL-terminated bytes, as C reads them (a one-scalar literal has none).
    private static func cString(_ literal: StaticString) -> UnsafePointer<CChar>? {
        guard literal.hasPointerRepresentation else { return nil }
        return UnsafeRawPointer(literal.utf8Start).assumingMemoryBound(to: CChar.self)
    }
}
