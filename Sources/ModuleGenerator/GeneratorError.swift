/// Why the generator refused or failed; each case names what to fix and maps to a sysexits code.
public enum GeneratorError: Error, Equatable, CustomStringConvertible {
    /// The module name is not an UpperCamelCase Swift identifier, or is a keyword.
    case invalidName(String, reason: String)
    /// A module of that name exists already, or a type the module would declare does; `evidence`
    /// says where, `inTheWay` lists the planned files that exist.
    case existingModule(String, evidence: String, inTheWay: [String] = [])
    /// No template of that name is in the templates folder.
    case unknownTemplate(String, available: [String])
    /// The folder given as the project root is not a kiji checkout.
    case notAProject(String, reason: String)
    /// A template's spec is malformed or names something that is not there.
    case badSpec(file: String, reason: String)
    /// A template does not render: a syntax error or a variable the spec does not declare.
    case templateError(file: String, line: Int?, reason: String)
    /// Files are in the way; nothing was written.
    case wouldOverwrite([String])
    /// Writing failed; nothing was left behind.
    case writeFailed(String)

    /// The process exit code: 64 for a bad name or usage, 65 for a broken template, 66 for a
    /// missing project, 73 when files are in the way, 74 for an I/O failure (as in sysexits.h).
    public var exitCode: Int32 {
        switch self {
        case .invalidName, .existingModule, .unknownTemplate: 64
        case .badSpec, .templateError: 65
        case .notAProject: 66
        case .wouldOverwrite: 73
        case .writeFailed: 74
        }
    }

    /// One or more lines for the terminal, saying what is wrong and what to do.
    public var description: String {
        switch self {
        case .invalidName(let name, let reason):
            "'\(name)' cannot be a module name: \(reason). Use an UpperCamelCase Swift identifier such as Bookmarks."
        case .existingModule(let name, let evidence, let inTheWay):
            (["The name \(name) is taken (\(evidence)); nothing was written. Choose another name."]
                + (inTheWay.isEmpty ? [] : ["These files are in the way:"] + inTheWay.map { "  " + $0 }))
                .joined(separator: "\n")
        case .unknownTemplate(let name, let available):
            "There is no template named '\(name)'. Templates: \(available.joined(separator: ", "))."
        case .notAProject(let path, let reason):
            "\(path) is not a kiji checkout: \(reason). Run from the repository root."
        case .badSpec(let file, let reason):
            "\(file): error: \(reason)"
        case .templateError(let file, let line, let reason):
            "\(file):\(line.map(String.init) ?? "?"): error: \(reason)"
        case .wouldOverwrite(let paths):
            (["Refusing to overwrite; nothing was written. These files are in the way:"] + paths.map { "  " + $0 })
                .joined(separator: "\n")
        case .writeFailed(let reason):
            "Could not write the module; nothing was written: \(reason)"
        }
    }
}
