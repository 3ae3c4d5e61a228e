import Testing
import Localization

@Suite struct CatalogFoldersTests {
    @Test func test_catalogs_areLookedForInTheBuildTreeThenUnderThePrefix() {
        #expect(CatalogFolders.candidates(beside: "/opt/kiji/bin/kiji")
            == ["/opt/kiji/bin/locale", "/opt/kiji/bin/../share/locale"])
    }

    @Test func test_aBinaryStartedFromTheCurrentFolder_looksBesideIt() {
        #expect(CatalogFolders.candidates(beside: "kiji") == ["./locale", "./../share/locale"])
    }
}
