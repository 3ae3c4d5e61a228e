import ArgumentParser
import Foundation
import KijiDomain
import QiitaAPI
import QiitaStub

/// Decides how to start: the reader in a terminal, the demo's stub API alone, or a refusal.
struct ReaderLauncher {
    let options: ReaderOptions
    let source: ItemListSource

    func launch() throws {
        let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        var baseURL = options.apiBaseURL
        var token = ProcessInfo.processInfo.environment["QIITA_ACCESS_TOKEN"].flatMap(AccessToken.init)
        var stub: QiitaStubServer?
        if options.demo {
            let server = try QiitaStubServer(options: options.stub.stubOptions)
            guard interactive else { DemoServer(server: server).serveUntilInterrupted() }
            baseURL = server.baseURL
            token = AccessToken(QiitaStubOptions.demoToken)
            stub = server
        } else if !interactive {
            FileHandle.standardError.write(Data("""
                kiji is a full-screen reader and needs a terminal, but its input or output is not one.
                (With output redirected, kiji --demo serves the stub Qiita API instead.)

                """.utf8))
            throw ExitCode(1)
        }
        let client = QiitaClient(configuration: QiitaClientConfiguration(
            baseURL: baseURL, accessToken: token, transport: .standard(userAgent: KijiVersion.userAgent)))
        let demoNote = stub.map { "demo · \($0.baseURL.host ?? ""):\($0.port)" }
        MainActor.assumeIsolated {
            ReaderApp.run(client: client, source: source, perPage: options.perPage, note: demoNote, keepAlive: stub)
        }
    }
}
