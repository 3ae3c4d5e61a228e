import KijiDomain
import KijiModules
import TerminalUI
import Testing

@testable import kiji

/// The home lists the factory builds for keys 1 to 5, and the first screen `kiji` alone opens.
@MainActor
@Suite("Home screens")
struct HomeScreensTests {
    @Test func everyHomeList_isItsModulesScreen() async throws {
        let reader = try ReaderOverStub()
        defer { reader.close() }
        #expect(reader.factory.screen(for: .trend) is TrendView)
        #expect(try (await reader.factory.home(.trend)).get() is TrendView)
        #expect(try (await reader.factory.home(.mine)).get() is MyArticlesView)
        #expect(try (await reader.factory.home(.timeline)).get() is TimelineView)
        let newest = try (await reader.factory.home(.newest)).get()
        #expect(newest is ItemListView)
        #expect(newest.title.string == "All items")
    }

    @Test func myArticles_pastTheFirstHundred_readTheNextPageEachTimeTheSelectionReachesTheEnd_toTheLast() async throws {
        let reader = try ReaderOverStub(itemCount: 20_000)
        defer { reader.close() }
        let written = reader.itemsOfTheSignedInUser
        try #require(written > 200)
        reader.shell.push(try (await reader.factory.home(.mine)).get())
        #expect(await eventually { reader.top?.status.facts.last?.string == "100" })
        for shown in stride(from: 200, through: written + 99, by: 100) {
            reader.press(.character("G"))
            #expect(
                await eventually { reader.top?.status.facts.last?.string == "\(min(shown, written))" },
                "\(reader.top?.status.facts.map(\.string) ?? []) \(reader.top?.status.message.string ?? "")")
        }
    }

    @Test func theStocks_signedOut_sayHowToLogIn() async throws {
        let reader = try ReaderOverStub()
        defer { reader.close() }
        guard case .failure(let unavailable) = await reader.factory.home(.stocks) else {
            Issue.record("the stocks opened without an account")
            return
        }
        #expect(unavailable.message.contains("kiji login"))
    }

    @Test func kijiAlone_opensTheListHomeNames() {
        #expect(ReaderLauncher.Start.home.resolvingHome(.trend).isTrend)
        #expect(ReaderLauncher.Start.home.resolvingHome(.newest).isNewest)
        #expect(ReaderLauncher.Start.trend.resolvingHome(.newest).isTrend)
        #expect(HomeList.standard(apiHost: "qiita.com") == .trend)
        #expect(HomeList.standard(apiHost: "127.0.0.1") == .newest)
    }
}

extension ReaderLauncher.Start {
    fileprivate var isTrend: Bool { if case .trend = self { true } else { false } }
    fileprivate var isNewest: Bool { if case .list(.all) = self { true } else { false } }
}
