import Foundation
import KijiData
import KijiDomain
import KijiModules
import QiitaAPI
import TerminalUI

/// The composition root: builds the concrete repositories, the shell and the first screen.
@MainActor
enum ReaderApp {
    /// Runs the reader on the terminal until the user quits; `keepAlive` lives as long as the app.
    /// `preferredTheme` applies unless colours are off; `keys` rebinds actions.
    static func run(
        client: QiitaClient, source: ItemListSource, perPage: Int, note: String?, keepAlive: AnyObject?,
        preferredTheme: Theme = .standard, keys: KeyOverrides = KeyOverrides()
    ) -> Never {
        let app = TerminalApplication()
        let environment = ProcessInfo.processInfo.environment
        let theme = Theme.resolved(preferred: preferredTheme, environment: environment, terminalHasColors: app.colorsEnabled)
        let shell = AppShell(loop: app.loop, theme: theme, note: note.map { DisplayText(sanitizing: $0) } ?? .empty) {
            withExtendedLifetime(keepAlive) {}
            app.exit(status: 0)
        }
        shell.keyOverrides = keys
        var deps = Dependencies(
            items: RemoteItemRepository(client: client), readMarks: InMemoryReadMarks(), perPage: perPage,
            externals: SystemExternalActions(environment: environment))
        deps.stocks = RemoteStockRepository(client: client)
        deps.account = RemoteAccountRepository(client: client)
        deps.keys = keys
        shell.makeSearchPrompt = { [unowned shell] in SearchRouter.assembleModule(navigator: shell, deps: deps) }
        app.loop.root = shell
        shell.push(ItemListRouter.assembleModule(source: source, navigator: shell, deps: deps))
        app.run()
    }
}
