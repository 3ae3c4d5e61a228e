import CChafa

/// libchafa, loaded when the first image is drawn.
///
/// kiji does not link libchafa, so a start that shows no image maps neither it nor the glib and
/// pcre2 it depends on.
enum ChafaLibrary {
    /// The library loaded: libchafa's soname.
    static let soname = "libchafa.so.0"

    /// Nil once libchafa is loaded; otherwise the loader's reason it is not. Evaluated once,
    /// thread-safely, by the first drawing.
    static let unavailableReason: String? = load(soname)

    /// Opens `library` and resolves kiji's libchafa functions from it; returns why not, or nil on
    /// success. A failed load changes nothing.
    static func load(_ library: String) -> String? {
        kiji_chafa_load(library).map { String(cString: $0) }
    }

    /// Throws when libchafa could not be loaded, so that nothing calls into an empty table.
    static func ensureLoaded() throws(ImageError) {
        if let reason = unavailableReason { throw .noRenderer(reason: reason) }
    }
}
