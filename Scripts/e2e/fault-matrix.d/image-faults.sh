#!/usr/bin/env bash
# Image faults, end to end: the first article's image, /files/bands.png, answers 404, a truncated
# file, garbage bytes, an HTML page, a PNG header claiming 100000×100000, a 30 MB body or too
# slowly, in every output mode: `kiji --demo --timeout T --images MODE` at 160×40 (every sentence
# fits), with the stub's request log, one run per fault and mode: once the list is in, a rule on
# /files/* is set and the first article opened.
# - off: the article shows `[image: alt]`, says nothing and asks for no image; then `i` turns images on
#   (symbols) and the run goes on as below: so off and symbols are both covered by one run.
# - sixel, kitty, iterm: the image is fetched under the fault, `[image: alt]` stays, the status bar says
#   one image could not be shown and `e` gives the fault's reason for bands.png; Esc closes it.
# Then `i` turns images off with the placeholder still there, and `q` twice quits with status 0 and
# the terminal restored. tmux shows no sixel, so for the pixel modes the bytes are checked apart
# (image_fault_bytes_case): the same faults, `kiji read` of the article in a pty against a stub of
# its own, every byte kept: the status bar's sentence and `e`'s reason come, and no pixel sequence
# (DCS, kitty's APC G, iTerm2's OSC 1337) is written; a run without a fault shows the harness does
# see the mode's pixels.
# Offline with images on (image_offline_case): the article's connection is reset, so its cached copy
# shows with the offline note, while bands.png answers 404 (failing before the note) or too slowly
# (failing after it): the status bar says both, offline first; `e` gives the image's reason; `i`
# off and on says the image could not be shown, and the next key brings back both.
# The fault matrix's `images` section (Scripts/e2e/fault-matrix.sh runs it; it runs alone too).
# The binary is $KIJI_BIN, else lib/e2e.sh builds release. Prints "N passed, M failed" last.
set -uo pipefail
# shellcheck source=../lib/e2e.sh
source "$(dirname "$0")/../lib/e2e.sh"
unset QIITA_ACCESS_TOKEN VISUAL
e2e_use_kiji

image_alt="[image: Four colour bands: red, green, blue and yellow]"
image_requests() { grep -c 'GET /files/bands.png' "$1" 2>/dev/null; }
article_with_placeholder() { has "VIPER in a Terminal" && has "$image_alt" && has "Why bother with an architecture"; }
images_off_quiet() { article_with_placeholder && ! e2e_last_row | grep -qF "could not be shown" && kiji_running; }
image_failed() { article_with_placeholder && e2e_last_row | grep -qF "An image could not be shown; press e for why." && e2e_idle; }
# The box's text, its rows joined (the article's text around the box left out).
box_text() { grep -F '│' <<<"$SCREEN" | sed -E 's/^[^│]*│//; s/│[^│]*$//' | tr '\n' ' ' | sed -E 's/ +/ /g'; }
image_reason() { has "┌ Messages" && grep -qF "bands.png: $1" <<<"$(box_text)"; }
placeholder_only() { ! has "┌ Messages" && article_with_placeholder && kiji_running; }
images_off_again() { placeholder_only && e2e_last_row | grep -qF "Images off: placeholders only."; }
# demo_with_rules NAME RULES ARGS…: a new server at 160×40 running `kiji --demo ARGS…`, the stub's
# requests logged in $work/requests-$server; once the list is in, the stub takes RULES (a JSON
# array). Returns non-zero, the failure said, when either does not come.
demo_with_rules() {
    local name=$1 rules=$2 port
    shift 2
    new_server
    port=$(free_port)
    e2e_start "$server" 160 40 || { fail "$name: tmux starts"; return 1; }
    e2e_keys "$server" "KIJI_STUB_REQUEST_LOG=$work/requests-$server $(home_command "$server" --demo --port "$port" "$@")" Enter
    if ! e2e_wait "$server" 30 list_ready; then fail "$name: the list loads"; e2e_kill_servers; return 1; fi
    put_faults "$port" "$rules" && return 0
    fail "$name: the stub takes the rule"
    e2e_kill_servers
    return 1
}

# image_fault_case MODE NAME FAULT REASON SECONDS TIMEOUT: REASON is the start of the sentence `e`
# gives, SECONDS how long the status bar may take to say it, TIMEOUT kiji's --timeout.
image_fault_case() {
    local mode=$1 name="image, $1: $2" fault=$3 reason=$4 seconds=$5 timeout=$6
    demo_with_rules "$name" "[{\"path\":\"/files/*\",\"fault\":$fault}]" --timeout "$timeout" --images "$mode" || return
    local requests="$work/requests-$server"
    e2e_keys "$server" Enter
    local shown="$mode"
    if [[ $mode == off ]]; then
        if check "$name: with images off the article shows [image: alt] and says nothing" 20 images_off_quiet; then
            sleep 0.3
            if [[ "$(image_requests "$requests")" == 0 ]]; then ok "$name: with images off no image is asked for"
            else fail "$name: with images off no image is asked for" "the stub's log: $(grep -F /files/ "$requests")"; fi
        fi
        e2e_keys "$server" i
        shown="symbols mode (i)"
    fi
    if ! check "$name: in $shown [image: alt] stays and the status bar says an image could not be shown" "$seconds" image_failed; then
        skipped "$name: e gives the reason" "$name: i turns images off" "$name: q quits and restores the terminal"
        e2e_kill_servers
        return
    fi
    if (($(image_requests "$requests") >= 1)); then ok "$name: the image was asked for (the stub's log names it)"
    else fail "$name: the image was asked for (the stub's log names it)" "no GET /files/bands.png in $requests"; fi
    e2e_keys "$server" e
    check "$name: e gives the reason \"$reason…\"" 10 image_reason "$reason"
    e2e_keys "$server" Escape
    if e2e_wait "$server" 10 placeholder_only; then
        e2e_keys "$server" i
        check "$name: i turns images off and the placeholder stays" 10 images_off_again
    else
        fail "$name: i turns images off and the placeholder stays" "Esc did not close the reason"
    fi
    e2e_keys "$server" q
    e2e_wait "$server" 10 list_ready
    e2e_keys "$server" q
    check_restored "$name: q quits with status 0 and restores the terminal" 0
    e2e_kill_servers
}

# image_fault_bytes_case MODE NAME FAULT REASON TIMEOUT: `kiji read --timeout TIMEOUT` of the first
# article in a 100×30 pty with --images MODE, against the stub on $image_stub_port with FAULT on
# /files/* (`none` for no rule): waits for the status bar's sentence, presses e and waits for the
# reason, Esc (a second later q, which would otherwise arrive as Alt+q), q; then no byte kiji wrote
# starts a pixel sequence. With no rule it waits for the mode's first pixel sequence instead.
pixel_sequences() { grep -caP '\x1bP|\x1b_G|\x1b\]1337;' "$1"; }
image_fault_bytes_case() {
    local mode=$1 name="image bytes, $1: $2" fault=$3 reason=$4 timeout=$5 out="$work/bytes-$1-$RANDOM"
    local home="$work/home-bytes-$RANDOM" steps
    mkdir -p "$home/cache" "$home/config"
    if [[ $fault == none ]]; then
        lift_faults "$image_stub_port" || { fail "$name: the stub drops its rules"; return; }
        local introducer
        case $mode in
            sixel) introducer=$'\e'"P" ;;
            kitty) introducer=$'\e'"_G" ;;
            iterm) introducer=$'\e'"]1337;" ;;
        esac
        steps=("wait:$introducer" "key:q" "end")
    else
        put_faults "$image_stub_port" "[{\"path\":\"/files/*\",\"fault\":$fault}]" || { fail "$name: the stub takes the rule"; return; }
        steps=("wait:could not be shown" "key:e" "wait:${reason:0:24}" "key:"$'\e' "pause:1" "key:q" "end")
    fi
    python3 Scripts/e2e/lib/pty-capture.py "$out" 100 30 "${steps[@]}" -- \
        env SWIFT_BACKTRACE=interactive=no TERM=xterm-256color "XDG_CACHE_HOME=$home/cache" "XDG_CONFIG_HOME=$home/config" \
        "$bin" read 7e476343f4055a17c3e9 --base-url "http://127.0.0.1:$image_stub_port/api/v2" --timeout "$timeout" --images "$mode"
    SCREEN=$(cat "$out.log" 2>/dev/null)
    if [[ $fault == none ]]; then
        check "$name: the image's pixel sequence comes (the harness sees pixels), and q quits with status 0" \
            test "$(grep -c '^timeout' "$out.log")" == 0 -a "$(tail -1 "$out.log")" == "status 0"
        return
    fi
    check "$name: the status bar's sentence and e's reason come, and q quits with status 0" \
        test "$(grep -c '^timeout' "$out.log")" == 0 -a "$(tail -1 "$out.log")" == "status 0"
    local sequences
    sequences=$(pixel_sequences "$out")
    SCREEN=""
    check "$name: no pixel sequence is written ($sequences lines with one)" test "$sequences" == 0
}

# Name, rule, the start of e's reason, seconds the status bar may take, kiji's --timeout: 30 s for
# the 30 MB body, whose 20 MB must arrive before the limit is met, even on a loaded machine.
image_faults=(
    "404" '{"status":{"_0":404,"errorBody":true}}' "The image is not on its server any more (HTTP 404)." 20 3
    "a truncated file" '{"truncatedBody":{}}' "The connection broke before the whole image arrived." 20 3
    "garbage bytes" '{"garbageBytes":{}}' "The file is not a PNG, JPEG or GIF image." 20 3
    "an HTML page" '{"wrongContentType":{}}' "The image's address answered with a web page, not an image." 20 3
    "a PNG header claiming 100000×100000" '{"hugeImageHeader":{}}' "The image is 100000×100000 pixels, over the 8192×8192 limit." 20 3
    "a 30 MB body" '{"oversizeBody":{"bytes":31457280}}' "The image is larger than the 20 MB limit" 40 30
    "a slow answer (10 s, --timeout 3)" '{"delay":{"seconds":10}}' "The image's server was too slow" 30 3
)
# The output modes kiji has; tmux shows the text of each, the pty the bytes of the pixel ones.
image_modes=(off sixel kitty iterm)
image_pixel_modes=(sixel kitty iterm)

for mode in "${image_modes[@]}"; do
    for ((f = 0; f < ${#image_faults[@]}; f += 5)); do
        image_fault_case "$mode" "${image_faults[@]:f:5}"
    done
done
# image_offline_case NAME FAULT: `kiji --demo --images symbols`; once the list is in (and cached),
# every item's connection is reset mid-answer (the network fails, so "offline"; a 500 would name
# itself) and /files/* answers FAULT, and the first article is opened.
image_offline_case() {
    local name="image, offline: $1" fault=$2
    local rules="[{\"path\":\"/items/*\",\"fault\":{\"resetMidBody\":{}}},{\"path\":\"/files/*\",\"fault\":$fault}]"
    demo_with_rules "$name" "$rules" --timeout 3 --images symbols || return
    e2e_keys "$server" Enter
    offline_and_failed() {
        article_with_placeholder && e2e_idle &&
            e2e_last_row | grep -qF "offline — showing the cached copy; press r to try again. An image could not be shown; press e for why."
    }
    if ! check "$name: the status bar keeps the offline note and says the image could not be shown after it" 30 offline_and_failed; then
        skipped "$name: e gives the image's reason" "$name: i off and on says the image could not be shown" \
            "$name: the next key brings back the offline note and the image's fault" "$name: q quits with status 0 and restores the terminal"
        e2e_kill_servers
        return
    fi
    e2e_keys "$server" e
    check "$name: e gives the image's reason" 10 image_reason "The image"
    e2e_keys "$server" Escape
    e2e_wait "$server" 10 placeholder_only
    e2e_keys "$server" i
    e2e_wait "$server" 10 images_off_again
    e2e_keys "$server" i
    images_on_again() { e2e_last_row | grep -qF "Images on. An image could not be shown; press e for why."; }
    check "$name: i off and on says the image could not be shown" 10 images_on_again
    e2e_keys "$server" j
    check "$name: the next key brings back the offline note and the image's fault" 10 offline_and_failed
    e2e_keys "$server" q
    e2e_wait "$server" 10 list_ready
    e2e_keys "$server" q
    check_restored "$name: q quits with status 0 and restores the terminal" 0
    e2e_kill_servers
}
image_offline_case "404, before the note" '{"status":{"_0":404,"errorBody":true}}'
image_offline_case "a slow answer, after the note" '{"delay":{"seconds":10}}'

image_stub_port=$(free_port)
if start_stub "$image_stub_port" "$work/stub-images.out"; then
    for mode in "${image_pixel_modes[@]}"; do
        image_fault_bytes_case "$mode" "no fault" none "" 3
        for ((f = 0; f < ${#image_faults[@]}; f += 5)); do
            image_fault_bytes_case "$mode" "${image_faults[f]}" "${image_faults[f + 1]}" "${image_faults[f + 2]}" "${image_faults[f + 4]}"
        done
    done
    kill "$stub_pid" 2>/dev/null
else
    SCREEN=$(cat "$work/stub-images.out" 2>/dev/null)
    fail "image bytes: a stub starts on port $image_stub_port"
fi

e2e_result
