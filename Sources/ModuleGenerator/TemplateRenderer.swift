import Stencil

/// Renders template text with Stencil after checking that it reads only declared variables.
struct TemplateRenderer {
    private let environment = Environment(trimBehaviour: .smart)

    /// Renders `text` (from the file called `file` in messages) with `variables`.
    ///
    /// A variable outside `declared`, an unclosed tag or a Stencil syntax error is a
    /// ``GeneratorError/templateError(file:line:reason:)`` naming the file and line.
    func render(_ text: String, file: String, variables: [String: String], declared: Set<String>) throws(GeneratorError) -> String {
        do {
            try TemplateScanner.checkVariables(in: text, declared: declared)
        } catch {
            throw .templateError(file: file, line: error.line, reason: error.reason)
        }
        let template = Template(templateString: text, environment: environment, name: file)
        do {
            return try template.render(Context(dictionary: variables, environment: environment))
        } catch let error as TemplateSyntaxError {
            throw .templateError(file: file, line: line(of: error, in: text), reason: error.reason)
        } catch {
            throw .templateError(file: file, line: nil, reason: "\(error)")
        }
    }

    /// The line of the tag a Stencil error points at (Stencil's own numbers can be wrong for repeated lines).
    private func line(of error: TemplateSyntaxError, in text: String) -> Int? {
        guard let token = error.token else { return nil }
        let contents = token.contents.trimmingSpaces()
        if let tag = (try? TemplateScanner.tags(in: text))?.first(where: { $0.contents == contents }) { return tag.line }
        let line = Int(token.sourceMap.location.lineNumber)
        return line > 0 ? line : nil
    }
}
