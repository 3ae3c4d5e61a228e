/// The width an HTML `<img width=…>` asks for, in pixels.
enum HTMLImageWidth {
    /// The widest width kept; anything larger is as good as the whole screen.
    static let maximum = 8192

    /// `value` as pixels (`480`, `480px`, surrounding spaces allowed), at most ``maximum``; nil for a
    /// missing, zero, percentage or otherwise unusable value.
    static func pixels(_ value: String?) -> Int? {
        guard let value else { return nil }
        var text = Substring(value).drop { $0 == " " }
        while text.last == " " { text.removeLast() }
        if text.hasSuffix("px") { text.removeLast(2) }
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }), let pixels = Int(text), pixels > 0
        else { return nil }
        return min(pixels, maximum)
    }
}
