#!/usr/bin/env bash
# End to end: an article's image shown by kitty's Unicode placeholders, through a pty whose
# "terminal" (the script) answers kiji's start-up questions as kitty 0.35.2 does; the screens the
# bytes make are read in tmux.
#   Scripts/e2e/article-images-kitty-placeholders.sh
#
# No terminal installed here draws placeholders (Debian's kitty is 0.26.5; they came in 0.28.0),
# so this checks the bytes kiji writes and the cells they leave, not pixels on a screen.
# `kiji preview --images kitty` of the four-band draft (lib/pixels.py: a 400×200 PNG, 40 cells by
# 10 rows on cells of 10×20 pixels), in a pty of 80×24:
# 1. The first frame sends the image once under an id (a=t, quiet), its payload the 400×200
#    bands, then its virtual placement (a=p,U=1, 40 columns, 10 rows, quiet); nothing is ever
#    placed on the screen (no a=p without U=1).
# 2. Replayed in tmux, the first frame leaves 10 rows of 40 placeholder cells (U+10EEEE) from
#    column 0, row r's cell c followed by the diacritics for r and c (the spec's list) and coloured
#    in the 256-colour index that is the image's id.
# 3. Each Down sends no graphics command at all: after 3 Downs the rows are 3 higher, and once the
#    image reaches the pager's top its first rows are gone and the rest start at the top, with
#    their own row numbers (no cropping: the cells are text).
# 4. `i` frees the image (a=d,d=I) and the cells are gone; `i` again sends it once more with its
#    virtual placement. q frees it before kiji leaves the alternate screen. Every command is
#    quiet (q=2).
# 5. `kiji --demo`: opening the first article (its image the stub's bands.png) and paging down to
#    the image sends it with its virtual placement; going back to the list frees it (a=d,d=I)
#    while kiji keeps running.
# When --images kitty is given, kiji asks only XTVERSION, the cell size and DA1 (not kitty's
# graphics query, which is answered aloud).
# 6. The choice: with the same answers but no --images (auto), placeholders too; answering as
#    kitty 0.26.5 (--images kitty), the image is placed (a=p,…,C=1) and no placeholder is written.
# The binary is $KIJI_BIN, else lib/e2e.sh builds release.
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji
pixels=Scripts/e2e/lib/pixels.py
e2e_bands_image

kitty_new='\x1b_Gi=31;OK\x1b\\\x1bP>|kitty(0.35.2)\x1b\\\x1b[6;20;10t\x1b[?62;c'
kitty_old='\x1b_Gi=31;OK\x1b\\\x1bP>|kitty(0.26.5)\x1b\\\x1b[6;20;10t\x1b[?62;c'

# Runs kiji in the pty with the answer ($1), the keys (a Python list literal, $2), and its
# arguments; keeps the bytes as $work/NAME.bin and the key offsets as NAME.bin.marks.
run_case() {
    local name=$1 answer=$2 keys=$3
    shift 3
    python3 - "$work" "$bin" "$answer" "$keys" "$@" <<'PY'
import ast, sys
sys.path.insert(0, "Scripts/e2e/lib")
import pixels
work, binary, answer, keys, args = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5:]
pixels.run(work, binary, args, keys=ast.literal_eval(keys), pause=1.5, answer=ast.literal_eval("b'" + answer + "'"))
PY
    cp "$work/out.bin" "$work/$name.bin"
    cp "$work/out.bin.marks" "$work/$name.bin.marks"
}

down='"\x1b[B"'
run_case main "$kitty_new" "[$(printf "$down, %.0s" {1..14})'i', 'i', 'q']" preview bands.md --images kitty
run_case auto "$kitty_new" "['q']" preview bands.md
run_case old "$kitty_old" "['q']" preview bands.md --images kitty
run_case demo "$kitty_new" "['\r', '\x1b[6~', 'q', 'q']" --demo --images kitty

# Replays the first $2 bytes of $work/$1.bin in a fresh tmux pane of 80×24 (raw, so no byte is
# translated) and keeps its screen with colours as $work/$1-$2.screen. A title set after the
# bytes says when tmux has read them all.
replay() {
    local name=$1 bytes=$2 replay_server="replay$RANDOM"
    head -c "$bytes" "$work/$name.bin" >"$work/replay.bin"
    printf '\033]2;replayed-%s\007' "$bytes" >>"$work/replay.bin"
    e2e_start "$replay_server" 80 24 || { fail "tmux starts for the replay"; return 1; }
    e2e_type "$replay_server" "stty raw -echo; cat '$work/replay.bin'; exec sleep 600"
    e2e_keys "$replay_server" Enter
    local tries=0
    until [[ "$(e2e_format "$replay_server" '#{pane_title}')" == "replayed-$bytes" ]]; do
        tries=$((tries + 1))
        ((tries > 200)) && { fail "tmux read the replayed bytes"; return 1; }
        sleep 0.05
    done
    e2e_capture "$replay_server" -e >"$work/$name-$bytes.screen"
    tmux -L "$replay_server" kill-server 2>/dev/null
}
read -r -a marks <"$work/main.bin.marks"
# The screens after the first frame, 3 Downs, 10 Downs, and the first i (marks[k]: the bytes
# before key k).
for step in 0 3 10 15; do
    replay main "${marks[$step]}"
done

python3 - "$work" "${marks[0]}" "${marks[3]}" "${marks[10]}" "${marks[15]}" >"$work/checks" <<'PY'
import re, sys, unicodedata
sys.path.insert(0, "Scripts/e2e/lib")
from pixels import COLOURS, kitty_commands, kitty_rgba, near, rgba_at, result
work, at_first, at_3, at_10, at_off = sys.argv[1], *map(int, sys.argv[2:])
def steps(name):
    data = open(f"{work}/{name}.bin", "rb").read()
    marks = list(map(int, open(f"{work}/{name}.bin.marks").read().split()))
    return [data[a:b] for a, b in zip([0] + marks, marks + [len(data)])]

# The spec's diacritics (graphics protocol, rowcolumn-diacritics.txt), for the numbers 0 to 39.
DIACRITICS = [0x0305, 0x030D, 0x030E, 0x0310, 0x0312, 0x033D, 0x033E, 0x033F, 0x0346, 0x034A, 0x034B, 0x034C, 0x0350,
              0x0351, 0x0352, 0x0357, 0x035B, 0x0363, 0x0364, 0x0365, 0x0366, 0x0367, 0x0368, 0x0369, 0x036A, 0x036B,
              0x036C, 0x036D, 0x036E, 0x036F, 0x0483, 0x0484, 0x0485, 0x0486, 0x0487, 0x0592, 0x0593, 0x0594, 0x0595,
              0x0597]
PLACEHOLDER = "\U0010EEEE"

def cells(screen_file):
    """Each row of a capture-pane -e screen as its cells: (text with combining marks, fg index or None)."""
    rows, fg = [], None
    for line in open(screen_file, encoding="utf-8").read().split("\n")[:24]:
        row = []  # capture-pane -e carries the colour over from the line before
        for token in re.finditer(r"\x1b\[([0-9;:]*)m|(.)", line, re.S):
            if token.group(2) is None:
                params = [int(p) if p else 0 for p in re.split("[;:]", token.group(1))] if token.group(1) else [0]
                i = 0
                while i < len(params):
                    p = params[i]
                    if p == 0 or p == 39: fg = None
                    elif 30 <= p <= 37: fg = p - 30
                    elif 90 <= p <= 97: fg = p - 90 + 8
                    elif p == 38 and i + 2 < len(params) and params[i + 1] == 5: fg = params[i + 2]; i += 2
                    elif p in (38, 48) and i + 1 < len(params) and params[i + 1] == 2: i += 4
                    elif p == 48 and i + 2 < len(params) and params[i + 1] == 5: i += 2
                    i += 1
            elif unicodedata.combining(token.group(2)) and row:
                row[-1] = (row[-1][0] + token.group(2), row[-1][1])
            else:
                row.append((token.group(2), fg))
        rows.append(row)
    return rows

def image_rows(screen_file, image_id):
    """{screen row: [row number, list of column numbers]} for rows holding placeholders, or a
    reason string when a placeholder cell is not one of image_id's."""
    found = {}
    for y, row in enumerate(cells(screen_file)):
        placed = [(x, text, fg) for x, (text, fg) in enumerate(row) if text.startswith(PLACEHOLDER)]
        if not placed:
            continue
        numbers = []
        for x, text, fg in placed:
            marks = [DIACRITICS.index(ord(c)) if ord(c) in DIACRITICS else -1 for c in text[1:]]
            if fg != image_id & 0xFF or len(marks) != 2 + (image_id >> 24 != 0):
                return f"row {y} column {x}: colour {fg}, diacritics {[hex(ord(c)) for c in text[1:]]}"
            numbers.append((x, marks[0], marks[1]))
        if [x for x, _, _ in numbers] != list(range(len(numbers))) or len({r for _, r, _ in numbers}) != 1:
            return f"row {y}: {numbers[:5]}…"
        found[y] = [numbers[0][1], [c for _, _, c in numbers]]
    return found

main = steps("main")
first = kitty_commands(main[0])
sends = [keys for keys, _, _ in first if keys.get("a") in ("t", "T")]
result("the first frame sends one image under an id", len(sends) == 1 and sends[0].get("i", "0") != "0", sends)
image_id = int(sends[0]["i"]) if sends else 0
virtual = [keys for keys, _, _ in first if keys.get("a") == "p"]
result("then its virtual placement: U=1, 40 columns by 10 rows, under its id",
       [(k.get("U"), k.get("i"), k.get("c"), k.get("r")) for k in virtual] == [("1", str(image_id), "40", "10")], virtual)
order = [keys.get("a") for keys, _, _ in first if keys.get("a") in ("t", "p")]
result("the pixels go before the virtual placement", order == ["t", "p"], order)
width, height, fmt, rgba = kitty_rgba(first) if sends else (0, 0, 0, b"")
samples = [rgba_at(width, fmt, rgba, 50 + 100 * band, 100) for band in range(4)] if len(rgba) >= width * height * 3 else []
result("its payload is the 400×200 bands", (width, height) == (400, 200) and len(samples) == 4 and all(near(s, c) for s, c in zip(samples, COLOURS)),
       (width, height, samples))
every = [keys for step in main for keys, _, _ in kitty_commands(step)]
placed = [keys for keys in every if keys.get("a") == "p" and keys.get("U") != "1"]
result("nothing is ever placed on the screen (no a=p without U=1)", not placed, placed)
result("every command is quiet (q=2), and kitty's graphics query is not asked", all(keys.get("q") == "2" for keys in every),
       [k for k in every if k.get("q") != "2"][:3])

shown = image_rows(f"{work}/main-{at_first}.screen", image_id)
good = isinstance(shown, dict) and len(shown) == 10 and list(shown) == list(range(min(shown), min(shown) + 10))
good = good and all(shown[y] == [y - min(shown), list(range(40))] for y in shown)
result("replayed, the first frame shows 10 rows of 40 placeholder cells numbered by the spec's diacritics, in the id's colour", good, shown)
top = min(shown) if good else 0

downs = main[1:15]
result("no Down sends a graphics command", all(not kitty_commands(step) for step in downs), [kitty_commands(s)[:1] for s in downs])
result("the Downs send text only (no APC, DCS or OSC)", all(not re.search(rb"\x1b[_P\]]", step) for step in downs), "")
after3 = image_rows(f"{work}/main-{at_3}.screen", image_id)
good = isinstance(after3, dict) and after3 == {y - 3: shown[y] for y in shown}
result("after 3 Downs the same cells are 3 rows higher", good, after3)
after10 = image_rows(f"{work}/main-{at_10}.screen", image_id)
gone = 10 - (top - 1)  # the pager's top is row 1, under the header
expected = {1 + r - gone: [r, list(range(40))] for r in range(gone, 10)} if good else None
result("after 10 Downs the rows that scrolled past the pager's top are gone and the rest start at row 1",
       isinstance(after10, dict) and after10 == expected and 0 < gone < 10, (top, after10))

off = kitty_commands(main[15])
result("i frees the image (a=d,d=I)", any(k.get("a") == "d" and k.get("d") == "I" and k.get("i") == str(image_id) for k, _, _ in off), off)
result("and its cells are gone", image_rows(f"{work}/main-{at_off}.screen", image_id) == {}, "")
on = kitty_commands(main[16])
result("i again sends it once more, with its virtual placement",
       [(k.get("a"), k.get("i"), k.get("U")) for k, _, _ in on if k.get("a") in ("t", "p")] == [("t", str(image_id), None), ("p", str(image_id), "1")], on)
quit_step = main[17]
freed = [m.start() for m in re.finditer(rb"\x1b_Ga=d,d=I,i=%d,q=2\x1b\\" % image_id, quit_step)]
left = quit_step.find(b"\x1b[?1049l")
result("q frees the image before kiji leaves the alternate screen", len(freed) == 1 and 0 <= freed[0] < left, (freed, left))

auto = steps("auto")
result("auto on kitty 0.35.2 chooses placeholders too",
       any(k.get("U") == "1" for k, _, _ in kitty_commands(auto[0])) and PLACEHOLDER.encode() in auto[0], "")
old = steps("old")
old_commands = kitty_commands(old[0])
result("kitty 0.26.5 gets a placement (C=1) and no placeholder",
       any(k.get("a") == "p" and k.get("C") == "1" for k, _, _ in old_commands)
       and not any(k.get("U") for k, _, _ in old_commands) and PLACEHOLDER.encode() not in b"".join(old), old_commands[-2:])

demo = steps("demo")
opened = kitty_commands(demo[1] + demo[2])
demo_ids = [k.get("i") for k, _, _ in opened if k.get("a") == "p" and k.get("U") == "1"]
result("demo: opening the article and paging to its image sends it with a virtual placement",
       len(demo_ids) == 1 and PLACEHOLDER.encode() in demo[1] + demo[2], opened[-2:])
back = kitty_commands(demo[3])
result("demo: back to the list frees it while kiji runs on",
       bool(demo_ids) and any(k.get("a") == "d" and k.get("d") == "I" and k.get("i") == demo_ids[0] for k, _, _ in back)
       and b"\x1b[?1049l" not in demo[3], back)
PY
e2e_count_checks "$work/checks" 19
e2e_result
