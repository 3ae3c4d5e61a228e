import CXMLParser

/// One thing the XML parser reports: an element starting or ending, or text.
enum XMLEvent: Equatable {
    /// An element starts: its local name, its namespace URI ("" when none) and its attributes by local name.
    case start(name: String, namespace: String, attributes: [String: String])
    /// An element ends.
    case end(name: String, namespace: String)
    /// Text, entities decoded.
    case text(String)
}

/// How libxml2's parse of a whole document ended, when it did not end well.
enum XMLReadFailure: Equatable {
    /// Not well-formed, at this line (0 when unknown), with libxml2's reason.
    case malformed(line: Int, reason: String)
    /// A DOCTYPE with this name was declared; nothing after it was read.
    case doctype(name: String)
    /// libxml2 ran out of memory.
    case outOfMemory
}

/// Reads a whole XML document with libxml2 (no network, no DTD, no external entities) and hands
/// each event to `handle` as it comes.
final class XMLEventReader {
    private let handle: (XMLEvent) -> Void
    private var text: [UInt8] = []

    private init(handle: @escaping (XMLEvent) -> Void) { self.handle = handle }

    /// Parses `bytes`, calling `handle` for every event; returns why the document was refused, or nil.
    static func read(_ bytes: [UInt8], handle: @escaping (XMLEvent) -> Void) -> XMLReadFailure? {
        let reader = XMLEventReader(handle: handle)
        let result = withExtendedLifetime(reader) {
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    kiji_xml_parse(chars.baseAddress, Int32(clamping: chars.count), reader.handlers)
                }
            }
        }
        reader.flushText()
        let message = withUnsafeBytes(of: result.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        switch result.outcome {
        case KIJI_XML_WELL_FORMED: return nil
        case KIJI_XML_DOCTYPE: return .doctype(name: message)
        case KIJI_XML_NO_MEMORY: return .outOfMemory
        default: return .malformed(line: Int(result.line), reason: message)
        }
    }

    private var handlers: kiji_xml_handlers {
        kiji_xml_handlers(
            user: Unmanaged.passUnretained(self).toOpaque(),
            start: { user, name, namespace, attributes in
                XMLEventReader.from(user).started(name, namespace, attributes)
            },
            end: { user, name, namespace in
                XMLEventReader.from(user).ended(name, namespace)
            },
            text: { user, characters, length in
                XMLEventReader.from(user).received(characters, length)
            })
    }

    private static func from(_ user: UnsafeMutableRawPointer?) -> XMLEventReader {
        Unmanaged<XMLEventReader>.fromOpaque(user!).takeUnretainedValue()
    }

    private func started(
        _ name: UnsafePointer<CChar>?, _ namespace: UnsafePointer<CChar>?, _ attributes: UnsafePointer<UnsafePointer<CChar>?>?
    ) {
        flushText()
        var pairs: [String: String] = [:]
        if let attributes {
            var index = 0
            while let key = attributes[index], let value = attributes[index + 1] {
                pairs[String(cString: key)] = String(cString: value)
                index += 2
            }
        }
        handle(.start(name: Self.string(name), namespace: Self.string(namespace), attributes: pairs))
    }

    private func ended(_ name: UnsafePointer<CChar>?, _ namespace: UnsafePointer<CChar>?) {
        flushText()
        handle(.end(name: Self.string(name), namespace: Self.string(namespace)))
    }

    private func received(_ characters: UnsafePointer<CChar>?, _ length: Int32) {
        guard let characters, length > 0 else { return }
        characters.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { bytes in
            text.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(length)))
        }
    }

    /// Reports the text received since the last element boundary as one event.
    private func flushText() {
        guard !text.isEmpty else { return }
        handle(.text(String(decoding: text, as: UTF8.self)))
        text.removeAll(keepingCapacity: true)
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
