#!/usr/bin/env bash
# End to end: the module generator's templates stay honest as the real modules evolve.
# Copies the repository to a temporary folder, generates a module from each template there
# (Bookmarks from `module`, Likers from `rows`), builds everything with tests, runs the generated
# modules' tests, checks that each generated module has the shape of the modules of its kind
# (Bookmarks ~ ItemDetail; Likers ~ the item lists, Comments, Trend, Timeline and My articles, all
# five on ModuleKit's RowsScreen and RowsPresentation:
# the same files, the module plumbing, keys registered by name, routes out through Routes, virtual
# rows, the same test layout), that the route each run prints compiles where it says it goes (on
# Destination, ScreenFactory's switch and the screen catalogue) and that no generated module names
# another module folder's types; and checks that a second run refuses without touching anything, that --dry-run
# writes nothing and that a bad name exits 64.
# Prints "N passed, M failed".
# KIJI_BUILD_CACHE names the build folder that seeds the copy (default: .build).
# The copy builds at the repository's own path: a private mount namespace (unshare --mount) puts
# the copy over the repository for the generator, the build and the tests only, so the copied build
# folder's products, whose module caches record absolute paths, stay valid, and only what the
# generated modules touch compiles again. Where mount namespaces are not allowed, the copy builds
# cold in its own folder from the package checkouts.
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
repository=$PWD
copy="$work/kiji"
mkdir -p "$copy"

# The repository as git sees it (tracked and new files, not ignored ones), without build folders.
git ls-files -z --cached --others --exclude-standard | tar --null --ignore-failed-read -T - -cf - 2>/dev/null | tar -xf - -C "$copy"
cache="${KIJI_BUILD_CACHE:-.build}"
[ -f Package.resolved ] && cp Package.resolved "$copy/"

# in_copy runs a command in the copy, seen at the repository's path where a mount namespace allows.
if unshare --mount --propagation private true 2>/dev/null; then
  echo "The copy builds at the repository's path, over a copy of $cache."
  [ -d "$cache" ] && cp -a "$cache" "$copy/.build"
  in_copy() {
    unshare --mount --propagation private bash -c 'mount --bind "$1" "$2" && cd "$2" && shift 2 && exec "$@"' in_copy "$copy" "$repository" "$@"
  }
else
  echo "No mount namespace here: the copy builds cold in its own folder."
  # Only the package checkouts seed it: Swift's module caches record absolute paths and fail to
  # load from another folder.
  for part in repositories checkouts workspace-state.json; do
    if [ -e "$cache/$part" ]; then mkdir -p "$copy/.build" && cp -a "$cache/$part" "$copy/.build/"; fi
  done
  in_copy() { (cd "$copy" && "$@"); }
fi

checksums() { (cd "$copy" && find Sources Tests Templates -type f -print0 | sort -z | xargs -0 sha256sum; find Sources Tests -type d | sort); }

cd "$copy"
in_copy Scripts/new-module Bookmarks --author "kiji e2e" >"$work/bookmarks.out" 2>"$work/bookmarks.err"
check "new-module Bookmarks succeeds" test $? -eq 0
check "it lists the files it wrote" grep -q "Sources/KijiModules/Bookmarks/BookmarksRouter.swift" "$work/bookmarks.out"
check "it prints the one route to add, built in the factory" \
  grep -qxF "    case .bookmarks: BookmarksRouter.assembleModule(navigator: navigator, routes: self, deps: deps)" "$work/bookmarks.out"
check "it asks for no line in another router" bash -c "! grep -qF 'navigator.push(BookmarksRouter' '$work/bookmarks.out'"
check "the six module files are there" bash -c \
  'for part in Interfaces View Presenter Interactor Entity Router; do [ -f "Sources/KijiModules/Bookmarks/Bookmarks$part.swift" ] || exit 1; done'

in_copy Scripts/new-module Likers --template rows --author "kiji e2e" >"$work/likers.out" 2>"$work/likers.err"
check "new-module Likers --template rows succeeds" test $? -eq 0
check "it prints the route from an item and its origin" grep -qxF \
  "    case .likers(let item, let origin): LikersRouter.assembleModule(item: item, origin: origin, navigator: navigator, routes: self, deps: deps)" "$work/likers.out"

# Add each module's route as the generator printed it: the case on Destination, its line in
# ScreenFactory's switch and its entry in the screen catalogue (the tests' SpyRoutes records any
# destination as it is); the build below then proves that the printed lines fit the code they go into.
insert_before_last_brace() {
  local file=$1 last
  last=$(grep -n '^}$' "$file" | tail -1 | cut -d: -f1)
  [ -n "$last" ] || return 1
  awk -v n="$last" 'NR == n { print ENVIRON["LINE"] } { print }' "$file" >"$file.new" && mv "$file.new" "$file"
}
# insert_at FILE PATTERN OFFSET: puts $LINE after the first line matching PATTERN (OFFSET 1) or before it (0).
insert_at() {
  local file=$1 pattern=$2 offset=$3 at
  at=$(grep -nE -- "$pattern" "$file" | head -1 | cut -d: -f1)
  [ -n "$at" ] || return 1
  awk -v n="$((at + offset))" 'NR == n { print ENVIRON["LINE"] } { print }' "$file" >"$file.new" && mv "$file.new" "$file"
}
add_route() {
  local out=$1 name=$2 lower=$3 destination factory entry
  destination=$(grep -E "^    case $lower(\(.*\))?$" "$out") || return 1
  factory=$(grep -E "^    case \.$lower(\(.*\))?: ${name}Router\.assembleModule\(.*\)$" "$out") || return 1
  entry=$(grep -E "^    ScreenKind\(.*help: ${name}Router\.keyHelp, actionNames: ${name}Router\.keyActionNames\),$" "$out") || return 1
  LINE="$destination" insert_before_last_brace Sources/KijiModules/Navigation/Destination.swift &&
    LINE="    $factory" insert_at Sources/kiji/ScreenFactory.swift '^        switch destination \{$' 1 &&
    LINE="        $entry" insert_at Sources/KijiModules/Catalogue/ScreenCatalogue.swift '^        \]$' 0 &&
    grep -qF "${name}Router.keyActionNames" Sources/KijiModules/Catalogue/ScreenCatalogue.swift
}
check "Bookmarks' printed route goes in as printed" add_route "$work/bookmarks.out" Bookmarks bookmarks
check "Likers' printed route goes in as printed" add_route "$work/likers.out" Likers likers

in_copy swift build --build-tests >"$work/build.out" 2>&1
status=$?
check "swift build --build-tests passes with the generated modules and their routes" test $status -eq 0
[ $status -eq 0 ] || tail -40 "$work/build.out"
check "the generated code compiles without warnings" bash -c \
  "! grep -E '(Bookmarks|Likers)[A-Za-z]*\.swift:[0-9]+:[0-9]+: (warning|error)' '$work/build.out'"

in_copy swift test --skip-build --filter 'KijiModulesTests\.(Bookmarks|Likers)' >"$work/test.out" 2>&1
status=$?
check "the generated modules' tests pass" test $status -eq 0
[ $status -eq 0 ] || grep -E "✘|error" "$work/test.out" | head -40
check "the generated tests ran (suites of every module)" bash -c \
  "grep -q 'Suite \"Bookmarks presenter\" passed' '$work/test.out' && grep -q 'Suite \"Likers screen\" passed' '$work/test.out'"
grep -E "Test run with" "$work/test.out"

in_copy swift test --skip-build --filter 'ArchitectureTests.ModuleBoundaryTests' >"$work/boundary.out" 2>&1
status=$?
check "no generated module names another module folder's types" test $status -eq 0
[ $status -eq 0 ] || grep -E "names .*'s " "$work/boundary.out" | head -20

# Drift: a generated module is what a person would write today. Each marker is a line pattern that
# the hand-written module of its kind has; the generated one must have it too, in the same role's file.
# The markers are checked against the hand-written module first, so a redesign of it that leaves
# the templates behind fails here as well.
shared_with() {
  local generated=$1 written=$2 role=$3 pattern=$4
  grep -qF -- "$pattern" "Sources/KijiModules/$written/$written$role.swift" &&
    grep -qF -- "$pattern" "Sources/KijiModules/$generated/$generated$role.swift"
}
absent_from() {
  local generated=$1 role=$2 pattern=$3
  ! grep -qF -- "$pattern" "Sources/KijiModules/$generated/$generated$role.swift"
}
same_files() {
  local generated=$1 written=$2
  for part in Interfaces View Presenter Interactor Entity Router; do
    [ -f "Sources/KijiModules/$written/$written$part.swift" ] && [ -f "Sources/KijiModules/$generated/$generated$part.swift" ] || return 1
  done
  for part in PresenterTests InteractorTests RouterTests; do
    [ -f "Tests/KijiModulesTests/$written$part.swift" ] && [ -f "Tests/KijiModulesTests/$generated$part.swift" ] || return 1
  done
  [ -f "Tests/KijiModulesTests/Doubles/${written}Doubles.swift" ] && [ -f "Tests/KijiModulesTests/Doubles/${generated}Doubles.swift" ] &&
    [ ! -d "Tests/KijiModulesTests/$generated" ]
}
absent_from_both() {
  local generated=$1 written=$2 role=$3 pattern=$4
  absent_from "$written" "$role" "$pattern" && absent_from "$generated" "$role" "$pattern"
}
# The rows template stands for every list: the four modules made from it (Comments, Trend, Timeline
# and My articles) and the item lists.
for pair in Bookmarks:ItemDetail Likers:ItemList Likers:Comments Likers:Trend Likers:Timeline Likers:MyArticles; do
  generated=${pair%%:*}
  written=${pair##*:}
  check "drift: $generated has $written's files and test layout" same_files "$generated" "$written"
  check "drift: $generated's bindings carry config names" shared_with "$generated" "$written" View ', name: "'
  check "drift: $generated's help words go through the catalog" shared_with "$generated" "$written" View ', group: tr("'
  check "drift: $generated's router passes the keys on" shared_with "$generated" "$written" Router "keys: deps.keys"
  check "drift: $generated's router reaches other screens through routes" shared_with "$generated" "$written" Router "private let routes: any Routes"
  check "drift: $generated's router assembles no other module" absent_from "$generated" Router "Router.assembleModule("
  check "drift: $generated's router publishes its key names" shared_with "$generated" "$written" Router \
    "public nonisolated static var keyActionNames: Set<String> {"
  check "drift: $generated's router publishes its keys' help" shared_with "$generated" "$written" Router \
    "public nonisolated static var keyHelp: KeyHelp {"
  check "drift: $generated's presenter keeps no generation of its own" absent_from "$generated" Presenter "loadGeneration"
  check "drift: $generated's view keeps no busy flag of its own" absent_from "$generated" View "private var busy"
  if [ "$generated" = Likers ]; then
    # A rows screen is a RowsScreen with its own keys, and its presenter keeps a RowsPresentation:
    # the list, the keys every list has, the loads, the failure and the status are ModuleKit's.
    check "drift: $generated's view is a RowsScreen of its rows and actions, as $written's" shared_with "$generated" "$written" View \
      "View: RowsScreen<"
    check "drift: $generated's key table adds its own keys to the list's" shared_with "$generated" "$written" View \
      "nonisolated static let keyTable = RowsKey<Action>.table(["
    check "drift: $generated's view hands its presenter, keys and layout to RowsScreen" shared_with "$generated" "$written" View \
      "View.keyTable, keys: keys, layout: "
    check "drift: $generated's view does its own actions in perform" shared_with "$generated" "$written" View "override func perform(_ action: Action) {"
    check "drift: $generated's view keeps no list or activity of its own" absent_from_both "$generated" "$written" View "ListView("
    check "drift: $generated's view ends no activity itself" absent_from_both "$generated" "$written" View "activity.end(on: host)"
    # An item list's title names its source, and it was written by hand before the template was.
    if [ "$written" != ItemList ]; then
      check "drift: $generated's title goes through the catalog" shared_with "$generated" "$written" Presenter 'public let title: String = tr("'
      check "drift: $generated's router says which template made it" shared_with "$generated" "$written" Router 'Made by kiji-gen from the `rows` template'
    fi
    check "drift: $generated's presenter keeps a RowsPresentation" shared_with "$generated" "$written" Presenter "rows = RowsPresentation("
    check "drift: $generated's presenter cancels its loads on close" shared_with "$generated" "$written" Presenter "rows.cancel()"
    check "drift: $generated's presenter hands moves to the presentation" shared_with "$generated" "$written" Presenter \
      "public func didMoveSelection(to row: Int, rowsInView: Int) { rows.didMoveSelection(to: row, rowsInView: rowsInView) }"
    check "drift: $generated's rows come from the presentation's elements" shared_with "$generated" "$written" Presenter "rows.element(at:"
    check "drift: $generated's presenter keeps no load sequence or failure of its own" absent_from_both "$generated" "$written" Presenter "LoadSequence()"
    check "drift: $generated's presenter interface extends RowsPresenting" shared_with "$generated" "$written" Interfaces \
      "PresenterInterface: RowsPresenting<"
    check "drift: $generated's entity holds its rows, no view state of its own" absent_from_both "$generated" "$written" Entity "ViewState"
    check "drift: $generated's presenter tests watch a SpyRowsView, as $written's do" bash -c \
      "grep -qF 'SpyRowsView<' 'Tests/KijiModulesTests/${written}PresenterTests.swift' 'Tests/KijiModulesTests/Doubles/${written}Doubles.swift' && grep -qF 'SpyRowsView<' 'Tests/KijiModulesTests/${generated}PresenterTests.swift'"
  else
    check "drift: $generated's view keeps a ScreenActivity" shared_with "$generated" "$written" View "private var activity = ScreenActivity()"
    check "drift: $generated's view ends its activity on close" shared_with "$generated" "$written" View "activity.end(on: host)"
    check "drift: $generated's key table is named for config" shared_with "$generated" "$written" View "nonisolated static let keyTable = KeyTable<Action>("
    check "drift: $generated applies the user's keys" shared_with "$generated" "$written" View "keyTable = keys.applied(to: Self.keyTable)"
    check "drift: $generated's presenter loads through a LoadSequence" shared_with "$generated" "$written" Presenter "let loads = LoadSequence()"
    check "drift: $generated's presenter cancels its loads on close" shared_with "$generated" "$written" Presenter "loads.cancel()"
  fi
done
check "drift: Bookmarks drops answers that come after a cancel" shared_with Bookmarks ItemDetail Interactor "try LoadError.checkNotCancelled()"
check "drift: Likers' interactor takes the cached copy and the network" shared_with Likers Comments Interactor "} fetch: { () throws(LoadError) in"
check "drift: Likers' rows are virtual (the presenter makes a row when it is drawn)" bash -c \
  'for module in Likers ItemList Comments Trend Timeline MyArticles; do grep -qF "public func row(at index: Int)" "Sources/KijiModules/$module/${module}Presenter.swift" && ! grep -qE "state\.rows =|\.map\(row\)" "Sources/KijiModules/$module/${module}Presenter.swift" || exit 1; done'
for written in Comments Trend; do
  check "drift: Likers shows the kept copy first, as $written does" shared_with Likers "$written" Presenter \
    "rows.load(keeping: selectedRow) { showKept throws(LoadError) in try await interactor.load(onCached: showKept) }"
  check "drift: Likers says when it is offline, as $written does" shared_with Likers "$written" Presenter \
    "rows.fallback = { [interactor] in interactor.fallback }"
  check "drift: Likers loads the whole list through WholeList, as $written does" shared_with Likers "$written" Interactor "list = WholeList {"
done
for written in ItemList Comments Trend Timeline MyArticles; do
  check "drift: Likers writes dates with DateText, as $written does" shared_with Likers "$written" Presenter "let dates = DateText(timeZone: timeZone)"
done
for written in ItemList Comments Trend MyArticles; do
  check "drift: Likers' refresh keeps the selected row, as $written's does" shared_with Likers "$written" Presenter \
    "public func didRequestRefresh(selectedRow: Int?) {"
done
check "drift: Likers routes to a user by the origin rule" shared_with Likers Comments Router \
  "origin.show(.user(user), screensAbove: 2, navigator: navigator, routes: routes)"
check "drift: Likers names its keys as Comments does" bash -c \
  'for key in author refresh; do grep -qF "name: \"$key\")" Sources/KijiModules/Comments/CommentsView.swift && grep -qF "name: \"$key\")" Sources/KijiModules/Likers/LikersView.swift || exit 1; done'

before=$(checksums)
in_copy Scripts/new-module Bookmarks >"$work/again.out" 2>"$work/again.err"
status=$?
check "a second run refuses with exit code 64" test $status -eq 64
check "the refusal names the files in the way" grep -q "Sources/KijiModules/Bookmarks/BookmarksView.swift" "$work/again.err"
in_copy Scripts/new-module Likers --template rows >/dev/null 2>&1
check "a second run of the rows template refuses too" test $? -eq 64
check "the refusals changed nothing" test "$before" = "$(checksums)"

in_copy Scripts/new-module Notes --dry-run >"$work/dry.out" 2>&1
check "--dry-run succeeds" test $? -eq 0
check "--dry-run lists every path with its size" grep -qE "^ +[0-9]+ bytes  Sources/KijiModules/Notes/NotesRouter.swift$" "$work/dry.out"
check "--dry-run writes nothing" test "$before" = "$(checksums)"

in_copy Scripts/new-module notes >/dev/null 2>&1
check "a lowercase name exits 64" test $? -eq 64
in_copy Scripts/new-module Protocol >/dev/null 2>&1
check "a keyword exits 64" test $? -eq 64
check "bad names wrote nothing" test "$before" = "$(checksums)"

e2e_result
