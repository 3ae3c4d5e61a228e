import CYaml

/// The top-level keys of a YAML mapping, read with libyaml: each a text or a list of texts.
///
/// Only what a Qiita CLI front matter needs is kept: scalars, and sequences of scalars (or of
/// mappings with a `name`, as the API writes tags). Nested mappings and anything else are left out.
enum YAMLFrontMatter {
    /// One value of the mapping.
    enum Value: Equatable {
        /// A scalar, as text.
        case text(String)
        /// A sequence of scalars.
        case list([String])
    }

    /// The mapping's values by key; nil when `yaml` is not valid YAML or not a mapping.
    static func mapping(_ yaml: String) -> [String: Value]? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(yaml.utf8)
        var document = yaml_document_t()
        let loaded = bytes.withUnsafeBufferPointer { buffer -> Bool in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            return yaml_parser_load(&parser, &document) == 1
        }
        guard loaded else { return nil }
        defer { yaml_document_delete(&document) }
        guard let root = yaml_document_get_root_node(&document), root.pointee.type == YAML_MAPPING_NODE else { return nil }
        var values: [String: Value] = [:]
        let pairs = root.pointee.data.mapping.pairs
        var pair = pairs.start
        while let current = pair, current != pairs.top {
            defer { pair = current + 1 }
            guard let key = text(of: current.pointee.key, in: &document),
                let node = yaml_document_get_node(&document, current.pointee.value)
            else { continue }
            switch node.pointee.type {
            case YAML_SCALAR_NODE: values[key] = text(of: current.pointee.value, in: &document).map(Value.text)
            case YAML_SEQUENCE_NODE: values[key] = .list(list(node, in: &document))
            default: continue
            }
        }
        return values
    }

    /// The scalars of a sequence; a mapping item stands for its `name`.
    private static func list(_ node: UnsafeMutablePointer<yaml_node_t>, in document: inout yaml_document_t) -> [String] {
        var texts: [String] = []
        let items = node.pointee.data.sequence.items
        var item = items.start
        while let current = item, current != items.top {
            defer { item = current + 1 }
            guard let child = yaml_document_get_node(&document, current.pointee) else { continue }
            if child.pointee.type == YAML_SCALAR_NODE, let text = text(of: current.pointee, in: &document) {
                texts.append(text)
            } else if child.pointee.type == YAML_MAPPING_NODE, let name = nameField(of: child, in: &document) {
                texts.append(name)
            }
        }
        return texts
    }

    /// The `name` value of a mapping such as `{name: Swift, versions: []}`.
    private static func nameField(of node: UnsafeMutablePointer<yaml_node_t>, in document: inout yaml_document_t) -> String? {
        let pairs = node.pointee.data.mapping.pairs
        var pair = pairs.start
        while let current = pair, current != pairs.top {
            defer { pair = current + 1 }
            if text(of: current.pointee.key, in: &document) == "name" { return text(of: current.pointee.value, in: &document) }
        }
        return nil
    }

    /// The text of the scalar node at `index`; nil for any other node.
    private static func text(of index: Int32, in document: inout yaml_document_t) -> String? {
        guard let node = yaml_document_get_node(&document, index), node.pointee.type == YAML_SCALAR_NODE,
            let value = node.pointee.data.scalar.value
        else { return nil }
        let buffer = UnsafeBufferPointer(start: value, count: node.pointee.data.scalar.length)
        return String(decoding: buffer, as: UTF8.self)
    }
}
