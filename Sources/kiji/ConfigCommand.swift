import ArgumentParser
import FoundationEssentials
import KijiData
import Localization

/// `kiji config`: where the settings live, and whether they read cleanly.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config", abstract: tr("kiji's settings file."), subcommands: [ConfigPath.self, ConfigCheck.self])
}

/// `kiji config path`: the config file kiji reads.
struct ConfigPath: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path", abstract: tr("Print the path of config.toml ($XDG_CONFIG_HOME/kiji, else ~/.config/kiji)."))

    func run() { Console.out(Settings.load().paths.configFile.path) }
}

/// `kiji config check`: every problem in config.toml, by file, line and key.
struct ConfigCheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: tr("Report unknown keys and bad values in config.toml."))

    func run() throws {
        let settings = Settings.load()
        guard !settings.problems.isEmpty else {
            return Console.out(tr("No problems in {file}.", ["file": settings.paths.configFile.path]))
        }
        settings.reportProblems()
        throw ExitCode(1)
    }
}
