# shellcheck shell=bash
# kiji's words in the catalog a binary speaks, for end-to-end scripts that check a language
# (sourced after lib/e2e.sh; not executable on purpose). The Japanese a check waits for is read
# from the compiled catalog beside the binary under test (bin/locale/ja/LC_MESSAGES/kiji.mo), so a
# check follows the translation instead of copying it, and fails while a message has none.
#
#   catalog_ja MSGID [NAME=VALUE...]
#                                 prints MSGID's Japanese with its {NAME} placeholders filled;
#                                 prints nothing and fails when the catalog has no translation
#   catalog_en MSGID [NAME=VALUE...]
#                                 MSGID with its placeholders filled (the English kiji shows)
#   catalog_file                  the Japanese catalog beside $bin
#   catalog_built                 makes the locales (Scripts/make-locales) and stops the script,
#                                 uncounted, unless the Japanese catalog is beside $bin

catalog_file() { echo "$(dirname "$bin")/locale/ja/LC_MESSAGES/kiji.mo"; }

catalog_built() {
    Scripts/make-locales >/dev/null
    require "the build tree holds the Japanese catalog" test -s "$(catalog_file)"
}

E2E_CATALOG_PY='
import gettext, sys
def fill(text, pairs):
    for pair in pairs:
        name, _, value = pair.partition("=")
        text = text.replace("{" + name + "}", value)
    return text
'

catalog_ja() {
    python3 -c "$E2E_CATALOG_PY"'
with open(sys.argv[1], "rb") as mo:
    catalog = gettext.GNUTranslations(mo)
msgid = sys.argv[2]
text = catalog.gettext(msgid)
if text == msgid:
    sys.exit(1)
print(fill(text, sys.argv[3:]))
' "$(catalog_file)" "$@"
}

catalog_en() {
    python3 -c "$E2E_CATALOG_PY"'
print(fill(sys.argv[1], sys.argv[2:]))
' "$@"
}
