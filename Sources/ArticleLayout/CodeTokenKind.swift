import TerminalUI

/// The kinds of token a syntax highlighter tells apart in a code block, each drawn in a theme role.
public enum CodeTokenKind: String, Sendable, Hashable, CaseIterable {
    /// A keyword, a shell prompt, a markup tag.
    case keyword
    /// A string or character literal.
    case string
    /// A comment.
    case comment
    /// A number or other literal constant.
    case number
    /// A type, class or namespace name.
    case type
    /// A function or method name, a decorator, a builtin.
    case function
    /// An operator.
    case `operator`
    /// An added line of a diff.
    case diffAdd = "diff_add"
    /// A removed line of a diff.
    case diffRemove = "diff_remove"
    /// A hunk header of a diff.
    case diffHunk = "diff_hunk"

    /// The theme role this kind is drawn in.
    public var role: Theme.Role {
        switch self {
        case .keyword: .codeKeyword
        case .string: .codeString
        case .comment: .codeComment
        case .number: .codeNumber
        case .type: .codeType
        case .function: .codeFunction
        case .operator: .codeOperator
        case .diffAdd: .diffAdded
        case .diffRemove: .diffRemoved
        case .diffHunk: .diffHunk
        }
    }
}
