import Testing
@testable import TerminalUI

/// DEC mode 2026: asked about only where that is safe, and on only where the terminal reports it.
struct SynchronizedOutputTests {
    @Test func aModeReport_saysWhetherTheTerminalKnowsMode2026() {
        for (state, expected) in [(1, true), (2, true), (3, false), (4, false)] as [(Int, Bool?)] {
            let read = TerminalAnswers.read(Array("\u{1B}[?2026;\(state)$y\u{1B}[?62;c".utf8))
            #expect(read.answers.synchronizedOutput == expected, "Ps \(state)")
            #expect(read.other.isEmpty && read.answers.isComplete)
        }
        #expect(TerminalAnswers.read(Array("\u{1B}[?2026;0$y\u{1B}[?62;c".utf8)).answers.synchronizedOutput == nil)
    }

    @Test func anotherModesReport_orAKeyThatLooksLikeOne_isNotTakenForIt() {
        let other = TerminalAnswers.read(Array("\u{1B}[?2004;1$y\u{1B}[?62;c".utf8))
        #expect(other.answers.synchronizedOutput == nil && other.other.isEmpty)
        let typed = TerminalAnswers.read(Array("\u{1B}[2026$y".utf8))
        #expect(typed.answers.synchronizedOutput == nil && typed.other == Array("\u{1B}[2026$y".utf8))
    }

    @Test func theQuestion_comesBeforeDA1_whoseAnswerEndsTheWait() {
        let query = TerminalAnswers.query(graphics: false, version: false, synchronizedOutput: true)
        #expect(query == "\u{1B}[?2026$p\u{1B}[c")
        #expect(TerminalAnswers.query(graphics: true, version: true, synchronizedOutput: false) == TerminalAnswers.query)
        #expect(TerminalAnswers.query(graphics: false, version: true, synchronizedOutput: false) == TerminalAnswers.versionQuery)
    }

    @Test func itIsAsked_outsideMultiplexers_andInATmuxOf37OrLater_only() {
        #expect(SynchronizedOutput.isWorthAsking(environment: ["TERM": "xterm-256color"]))
        #expect(!SynchronizedOutput.isWorthAsking(environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "Apple_Terminal"]))
        #expect(!SynchronizedOutput.isWorthAsking(environment: ["TERM": "screen-256color", "STY": "1.pts"]))
        let tmux = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "tmux"]
        #expect(!SynchronizedOutput.isWorthAsking(environment: tmux))
        #expect(!SynchronizedOutput.isWorthAsking(environment: tmux.merging(["TERM_PROGRAM_VERSION": "3.3a"]) { $1 }))
        #expect(SynchronizedOutput.isWorthAsking(environment: tmux.merging(["TERM_PROGRAM_VERSION": "3.7"]) { $1 }))
        #expect(SynchronizedOutput.isWorthAsking(environment: tmux.merging(["TERM_PROGRAM_VERSION": "next-4.0"]) { $1 }))
    }

    @Test func framesAreWrapped_onlyWhenTheTerminalReportedTheMode() {
        #expect(!SynchronizedOutput.isOn(answers: nil))
        #expect(!SynchronizedOutput.isOn(answers: TerminalAnswers()))
        var answers = TerminalAnswers()
        answers.synchronizedOutput = true
        #expect(SynchronizedOutput.isOn(answers: answers))
    }
}
