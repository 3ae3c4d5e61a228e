import MarkdownText
import TerminalUI
import Testing
import ArticleLayout

struct MarkdownInlineLayoutTests {
    @Test(arguments: [80, 30])
    func emphasisAndStrong_areItalicAndBoldWithoutMarkers(width: Int) throws {
        let lines = layout("Some *soft* and **loud** words", width: width)
        #expect(texts(lines) == ["Some soft and loud words"])
        #expect(try #require(span(containing: "soft", in: lines)).style.attributes.contains(.italic))
        #expect(try #require(span(containing: "loud", in: lines)).style.attributes.contains(.bold))
    }

    @Test(arguments: [80, 30])
    func strikethrough_isFramedByDimTildes(width: Int) throws {
        let lines = layout("was ~~wrong~~ right", width: width)
        #expect(texts(lines) == ["was ~~wrong~~ right"])
        #expect(try #require(span(containing: "~~", in: lines)).style.attributes.contains(.dim))
    }

    @Test func strikethroughAcrossStyles_getsOneMarkerAtEachEnd() {
        #expect(texts("~~gone **bold** too~~", width: 80) == ["~~gone bold too~~"])
    }

    @Test(arguments: [80, 30])
    func inlineCode_usesTheCodeStyleWithoutBackticks(width: Int) throws {
        let lines = layout("call `make()` now", width: width)
        #expect(texts(lines) == ["call make() now"])
        #expect(try #require(span(containing: "make()", in: lines)).style == Theme.standard[.code])
    }

    @Test func inlineCode_inAThemeWithoutACodeStyle_keepsItsBackticks() {
        let lines = MarkdownLayout.lines(for: MarkdownParser.parse("call `make()` now"), width: 80, theme: .monochrome)
        #expect(texts(lines) == ["call `make()` now"])
    }

    @Test(arguments: [80, 30])
    func link_isFollowedByItsReferenceNumberAndListedAtTheEnd(width: Int) {
        let lines = texts("Read [the guide](https://example.com/guide) first.", width: width)
        #expect(lines == ["Read the guide[1] first.", "", "Links", "[1] https://example.com/guide"])
    }

    @Test func linkTextAndMarker_linkToTheURLAndUseTheLinkAndDimStyles() throws {
        let lines = layout("Read [the guide](https://example.com/guide) first.", width: 80)
        let text = try #require(span(containing: "the guide", in: lines))
        let marker = try #require(span(containing: "[1]", in: lines))
        #expect(text.link == "https://example.com/guide")
        #expect(text.style == Theme.standard[.link])
        #expect(marker.link == "https://example.com/guide")
        #expect(marker.style.attributes.contains(.dim))
        #expect(span(containing: "Read", in: lines)?.link == nil)
    }

    @Test func sameURLTwice_reusesItsNumber() {
        let lines = texts("[a](https://x.example) and [b](https://x.example)", width: 80)
        #expect(body(lines) == ["a[1] and b[1]"])
    }

    @Test(arguments: [80, 30])
    func autolink_showsNoMarkerButStillLinks(width: Int) throws {
        let lines = layout("See https://qiita.com/api now", width: width)
        #expect(body(texts(lines)) == ["See https://qiita.com/api now"])
        #expect(try #require(span(containing: "qiita.com", in: lines)).link == "https://qiita.com/api")
    }

    @Test(arguments: [80, 30])
    func inlineImage_isAPlaceholderWithItsNumber(width: Int) throws {
        let lines = layout("Look ![a cat](https://img.example/cat.png) here", width: width)
        #expect(body(texts(lines)) == ["Look [image: a cat][1] here"])
        #expect(try #require(span(containing: "[image: a cat]", in: lines)).link == "https://img.example/cat.png")
    }

    @Test func imageInsideALink_takesTheLinkNumber() {
        let lines = texts("[![badge](https://img.example/b.svg)](https://ci.example)", width: 80)
        #expect(body(lines) == ["[image: badge][1]"])
        #expect(lines.contains("[1] https://ci.example"))
    }

    @Test func hardBreak_startsANewLine() {
        #expect(texts("first line\\\nsecond line", width: 80) == ["first line", "second line"])
    }

    @Test(arguments: [80, 30])
    func latinProse_wrapsAtSpaces(width: Int) {
        let prose = "The quick brown fox jumps over the lazy dog and keeps running until the end of this long line."
        let lines = texts(prose, width: width)
        #expect(lines.allSatisfy { $0.count <= width })
        #expect(lines.joined(separator: " ") == prose)
    }

    @Test(arguments: [80, 30, 7])
    func japaneseProse_breaksAnywhereAndLosesNoCharacters(width: Int) {
        let prose = "日本語の文章は単語の区切りに空白を使わないので、どこで折り返しても構いません。端末の幅は表示桁で数えます。"
        let lines = layout(prose, width: width)
        expectFits(lines, width: width)
        #expect(texts(lines).joined() == prose)
        #expect(texts(lines).dropLast().allSatisfy { TextWidth.width(of: $0) >= width - 1 })
    }

    @Test(arguments: [80, 30, 20])
    func mixedJapaneseAndLatin_losesOnlyTheSpacesAtBreaks(width: Int) {
        let prose = "Swift の async/await を使うと、コールバックの入れ子を書かずに非同期処理を順番に書けます。"
        let lines = layout(prose, width: width)
        expectFits(lines, width: width)
        #expect(texts(lines).joined().filter { $0 != " " } == prose.filter { $0 != " " })
    }
}
