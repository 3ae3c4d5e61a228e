// KijiModulesTests holds one folder per module, Tests/KijiModulesTests/<Name>/, with presenter tests
// (spy view, stub interactor), interactor tests (stub repository) and router tests (spy navigator).
// Each module's test doubles carry its name (BookmarksSpyView, BookmarksStubRepository, …), so two
// modules' folders never clash. Scripts/new-module writes such a folder for every module it makes.
