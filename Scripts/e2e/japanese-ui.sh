#!/usr/bin/env bash
# End to end: kiji speaks Japanese when the locale is Japanese, as gettext reads it, and English
# otherwise.
#   Scripts/e2e/japanese-ui.sh
#
# The catalog is the one Scripts/build-release compiled beside the binary (bin/locale). Each
# variable gettext reads (LANG, LC_ALL, LC_MESSAGES, and LANGUAGE over a non-C locale) is tried on
# a command line message, `kiji logout` with no token saved; C and en_US.UTF-8 stay English.
# Scripts/make-locales (run by Scripts/test) makes ja_JP.UTF-8 and en_US.UTF-8.
#
# Then the screens, in tmux at 160×40, `kiji --demo` with LANG=ja_JP.UTF-8 (LC_ALL cleared), then
# LANG=C.UTF-8 and LANG=en_US.UTF-8: `?` shows the help ("Search Qiita", "This help"); a comment
# written in the editor (VISUAL, a script) asks its confirm box ("Post this comment? y/n"); with
# the stub failing GET /items with a 500 (PUT /__stub/faults), page 2 (G) fails and `r`, retrying
# it, shows the fault's sentence in the status bar again. In Japanese each text is the catalog's translation of the English
# (lib/catalog.sh reads the compiled catalog), and the English is not on screen; in the other
# two, the English is, and the Japanese is not.
#
# The binary is $KIJI_BIN (Scripts/test: the release build), else lib/e2e.sh builds release.
# Prints "ok   NAME" or "FAIL NAME" per check, then "N passed, M failed".
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
# shellcheck source=lib/catalog.sh
source Scripts/e2e/lib/catalog.sh
e2e_use_kiji
"$(dirname "$0")/../make-locales" >/dev/null

export HOME="$work/home" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache"
unset QIITA_ACCESS_TOKEN LANG LC_ALL LC_MESSAGES LANGUAGE
mkdir -p "$HOME"
english="No token was saved in"
japanese="トークンは保存されていません: "

require "the build tree holds the Japanese catalog" test -s "$(dirname "$bin")/locale/ja/LC_MESSAGES/kiji.mo"

# says NAME TEXT [VAR=VALUE...]: `kiji logout` in that environment prints TEXT.
says() {
    local name=$1 text=$2
    shift 2
    SCREEN=$(env "$@" "$bin" logout 2>&1)
    check "$name" has "$text"
}

says "LANG=ja_JP.UTF-8 speaks Japanese" "$japanese" LANG=ja_JP.UTF-8
says "LC_ALL=ja_JP.UTF-8 wins over LANG=C" "$japanese" LANG=C LC_ALL=ja_JP.UTF-8
says "LC_MESSAGES=ja_JP.UTF-8 wins over LANG=en_US.UTF-8" "$japanese" LANG=en_US.UTF-8 LC_MESSAGES=ja_JP.UTF-8
says "LANGUAGE=ja over en_US.UTF-8 speaks Japanese" "$japanese" LANG=en_US.UTF-8 LANGUAGE=ja
says "LANG=C stays English" "$english" LANG=C
says "LANG=en_US.UTF-8 stays English" "$english" LANG=en_US.UTF-8
says "no language set stays English" "$english"
says "LANGUAGE=ja under the C locale stays English, as gettext does" "$english" LANG=C LANGUAGE=ja

# --- The screens ---------------------------------------------------------------------------------
editor="$work/editor"
printf '#!/bin/sh\n{ echo "Written by the language e2e test"; cat "$1"; } >"$1.new" && mv "$1.new" "$1"\n' >"$editor"
chmod +x "$editor"

list_counted() { has "VIPER in a Terminal" && e2e_last_row | grep -qE '[0-9]+/[0-9]+' && ! e2e_spinning; }
article_ready() { grep -qE '^https://qiita\.com/' <<<"$SCREEN" && ! e2e_spinning; }
comments_ready() { [[ $(e2e_row 0 | grep -o '›' | wc -l) -ge 2 ]] && ! article_ready && ! e2e_spinning; }
shows_all() { local text; for text in "$@"; do has "$text" || return 1; done; }
status_shows() { e2e_last_row | grep -qF -- "$1" && ! e2e_spinning; }

# screens LABEL LANGUAGE VAR=VALUE...: one kiji --demo run in that environment; LANGUAGE (ja or en)
# says which texts it must show, and the other language's must be absent.
screens() {
    local label=$1 language=$2
    shift 2
    local help_search help_this confirm fault other_search other_confirm other_fault
    local fault_msgid="Qiita had a server error (HTTP {status}); try again in a moment."
    if [[ $language == ja ]]; then
        help_search=$(catalog_ja "Search Qiita") || help_search="(no Japanese in the catalog for \"Search Qiita\")"
        help_this=$(catalog_ja "This help") || help_this="(no Japanese in the catalog for \"This help\")"
        confirm=$(catalog_ja "Post this comment? y/n") || confirm="(no Japanese in the catalog for \"Post this comment? y/n\")"
        fault=$(catalog_ja "$fault_msgid" status=500) || fault="(no Japanese in the catalog for \"$fault_msgid\")"
        other_search="Search Qiita" other_confirm="Post this comment? y/n" other_fault=$(catalog_en "$fault_msgid" status=500)
    else
        help_search="Search Qiita" help_this="This help" confirm="Post this comment? y/n"
        fault=$(catalog_en "$fault_msgid" status=500)
        other_search=$(catalog_ja "Search Qiita") || other_search="検索"
        other_confirm=$(catalog_ja "Post this comment? y/n") || other_confirm="投稿"
        other_fault=$(catalog_ja "$fault_msgid" status=500)
    fi
    server="kiji-language-$label-$$"
    local port
    port=$(free_port)
    mkdir -p "$work/$label/cache" "$work/$label/config"
    kiji_env=("XDG_CACHE_HOME=$work/$label/cache" "XDG_CONFIG_HOME=$work/$label/config" "VISUAL=$editor" "$@")
    e2e_start "$server" 160 40 || { fail "$label: tmux starts"; return; }
    e2e_keys "$server" "$(kiji_command --demo --port "$port")" Enter
    if ! e2e_wait "$server" 30 list_counted; then
        fail "$label: the demo list appears"
        e2e_kill_servers
        return
    fi
    e2e_keys "$server" '?'
    help_right() { shows_all "$help_search" "$help_this" && lacks "$other_search"; }
    check "$label: ? shows the help: \"$help_search\", \"$help_this\"" 10 help_right
    e2e_keys "$server" Escape
    # The help gone first: an Enter right behind the Escape would arrive as Alt+Enter.
    help_closed() { list_counted && lacks "$help_this"; }
    e2e_wait "$server" 10 help_closed || fail "$label: Esc closes the help"
    e2e_keys "$server" Enter
    e2e_wait "$server" 15 article_ready || fail "$label: Enter opens the first article"
    e2e_keys "$server" c
    e2e_wait "$server" 15 comments_ready || fail "$label: c opens the comments"
    e2e_keys "$server" C
    confirm_right() { has "Written by the language e2e test" && has "$confirm" && lacks "$other_confirm"; }
    check "$label: a comment written in the editor asks \"$confirm\"" 15 confirm_right
    e2e_keys "$server" n Escape Escape
    e2e_wait "$server" 15 list_counted || fail "$label: Esc twice comes back to the list"
    if put_faults "$port" '[{"path":"/items","fault":{"status":{"_0":500,"errorBody":true}}}]'; then
        # G asks for page 2, which fails; r retries it, and the stub fails it again.
        e2e_keys "$server" G
        fault_right() { status_shows "$fault" && lacks "$other_fault"; }
        e2e_wait "$server" 30 fault_right
        e2e_keys "$server" r
        retried() { ! status_shows "$fault"; }
        e2e_wait "$server" 5 retried
        check "$label: r after the fault (page 2, the stub failing GET /items with a 500) shows \"$fault\"" 30 fault_right
    else
        fail "$label: the stub takes the fault rule"
    fi
    e2e_kill_servers
}


screens japanese ja LC_ALL= LANG=ja_JP.UTF-8
screens c-utf8 en LANG=C.UTF-8
screens en-us en LANG=en_US.UTF-8

e2e_result
