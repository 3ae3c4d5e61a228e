/// What `LineBreakOpportunities` hands a paragraph's glyphs to, in order: one at a time, or a whole
/// run of glyphs that needs no look at each (see `LineBreakOpportunities.runMinimum`).
protocol GlyphSink {
    /// Takes the next glyph and whether a line may start with it.
    mutating func add(_ glyph: Glyph, breakBefore: Bool)

    /// Takes the next glyphs, one for each character of `run`, in `span`'s style and link: ASCII
    /// letters, digits and symbols of UAX #14 classes AL and NU, one column each. No line may start
    /// with any of them (AL and NU never break between each other), and kinsoku concerns none.
    mutating func add(run: Substring, of span: StyledSpan)
}
