import ArticleLayout
import FoundationEssentials

/// One line the Pygments helper writes, decoded.
enum PygmentsReply: Equatable {
    /// The helper started with this Pygments version.
    case ready(String)
    /// The helper could not start, with its reason.
    case error(String)
    /// No grammar for the language: the block stays plain.
    case unknown
    /// Runs of a token kind (nil: none) and a length in Unicode scalars.
    case runs([Run])

    /// A run of the reply.
    struct Run: Equatable {
        let kind: CodeTokenKind?
        let length: Int
    }

    private struct Wire: Decodable {
        var ready: String?
        var error: String?
        var unknown: Bool?
        var runs: [[Field]]?
    }

    private enum Field: Decodable {
        case name(String)
        case number(Int)

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if let number = try? value.decode(Int.self) {
                self = .number(number)
            } else {
                self = .name(try value.decode(String.self))
            }
        }
    }

    /// The reply on `line`, or nil when it is not one the helper writes.
    init?(line: String) {
        guard let wire = try? JSONDecoder().decode(Wire.self, from: Data(line.utf8)) else { return nil }
        if let version = wire.ready {
            self = .ready(version)
        } else if let reason = wire.error {
            self = .error(reason)
        } else if wire.unknown == true {
            self = .unknown
        } else if let pairs = wire.runs {
            var runs: [Run] = []
            for pair in pairs {
                guard pair.count == 2, case .name(let name) = pair[0], case .number(let length) = pair[1] else { return nil }
                guard name.isEmpty || CodeTokenKind(rawValue: name) != nil else { return nil }
                runs.append(Run(kind: CodeTokenKind(rawValue: name), length: length))
            }
            self = .runs(runs)
        } else {
            return nil
        }
    }
}
