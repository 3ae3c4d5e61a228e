import Foundation
import Testing
@testable import TerminalUI

/// Japanese line breaking (kinsoku) in `TextLayout.wrap`, rule by rule.
struct KinsokuWrapTests {
    /// `text` wrapped to `width`, as plain strings.
    private func wrapped(_ text: String, _ width: Int) -> [String] {
        TextLayout.wrap(DisplayText(sanitizing: text), toWidth: width).map(\.string)
    }

    /// The characters no line may start with, one class of them per string: closing brackets,
    /// Japanese punctuation, question and exclamation marks, the prolonged sound mark, small hiragana,
    /// small katakana (with the Ainu and half-width ones).
    static let forbiddenStartClasses = [
        "」』）］｝〉》】", "、。，．・：；", "？！", "ーｰ", "ぁぃぅぇぉっゃゅょゎゕゖ",
        "ァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿｧｨｩｪｫｯｬｭｮ",
    ]

    /// "あいう" fills six columns, so a greedy break would start the second line with the character;
    /// kinsoku carries "う" over with it instead.
    @Test(arguments: forbiddenStartClasses)
    func wrapping_forbiddenLineStartCharacter_neverStartsALine(characters: String) {
        for character in characters {
            #expect(wrapped("あいう\(character)えお", 6) == ["あい", "う\(character)え", "お"])
        }
    }

    @Test func wrapping_prolongedSoundMarkInKatakana_staysWithTheKanaBefore() {
        #expect(wrapped("コンピューター", 8) == ["コン", "ピュー", "ター"])
    }

    @Test func wrapping_forbiddenStartAfterASpace_staysWithTheWordBefore() {
        #expect(wrapped("つまりToukon ーー闘魂", 12) == ["つまり", "Toukon ーー", "闘魂"])
        #expect(wrapped("call foo )", 8) == ["call", "foo )"])
        #expect(wrapped("あいう ァえ", 6) == ["あい", "う ァ", "え"])
    }

    // "あい" and the bracket fill six columns, so a greedy break would leave the bracket at the end.

    @Test(arguments: Array("「『（［｛〈《【"))
    func wrapping_openingBracket_neverEndsALine(bracket: Character) {
        #expect(wrapped("あい\(bracket)うえ", 6) == ["あい", "\(bracket)うえ"])
    }

    @Test func wrapping_latinWordInJapanese_staysWhole() {
        #expect(wrapped("日本語でSwiftを書く", 12) == ["日本語で", "Swiftを書く"])
        #expect(wrapped("the quick brown fox", 12) == ["the quick", "brown fox"])
    }

    @Test func wrapping_number_staysWhole() {
        #expect(wrapped("価格は12,345.67円です", 10) == ["価格は", "12,345.67", "円です"])
        #expect(wrapped("円周率は3.14159です", 12) == ["円周率は", "3.14159です"])
    }

    @Test func wrapping_urlThatFits_staysWhole() {
        let url = "https://qiita.com/alice/items/7e476343f4055a17c3e9"
        #expect(wrapped("詳しくは \(url) を見てください", 55) == ["詳しくは", "\(url) を見", "てください"])
        #expect(wrapped("詳しくは\(url)を見てください", 55) == ["詳しくは", "\(url)を見", "てください"])
        #expect(wrapped("see \(url)", 52).contains(url))
    }

    @Test func wrapping_urlLongerThanTheLine_isBrokenAtTheWidth() {
        let url = "https://qiita.com/alice/items/7e476343f4055a17c3e9"
        let lines = wrapped("詳しくは\(url)", 20)
        #expect(lines == ["詳しくは", "https://qiita.com/al", "ice/items/7e476343f4", "055a17c3e9"])
    }

    @Test func wrapping_tokenLongerThanTheLine_breaksBetweenGraphemeClusters() {
        let token = String(repeating: "e\u{301}", count: 12) + "👨‍👩‍👧‍👦" + String(repeating: "ー", count: 5)
        let lines = TextLayout.wrap(StyledLine(DisplayText(sanitizing: token)), toWidth: 5)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.width <= 5 })
        #expect(lines.map(\.plainText.string).joined() == token)
        #expect(lines.allSatisfy { line in line.plainText.string.unicodeScalars.first?.properties.generalCategory != .nonspacingMark })
        #expect(lines.contains { $0.plainText.string.contains("👨‍👩‍👧‍👦") })
    }

    @Test func wrapping_flagsAndLoneRegionalIndicators_wrapWithoutAborting() {
        // libunibreak 1.1 aborts on regional indicators; kiji hands it a stand-in.
        #expect(wrapped("旗🇯🇵🇺🇸と🇯だけ", 4) == ["旗🇯🇵", "🇺🇸と", "🇯だ", "け"])
    }

    // A token longer than the line is broken between glyphs; kinsoku moves that break back.

    @Test(arguments: forbiddenStartClasses)
    func wrapping_tokenLongerThanTheLine_neverStartsALineWithAForbiddenCharacter(characters: String) {
        for character in characters {
            #expect(wrapped("JavaScript\(character)C# 向け", 10) == ["JavaScrip", "t\(character)C# 向け"])
        }
    }

    @Test func wrapping_tokenLongerThanTheLine_neverEndsALineWithAnOpeningBracket() {
        #expect(wrapped("aaaaaaaa(bc", 9) == ["aaaaaaaa", "(bc"])
        #expect(wrapped("abcdefgh(（ij", 10) == ["abcdefgh", "(（ij"])
    }

    @Test func wrapping_forbiddenCharactersFillingTheLine_breakAtTheWidthAsALastResort() {
        #expect(wrapped("ーーーーーー", 4) == ["ーー", "ーー", "ーー"])
        #expect(wrapped("a、、、、", 4) == ["a、", "、、", "、"])
    }

    @Test(arguments: 1...40)
    func wrapping_japaneseEmojiAndCombiningMarks_isNeverWiderThanTheWidth(width: Int) {
        let text = "「日本語」の文章、絵文字👨‍👩‍👧‍👦と🇯🇵❤️、結合文字e\u{301}どが\u{3099}を含む。コンピューター（computer）は12,345円です！"
        let lines = TextLayout.wrap(StyledLine(DisplayText(sanitizing: text)), toWidth: width)
        for line in lines {
            let glyphs = line.plainText.string
            let isOneTooWideCharacter = glyphs.count == 1 && line.width > width
            #expect(line.width <= width || isOneTooWideCharacter, "width \(width): \(glyphs)")
        }
        let kept = lines.map(\.plainText.string).joined().filter { $0 != " " }
        #expect(kept == text.filter { $0 != " " }, "width \(width)")
    }
}
