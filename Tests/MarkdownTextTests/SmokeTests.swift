import Testing
@testable import MarkdownText
