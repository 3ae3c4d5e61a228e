/// An image encoded by libchafa for kitty's graphics protocol, to be sent to the terminal once
/// under an id and then placed, whole or cropped, wherever a pager shows it.
public struct KittyImage: Equatable, Sendable {
    /// The id the terminal keeps the pixels under (kitty's `i`), never 0.
    public var id: UInt32
    /// The block of cells the whole image covers.
    public var extent: CellExtent
    /// Its width in pixels as sent: the extent's columns of the cell's pixels.
    public var pixelWidth: Int
    /// Its height in pixels as sent: the extent's rows of the cell's pixels.
    public var pixelHeight: Int
    /// The commands that store the pixels under ``id`` without showing them, every one quiet
    /// (`q=2`: the terminal answers nothing). Their payload is libchafa's, chunk for chunk.
    public var transmission: String

    /// The command that makes the image's virtual placement over its whole extent, quiet, for
    /// kitty's Unicode placeholder cells to show it (kitty 0.28 or later); sent after
    /// ``transmission``.
    public var virtualPlacement: String {
        "\u{1B}_Ga=p,U=1,i=\(id),c=\(extent.columns),r=\(extent.rows),q=2\u{1B}\\"
    }

    /// The pixel rows of the cell rows `rows` (from 0), for a placement's source rectangle.
    public func pixelRows(of rows: Range<Int>) -> Range<Int> {
        let perRow = pixelHeight / max(1, extent.rows)
        let top = max(0, rows.lowerBound) * perRow
        let bottom = rows.upperBound >= extent.rows ? pixelHeight : rows.upperBound * perRow
        return top..<max(top, bottom)
    }

    /// The image libchafa printed as `escapes` (one transmit-and-show command with the format and
    /// size, then chunks of base64), kept under `id` instead of shown; nil when the escapes are
    /// not in that form.
    init?(chafaEscapes escapes: String, id: UInt32, extent: CellExtent) {
        guard id != 0 else { return nil }
        let commands = KittyCommand.all(in: escapes)
        guard let header = commands.first, let format = header.keys["f"], let width = header.keys["s"].flatMap({ Int($0) }),
            let height = header.keys["v"].flatMap({ Int($0) }), width > 0, height > 0
        else { return nil }
        var transmission = "\u{1B}_Ga=t,i=\(id),f=\(format),s=\(width),v=\(height),q=2,m=1\u{1B}\\"
        for chunk in commands.dropFirst() {
            let more = chunk.keys["m"] == "1" ? 1 : 0
            transmission += "\u{1B}_Gq=2,m=\(more)" + (chunk.payload.isEmpty ? "" : ";" + chunk.payload) + "\u{1B}\\"
        }
        guard commands.count > 1, commands.last?.keys["m"] != "1" else { return nil }
        self.id = id
        self.extent = extent
        pixelWidth = width
        pixelHeight = height
        self.transmission = transmission
    }
}

/// One kitty graphics command (`ESC _ G keys ; payload ESC \`) as libchafa prints it.
struct KittyCommand {
    /// The control keys and their values.
    var keys: [String: String]
    /// The base64 payload, possibly empty.
    var payload: Substring

    /// Every command in `escapes`, in order; text between them is skipped.
    static func all(in escapes: String) -> [KittyCommand] {
        var commands: [KittyCommand] = []
        var rest = Substring(escapes)
        while let start = rest.firstRange(of: "\u{1B}_G") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstRange(of: "\u{1B}\\") else { break }
            let body = rest[..<end.lowerBound]
            rest = rest[end.upperBound...]
            let halves = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            var keys: [String: String] = [:]
            for pair in halves[0].split(separator: ",") {
                let keyValue = pair.split(separator: "=", maxSplits: 1)
                if keyValue.count == 2 { keys[String(keyValue[0])] = String(keyValue[1]) }
            }
            commands.append(KittyCommand(keys: keys, payload: halves.count > 1 ? halves[1] : ""))
        }
        return commands
    }
}
