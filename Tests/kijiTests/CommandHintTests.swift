import Testing

@testable import kiji

/// The hint for a word the parser did not expect where a command goes.
struct CommandHintTests {
    private let commands = ["home", "all", "trend", "timeline", "mine", "user", "tag", "search", "stocks", "read", "help"]

    @Test func aWordNearACommand_isNamedWithIt_andTheCommandsListed() {
        let hint = CommandHint(unexpected: "trends", arguments: ["trends"], commands: commands)
        #expect(hint?.lines == ["'trends' is not a kiji command. Did you mean 'trend'?", "Commands: " + commands.joined(separator: ", ")])
    }

    @Test func aWordFarFromEveryCommand_getsTheListWithoutAGuess() {
        let hint = CommandHint(unexpected: "frobnicate", arguments: ["frobnicate", "--demo"], commands: commands)
        #expect(hint?.lines.first == "'frobnicate' is not a kiji command.")
    }

    @Test func aCommandAfterOptions_isShownWhereItGoes() {
        let hint = CommandHint(unexpected: "trend", arguments: ["--demo", "--images", "off", "trend"], commands: commands)
        #expect(hint?.lines == ["Options come after the command: kiji trend --demo --images off"])
    }

    @Test func anArgumentAfterACommand_orAnOption_isLeftToTheParser() {
        #expect(CommandHint(unexpected: "extra", arguments: ["read", "ID", "extra"], commands: commands) == nil)
        #expect(CommandHint(unexpected: "trend", arguments: ["read", "trend"], commands: commands) == nil)
        #expect(CommandHint(unexpected: "-x", arguments: ["-x"], commands: commands) == nil)
    }

    @Test func theNearestCommand_isByPrefixOrFewEdits() {
        #expect(CommandHint.nearest(to: "serch", in: commands) == "search")
        #expect(CommandHint.nearest(to: "stock", in: commands) == "stocks")
        #expect(CommandHint.nearest(to: "timelines", in: commands) == "timeline")
        #expect(CommandHint.nearest(to: "zzzz", in: commands) == nil)
        #expect(CommandHint.editDistance(Array("kitten"), Array("sitting")) == 3)
    }
}
