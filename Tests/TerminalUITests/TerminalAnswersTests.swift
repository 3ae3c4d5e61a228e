import Testing
@testable import TerminalUI

/// The terminal's answers to the graphics questions asked at start-up, from bytes real terminals sent.
struct TerminalAnswersTests {
    /// xterm 379 started with `-ti vt340`, as captured under Xvfb: XTVERSION, then DA1 with 4
    /// (sixel); the kitty query and `CSI 16 t` go unanswered.
    static let xtermVT340 = Array("\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?63;1;2;4;6;9;15;16;22;28c".utf8)
    /// xterm 379 as Debian starts it: no 4 in DA1.
    static let xterm = Array("\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c".utf8)
    /// kitty 0.26.5 under Xvfb, as captured: the graphics query's OK, XTVERSION, the cell size
    /// (18 high, 9 wide), DA1.
    static let kitty = Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[6;18;9t\u{1B}[?62;c".utf8)

    @Test func xtermAsAVT340_listsSixelAndNamesItself() {
        let read = TerminalAnswers.read(Self.xtermVT340)
        #expect(read.answers.isComplete && read.answers.sixel && !read.answers.kittyGraphics)
        #expect(read.answers.version == "XTerm(379)")
        #expect(read.answers.deviceAttributes == [63, 1, 2, 4, 6, 9, 15, 16, 22, 28])
        #expect(read.other.isEmpty && read.pendingCount == 0)
    }

    @Test func plainXterm_hasNoSixel() {
        let answers = TerminalAnswers.read(Self.xterm).answers
        #expect(answers.isComplete && !answers.sixel && !answers.kittyGraphics)
    }

    @Test func kitty_answersTheGraphicsQueryAndGivesItsCellSize() {
        let read = TerminalAnswers.read(Self.kitty)
        #expect(read.answers.kittyGraphics && read.answers.isComplete && !read.answers.sixel)
        #expect(read.answers.version == "kitty(0.26.5)")
        #expect(read.answers.cellPixels == TerminalAnswers.CellPixels(width: 9, height: 18))
        #expect(read.other.isEmpty)
    }

    @Test func aTerminalThatAnswersNothing_givesNoAnswersAndIsNotComplete() {
        let read = TerminalAnswers.read([])
        #expect(read.answers == TerminalAnswers() && !read.answers.isComplete && read.pendingCount == 0)
    }

    @Test func kittyRefusingTheQuery_isNotKittyGraphics() {
        let answers = TerminalAnswers.read(Array("\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\\u{1B}[?62c".utf8)).answers
        #expect(!answers.kittyGraphics && answers.isComplete)
    }

    @Test func keysTypedAmongTheAnswers_areHandedOnInOrder() {
        let bytes = Array("j\u{1B}[A".utf8) + Self.xtermVT340 + Array("q".utf8)
        let read = TerminalAnswers.read(bytes)
        #expect(read.other == Array("j\u{1B}[Aq".utf8))
        #expect(read.answers.sixel)
    }

    @Test func anAnswerCutShort_isPendingNotKeys() {
        let cut = Array(Self.kitty.prefix(20))
        let read = TerminalAnswers.read(cut)
        #expect(read.other.isEmpty && read.pendingCount > 0 && read.answers.kittyGraphics && !read.answers.isComplete)
        #expect(read.pendingCount + 12 == cut.count)
    }

    @Test func garbage_isNeverAnAnswerAndNeverLost() {
        let garbage: [UInt8] = [0x1B, 0x5B, 0x3F, 0x00, 0x63, 0xFF, 0x1B, 0x5F, 0x47, 0x1B, 0x41, 0x9B, 0x34, 0x63, 0x1B, 0x50, 0x3E, 0x7C, 0x07]
        let read = TerminalAnswers.read(garbage)
        #expect(!read.answers.isComplete && !read.answers.kittyGraphics && !read.answers.sixel)
        #expect(read.other.count + read.pendingCount <= garbage.count)
        #expect(read.answers.version == "")
    }

    @Test func aVersionWithControlsOrOverLong_keepsOnlyPrintableASCIIAndAtMost64() {
        let bytes = Array("\u{1B}P>|evil\u{9B}2J\u{07}".utf8)
        #expect(TerminalAnswers.read(bytes).answers.version == "evil2J")
        let long = Array("\u{1B}P>|".utf8) + Array(repeating: UInt8(ascii: "x"), count: 200) + Array("\u{1B}\\".utf8)
        #expect(TerminalAnswers.read(long).answers.version?.count == 64)
    }

    @Test func anImplausibleCellSize_isIgnored() {
        #expect(TerminalAnswers.read(Array("\u{1B}[6;0;10t".utf8)).answers.cellPixels == nil)
        #expect(TerminalAnswers.read(Array("\u{1B}[6;99999999;10t".utf8)).answers.cellPixels == nil)
    }
}

/// Which protocol `auto` takes from the environment and the answers.
struct TerminalGraphicsTests {
    private func choice(_ environment: [String: String], _ bytes: [UInt8] = []) -> TerminalGraphics {
        TerminalGraphics.choose(environment: environment, answers: TerminalAnswers.read(bytes).answers)
    }

    @Test func insideTmuxOrScreen_isNoneWhateverTheAnswers() {
        #expect(choice(["TMUX": "/tmp/tmux-0/default,1,0", "TERM": "tmux-256color"], TerminalAnswersTests.kitty) == .none)
        #expect(choice(["STY": "1.pts-0", "TERM": "xterm-256color"], TerminalAnswersTests.xtermVT340) == .none)
        #expect(choice(["TERM": "screen-256color"], TerminalAnswersTests.xtermVT340) == .none)
        #expect(TerminalGraphics.isMultiplexed(environment: ["TERM": "tmux"]))
        #expect(!TerminalGraphics.isMultiplexed(environment: ["TERM": "xterm-kitty"]))
    }

    @Test func theAnswers_chooseKittyThenSixel() {
        #expect(choice(["TERM": "xterm-256color"], TerminalAnswersTests.kitty) == .kitty)
        #expect(choice(["TERM": "xterm-256color"], TerminalAnswersTests.xtermVT340) == .sixel)
        #expect(choice(["TERM": "xterm-256color"], TerminalAnswersTests.xterm) == .none)
        #expect(choice(["TERM": "xterm-256color"]) == .none)
    }

    @Test func theEnvironment_namesKittyAndITerm2WithoutAnswers() {
        #expect(choice(["TERM": "xterm-kitty"]) == .kitty)
        #expect(choice(["TERM_PROGRAM": "iTerm.app", "TERM": "xterm-256color"], TerminalAnswersTests.xtermVT340) == .iterm2)
        #expect(choice(["TERM_PROGRAM": "WezTerm"]) == .iterm2)
    }

    @Test func xtversionNamingITerm2OrWezTerm_choosesITerm2WithoutTermProgram() {
        #expect(choice(["TERM": "xterm-256color"], Array("\u{1B}P>|iTerm2 3.5.0\u{1B}\\\u{1B}[?62;4c".utf8)) == .iterm2)
        #expect(choice(["TERM": "xterm-256color"], Array("\u{1B}P>|WezTerm 20240203-110809-5046fc22\u{1B}\\\u{1B}[?65;4;6;18;22c".utf8)) == .iterm2)
        #expect(choice(["TERM": "xterm-256color"], TerminalAnswersTests.xtermVT340) == .sixel)
    }
}
