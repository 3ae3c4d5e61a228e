import Conformance
import Foundation
import TerminalImage

/// The real test images in `../shared/conformance/images`, read in place, and their manifest.
enum TestImages {
    /// One row of `images/MANIFEST.tsv`.
    struct Entry {
        /// The path below `images/`, such as `pngsuite/basn0g01.png`.
        var file: String
        /// The size the manifest read from the header.
        var width: Int
        var height: Int
        /// The file's name alone.
        var name: String { String(file.split(separator: "/").last ?? "") }
    }

    /// Every file the manifest lists.
    static func manifest() throws -> [Entry] {
        let text = String(decoding: try bytes("MANIFEST.tsv"), as: UTF8.self)
        return text.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            let size = fields[6].split(separator: "x").compactMap { Int($0) }
            return Entry(file: String(fields[0]), width: size.first ?? 0, height: size.last ?? 0)
        }
    }

    /// The bytes of `images/<path>`.
    static func bytes(_ path: String) throws -> [UInt8] {
        let url = ConformanceMaterial.directory.appendingPathComponent("images").appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path) else { throw MissingImage(path: url.path) }
        return [UInt8](data)
    }

    /// PngSuite's files meant to be broken: `x*.png`.
    static func isBrokenOnPurpose(_ entry: Entry) -> Bool {
        entry.file.hasPrefix("pngsuite/x")
    }
}

/// A test image that is not where the conformance folder should have it.
struct MissingImage: Error, CustomStringConvertible {
    var path: String
    var description: String { "no test image at \(path) (set KIJI_CONFORMANCE)" }
}

/// Solid colours for test pictures.
enum Colour {
    static let red: [UInt8] = [255, 0, 0, 255]
    static let green: [UInt8] = [0, 255, 0, 255]
    static let blue: [UInt8] = [0, 0, 255, 255]
}

/// RGBA pictures made in code.
enum Pictures {
    /// `width` × `height` pixels in vertical bands of `colours`, left to right, equally wide.
    static func verticalBands(_ colours: [[UInt8]], width: Int, height: Int) -> [UInt8] {
        var rgba: [UInt8] = []
        for _ in 0..<height {
            for x in 0..<width { rgba += colours[x * colours.count / width] }
        }
        return rgba
    }
}
