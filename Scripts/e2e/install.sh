#!/usr/bin/env bash
# Installing like a Unix tool, end to end, on a temporary prefix: Scripts/install puts kiji, its man
# page and its completions there; the installed kiji names its version and commit and runs --demo in
# tmux; `man -l` renders the page with every subcommand and the KEYS, ENVIRONMENT, FILES and EXAMPLES
# sections spliced in from docs/man/; bash completes `kiji us<Tab>` to `user` with
# the installed script; after a second install over the first, `Scripts/install --uninstall` leaves the
# prefix exactly as it was, including a folder and a file that were there before. Prints "N passed, M failed" last.
#
# The guard on the binary users get (Scripts/check-binary): `readelf -d` names no libFoundation and
# no ICU, the symbol table holds no Foundation and no ICU data, and stripped it is at most 25 MB. ICU
# that a system library loads is allowed: Debian's libxml2 (kiji's HTML tokeniser) loads libicuuc
# and libicudata; the check's output names the libraries that do.
#
# It installs $KIJI_BIN with --from-bin: Scripts/test sets it to the release build Scripts/install
# makes (Scripts/build-release), so the release build is made once; without it, this builds that.
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji
prefix="$work/prefix"

# listing: every entry under the prefix with its type, size and mode.
listing() { (cd "$prefix" && find . -printf '%y %s %m %p\n' | sort); }

# A prefix that is not empty: a folder install also uses, and a man page of another program.
mkdir -p "$prefix/bin" "$prefix/share/man/man5"
echo "another program's page" >"$prefix/share/man/man5/other.5"
listing >"$work/before"

Scripts/install --from-bin "$bin" --prefix "$prefix" >"$work/install.out" 2>"$work/install.err"
check "Scripts/install succeeds" test $? -eq 0
installed=(bin/kiji share/man/man1/kiji.1 share/bash-completion/completions/kiji share/zsh/site-functions/_kiji
  share/fish/vendor_completions.d/kiji.fish share/locale/ja/LC_MESSAGES/kiji.mo)
for file in "${installed[@]}"; do
  check "installs $file and says so" grep -qF "$prefix/$file" "$work/install.out"
  check "$file is there" test -s "$prefix/$file"
done
check "it tells how to put the prefix on PATH" grep -qF "export PATH=\"$prefix/bin:" "$work/install.out"
check "and on MANPATH" grep -qF "export MANPATH=\"$prefix/share/man:" "$work/install.out"
"$(dirname "$0")/../make-locales" >/dev/null
check "the installed kiji finds its catalog under the prefix and speaks Japanese in ja_JP.UTF-8" \
  grep -qF "トークンは保存されていません: " <<<"$(env -u LC_ALL XDG_CONFIG_HOME="$work/no-token" LANG=ja_JP.UTF-8 "$prefix/bin/kiji" logout 2>&1)"
check "the installed binary is stripped" bash -c "! readelf -S '$prefix/bin/kiji' | grep -qF .symtab"
Scripts/check-binary "$bin" >"$work/guard.out" 2>&1
guard_status=$?
sed 's/^/     /' "$work/guard.out"
check "the binary links no Foundation and no ICU data, and is at most 25 MB stripped" test "$guard_status" -eq 0

version=$("$prefix/bin/kiji" --version)
expected_commit=$(git rev-parse --short=7 HEAD)
check "--version names the version and the commit ($version)" \
  grep -Eq "^kiji [0-9]+\.[0-9]+\.[0-9]+ \($expected_commit(, modified)?\)$" <<<"$version"

server="kiji-install-$$"
e2e_start "$server" 100 30
kiji_env=("XDG_CACHE_HOME=$work/cache" "XDG_CONFIG_HOME=$work/config")
e2e_keys "$server" "$(bin="$prefix/bin/kiji" kiji_command --demo --port 0)" Enter
check "the installed kiji runs --demo and shows the list" 20 has "VIPER in a Terminal"
e2e_keys "$server" q
check_restored "q quits the installed kiji and leaves the terminal usable" 0

manual=$(MANWIDTH=100 man -l "$prefix/share/man/man1/kiji.1" 2>"$work/man.err")
check "man -l renders the page without complaint" test -z "$(cat "$work/man.err")"
check "the page starts with NAME and the abstract" grep -Eq "full-screen terminal reader for Qiita" <<<"$manual"
# Every subcommand kiji's own help lists must be in the page.
subcommands=$("$prefix/bin/kiji" --help | sed -n '/^SUBCOMMANDS:/,/^$/p' | awk '/^  [^ ]/ { print $1 }')
check "kiji --help lists subcommands" test -n "$subcommands"
for subcommand in $subcommands; do
  check "the page has the subcommand $subcommand" grep -Eq "^     $subcommand( |\$)" <<<"$manual"
done
# The sections spliced in after generate-manual: KEYS from the key tables (the same data as docs/keys.md),
# ENVIRONMENT, FILES and EXAMPLES; EXIT STATUS stays between them.
for section in KEYS ENVIRONMENT FILES "EXIT STATUS" EXAMPLES; do
  check "the page has the section $section" grep -Eq "^$section\$" <<<"$manual"
done
check "the sections come in the order KEYS, ENVIRONMENT, FILES, EXIT STATUS, EXAMPLES" test \
  "$(grep -E '^(KEYS|ENVIRONMENT|FILES|EXIT STATUS|EXAMPLES)$' <<<"$manual" | paste -sd,)" = "KEYS,ENVIRONMENT,FILES,EXIT STATUS,EXAMPLES"
keys_section=$(sed -n '/^KEYS$/,/^ENVIRONMENT$/p' <<<"$manual")
check "KEYS lists the help key with its description and action name" grep -Eq '^ +[?] +This help [(]help[)]$' <<<"$keys_section"
check "KEYS describes a key the way ? does (the article's stock key)" grep -Fq "Stock or unstock (needs kiji login)" <<<"$keys_section"
check "KEYS names the config action of each key (page_down)" grep -Fq "(page_down)" <<<"$keys_section"
check "KEYS heads each screen (An article)" grep -Eq "^   An article$" <<<"$keys_section"
check "FILES names config.toml" grep -Fq '$XDG_CONFIG_HOME/kiji/config.toml' <<<"$manual"
check "ENVIRONMENT names QIITA_ACCESS_TOKEN" grep -Eq '^     QIITA_ACCESS_TOKEN$' <<<"$manual"
check "EXAMPLES shows kiji --demo" grep -Eq '^           kiji --demo$' <<<"$manual"

completion_function=$(sed -n 's/^complete .*-F \([^ ]*\) kiji$/\1/p' "$prefix/share/bash-completion/completions/kiji")
check "the bash script registers a completion function for kiji ($completion_function)" test -n "$completion_function"
completed=$(PATH="$prefix/bin:$PATH" bash --norc --noprofile -c "
  source '$prefix/share/bash-completion/completions/kiji'
  COMP_WORDS=(kiji us); COMP_CWORD=1; COMP_LINE='kiji us'; COMP_POINT=7
  $completion_function kiji us kiji
  echo \"\${COMPREPLY[*]}\"" 2>"$work/completion.err")
check "bash completes kiji us<Tab> to user (got '$completed')" test "$completed" = user

Scripts/install --from-bin "$bin" --prefix "$prefix" >"$work/install-again.out" 2>&1
check "installing again over an install succeeds" test $? -eq 0

Scripts/install --uninstall --prefix "$prefix" >"$work/uninstall.out" 2>&1
check "Scripts/install --uninstall succeeds" test $? -eq 0
listing >"$work/after"
check "uninstall leaves the prefix as it was" diff -u "$work/before" "$work/after"

e2e_result
