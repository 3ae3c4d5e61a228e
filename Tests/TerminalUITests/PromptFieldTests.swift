import Testing
@testable import TerminalUI

@MainActor
struct PromptFieldTests {
    private func type(_ text: String, into prompt: inout PromptField) {
        for character in text { _ = prompt.handle(.character(character)) }
    }

    @Test func typing_insertsAtTheCursor() {
        var prompt = PromptField(label: "/")
        type("swft", into: &prompt)
        _ = prompt.handle(.left)
        _ = prompt.handle(.left)
        _ = prompt.handle(.character("i"))
        #expect(prompt.text == "swift")
        #expect(prompt.cursor == 3)
    }

    @Test func paste_goesInAtTheCursorAsOneLine() {
        var prompt = PromptField(label: "/", text: "ab")
        _ = prompt.handle(.left)
        prompt.insert(pasted: "one\ntwo\tthree\u{1B}[31m")
        #expect(prompt.text == "aone two threeb")
        #expect(prompt.cursor == 14)
    }

    @Test func backspaceAndDelete_removeAroundTheCursor() {
        var prompt = PromptField(label: "/", text: "abcd")
        _ = prompt.handle(.backspace)
        #expect(prompt.text == "abc")
        _ = prompt.handle(.home)
        _ = prompt.handle(.delete)
        #expect(prompt.text == "bc")
        _ = prompt.handle(.backspace)
        #expect(prompt.text == "bc" && prompt.cursor == 0)
    }

    @Test func controlKeys_moveAndKill() {
        var prompt = PromptField(label: "/", text: "hello big world")
        _ = prompt.handle(.ctrl("w"))
        #expect(prompt.text == "hello big ")
        _ = prompt.handle(.ctrl("a"))
        #expect(prompt.cursor == 0)
        _ = prompt.handle(.ctrl("e"))
        #expect(prompt.cursor == 10)
        _ = prompt.handle(.left)
        _ = prompt.handle(.left)
        _ = prompt.handle(.ctrl("u"))
        #expect(prompt.text == "g ")
        #expect(prompt.cursor == 0)
    }

    @Test func enterAndEscape_endEditing() {
        var prompt = PromptField(label: "/", text: "日本語")
        #expect(prompt.handle(.enter) == .submitted("日本語"))
        #expect(prompt.handle(.escape) == .cancelled)
    }

    @Test func drawing_placesCursorByColumns() {
        var prompt = PromptField(label: "Search: ", text: "日本")
        let terminal = frame(rows: 1, columns: 20) { prompt.draw(in: $0, theme: .standard) }
        #expect(terminal.rows == ["Search: 日本        "])
        #expect(terminal.cursor?.column == 12)
    }

    @Test func drawing_longText_scrollsToKeepTheCursorVisible() {
        var prompt = PromptField(label: "> ", text: "abcdefghijklmnopqrstuvwxyz")
        let terminal = frame(rows: 1, columns: 10) { prompt.draw(in: $0, theme: .standard) }
        #expect(terminal.rows == ["> tuvwxyz "])
        #expect(terminal.cursor?.column == 9)
        _ = prompt.handle(.home)
        let start = frame(rows: 1, columns: 10) { prompt.draw(in: $0, theme: .standard) }
        #expect(start.rows == ["> abcdefgh"])
        #expect(start.cursor?.column == 2)
    }

    @Test func drawing_afterANarrowFrame_showsAllTheTextAgainWhenItFits() {
        var prompt = PromptField(label: "Search: ", text: "swi")
        _ = frame(rows: 1, columns: 5) { prompt.draw(in: $0, theme: .standard) }
        let wide = frame(rows: 1, columns: 20) { prompt.draw(in: $0, theme: .standard) }
        #expect(wide.rows == ["Search: swi         "])
        #expect(wide.cursor?.column == 11)
    }

    @Test func initialText_isSanitised() {
        let prompt = PromptField(label: "/", text: "a\u{1B}[31mb")
        #expect(prompt.text == "ab")
    }
}
