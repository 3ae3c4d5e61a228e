#!/usr/bin/env bash
# End to end: `kiji --demo` starts the stub, prints where it listens, and a curl to that address
# gets a page of items with Qiita's paging and rate-limit headers; the trend feed is Atom with a weak
# ETag and 304, and every request lands in the log KIJI_STUB_REQUEST_LOG names. Prints "N passed, M failed".
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji

KIJI_STUB_REQUEST_LOG="$work/requests" "$bin" --demo >"$work/out" 2>"$work/err" &
pid=$!

api=""
for _ in $(seq 1 100); do
  api=$(sed -n 's/^API: //p' "$work/out")
  [ -n "$api" ] && break
  sleep 0.1
done
check "the demo prints the API address" test -n "$api"

if [ -n "$api" ]; then
  curl -s -D "$work/headers" -o "$work/body" "$api/items?page=1&per_page=20"
  check "status is 200" grep -q "^HTTP/1.1 200" "$work/headers"
  check "Link names the next page" grep -qi '^Link: .*page=2&per_page=20>; rel="next"' "$work/headers"
  check "Total-Count is the corpus size" grep -qi "^Total-Count: 1000" "$work/headers"
  check "Rate-Remaining is reported" grep -qi "^Rate-Remaining: [0-9]" "$work/headers"
  check "the body is a JSON array of 20 items" python3 -c "
import json, sys
items = json.load(open('$work/body'))
sys.exit(0 if isinstance(items, list) and len(items) == 20 and all('id' in i and 'title' in i and 'user' in i for i in items) else 1)"
  check "the stub listens on 127.0.0.1 only" bash -c "[[ '$api' == http://127.0.0.1:* ]]"

  origin=${api%/api/v2}
  curl -s -D "$work/feed-headers" -o "$work/feed" "$origin/popular-items/feed"
  check "the trend feed is Atom with 30 entries" bash -c "grep -qi '^Content-Type: application/atom+xml' '$work/feed-headers' && [ \$(grep -c '<entry>' '$work/feed') -eq 30 ]"
  etag=$(sed -n 's/^ETag: //Ip' "$work/feed-headers" | tr -d '\r')
  check "the trend feed has a weak ETag" bash -c "[[ '$etag' == W/* ]]"
  check "the ETag in If-None-Match is answered 304" bash -c "[ \$(curl -s -o /dev/null -w '%{http_code}' -H 'If-None-Match: $etag' '$origin/popular-items/feed') = 304 ]"
  check "the request log has every request in order" bash -c "diff <(printf '%s\n' 'GET /api/v2/items?page=1&per_page=20' 'GET /popular-items/feed' 'GET /popular-items/feed') '$work/requests'"
fi

kill -INT $pid
wait $pid
check "Ctrl-C stops the demo cleanly" test $? -eq 0

e2e_result
