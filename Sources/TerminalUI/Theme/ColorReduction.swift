extension Color {
    /// The basic colour (0–7, or 8 for mid grey) closest in hue to this one, for a terminal with
    /// fewer than 256 colours; basic and bright colours and the default stay as they are.
    ///
    /// A colour of the 6×6×6 cube takes the basic colour made of its strongest channels (those
    /// within one step of the strongest); a grey takes black, bright black or white by lightness.
    public var basic: Color {
        guard case .palette(let index) = self, index >= 16 else { return self }
        if index >= 232 {
            let level = Int(index) - 232
            return level < 6 ? .black : level < 18 ? .palette(8) : .white
        }
        let cube = Int(index) - 16
        let channels = [cube / 36, cube / 6 % 6, cube % 6]
        let strongest = channels.max() ?? 0
        guard strongest > 0 else { return .black }
        var bits = 0
        for (bit, level) in channels.enumerated() where level >= strongest - 1 && level > 0 {
            bits |= 1 << bit
        }
        return .palette(UInt8(bits))
    }
}
