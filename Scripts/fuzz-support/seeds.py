#!/usr/bin/env python3
"""Builds the seed corpus of each fuzz target from kiji's test fixtures and ../shared/conformance.

    seeds.py REPO CONFORMANCE OUT

Writes OUT/<target>/<name> files, one input each, in the byte layout its target reads (see
Fuzz/Sources/<Target>/main.swift): control bytes first, then the payload. Every conformance file
starts with one added line naming its source; that line is dropped.
"""
import base64
import hashlib
import json
import re
import struct
import sys
import zlib
from pathlib import Path

WIDTHS = (80, 33)  # the markdown target reads its width from two big-endian bytes, then a folding byte
KEY_READ_SIZES = (0, 2)  # the keys target reads (byte % 16 + 1) bytes at a time: 1 and 3


def conformance_text(path):
    """The original bytes of a conformance file: all but its first line."""
    return path.read_bytes().split(b"\n", 1)[1]


SWIFT_LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
SWIFT_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}


def png(width, height, rgb_rows):
    """A PNG of 8-bit RGB rows (lists of (r, g, b)), as the stub's PNGEncoder writes it."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    raw = b"".join(b"\0" + bytes(channel for pixel in row for channel in pixel) for row in rgb_rows)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw))
            + chunk(b"IEND", b""))


def stub_image_seeds(embedded):
    """What the stub serves under /files/ and its image faults: the four-band PNG, the embedded JPEG
    and GIF (base64 in EmbeddedImages.swift), a PNG header claiming 100000x100000 pixels with sound
    chunks, garbage, and an HTML page."""
    bands = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0)]
    seeds = [png(40, 20, [[bands[x // 10] for x in range(40)]] * 20)]
    huge = png(1, 1, [[(0, 0, 0)]])
    seeds.append(huge[:16] + struct.pack(">II", 100000, 100000) + huge[24:29]
                 + struct.pack(">I", zlib.crc32(b"IHDR" + struct.pack(">IIBBBBB", 100000, 100000, 8, 2, 0, 0, 0)))
                 + huge[33:])
    seeds.append(hashlib.sha256(b"garbage").digest() * 128)
    seeds.append(b"<html><body><h1>Maintenance</h1><p>Back soon.</p></body></html>")
    for literal in swift_strings(embedded):
        if literal.startswith((b"/9j/", b"R0lGOD")):
            seeds.append(base64.b64decode(literal))
    return seeds


def swift_strings(path):
    """The one-line string literals of a Swift source file, with their escapes resolved."""
    found = []
    for literal in SWIFT_LITERAL.findall(path.read_text(encoding="utf-8")):
        text = re.sub(
            r"\\u\{([0-9A-Fa-f]+)\}|\\(.)",
            lambda m: chr(int(m.group(1), 16)) if m.group(1) else SWIFT_ESCAPES.get(m.group(2), m.group(2)),
            literal)
        if text and "\\(" not in literal:
            found.append(text.encode("utf-8", "surrogatepass"))
    return found


def swift_multiline_strings(path):
    """The multi-line string literals (\"\"\" … \"\"\") of a Swift source file, indentation removed."""
    found = []
    for match in re.finditer(r'"""\n(.*?)\n([ \t]*)"""', path.read_text(encoding="utf-8"), re.S):
        body, indent = match.group(1), match.group(2)
        lines = [line[len(indent):] if line.startswith(indent) else line.lstrip() for line in body.split("\n")]
        found.append("\n".join(lines).encode("utf-8"))
    return found


def spec_examples(path):
    """The Markdown of each example of a GFM spec file (`→` stands for a tab there)."""
    text = conformance_text(path).decode("utf-8")
    examples = re.findall(r"^`{32} example[^\n]*\n(.*?)^\.\n", text, re.S | re.M)
    return [example.replace("→", "\t").encode("utf-8") for example in examples]


def vcr_bodies_and_headers(path):
    """The response body and headers of a go-vcr recording (a small YAML reader for its layout)."""
    text = conformance_text(path).decode("utf-8")
    body = re.search(r'^  response:\n    body: "(.*?)"\n    headers:', text, re.S | re.M).group(1)
    body = re.sub(r"\n\s+", " ", body)
    body = re.sub(r"\\U([0-9A-Fa-f]{8})", lambda m: chr(int(m.group(1), 16)), body).replace('\\"', '"')
    headers = dict(re.findall(r'^      ([A-Za-z-]+):\n      - "?(.*?)"?$', text, re.M))
    return body.encode("utf-8"), headers


class Corpus:
    """Seed files of one target, named by content so that duplicates collapse."""

    def __init__(self, root, target):
        self.folder = root / target
        self.folder.mkdir(parents=True, exist_ok=True)
        self.count = 0

    def add(self, data):
        name = hashlib.sha1(data).hexdigest()
        path = self.folder / name
        if not path.exists():
            path.write_bytes(data)
            self.count += 1


def main():
    repo, conformance, out = (Path(argument) for argument in sys.argv[1:4])
    api = conformance / "api"
    articles = [conformance_text(path) for path in sorted((conformance / "articles").glob("*.md"))]
    examples = spec_examples(conformance / "gfm" / "spec.txt") + spec_examples(conformance / "gfm" / "extensions.txt")
    page = conformance_text(api / "get-items-page1-2021-08-25.sqiima.json")
    items = json.loads(page)
    user_body, user_headers = vcr_bodies_and_headers(api / "get-user-yyh-gl-2019-12-07.go-vcr.yaml")
    tests = repo / "Tests"

    json_seeds = Corpus(out, "qiita-json")
    for path in sorted(api.glob("*.json")):
        json_seeds.add(conformance_text(path))
    for item in items:
        json_seeds.add(json.dumps(item, ensure_ascii=False).encode("utf-8"))
        json_seeds.add(json.dumps(item["user"], ensure_ascii=False).encode("utf-8"))
    json_seeds.add(json.dumps([item["user"] for item in items], ensure_ascii=False).encode("utf-8"))
    json_seeds.add(user_body)
    json_seeds.add(json.dumps({**json.loads(user_body), "image_monthly_upload_limit": 104857600,
                               "image_monthly_upload_remaining": 104857600, "team_only": False}).encode("utf-8"))
    comment = {"body": "LGTM @yyh-gl", "created_at": "2021-08-25T12:00:00+09:00", "id": "1a2b3c4d5e6f7a8b9c0d",
               "rendered_body": "<p>LGTM</p>", "updated_at": "2021-08-25T12:00:00+09:00", "user": items[0]["user"]}
    json_seeds.add(json.dumps(comment, ensure_ascii=False).encode("utf-8"))
    json_seeds.add(json.dumps([comment, {**comment, "user": None}], ensure_ascii=False).encode("utf-8"))
    json_seeds.add(b'{"message":"Not found","type":"not_found"}')
    json_seeds.add(b'{"message":"Rate limit exceeded","type":"rate_limit_exceeded"}')

    header_seeds = Corpus(out, "http-headers")
    link = ('<https://qiita.com/api/v2/items?page=1>; rel="first", <https://qiita.com/api/v2/items?page=1>; rel="prev", '
            '<https://qiita.com/api/v2/items?page=3>; rel="next", <https://qiita.com/api/v2/items?page=100>; rel="last"')
    retry_afters = ("0", "120", user_headers.get("Date", ""))
    locations = ("https://qiita.com/api/v2/items?page=2", "/api/v2/items", "http://qiita.com/api/v2/items", "https://example.com/")
    for status in range(10):
        for retry_after, location in zip(retry_afters * 2, locations):
            fields = [link, "2000", user_headers["Rate-Limit"], user_headers["Rate-Remaining"], user_headers["Rate-Reset"],
                      retry_after, location]
            header_seeds.add(bytes([status]) + "\n".join(fields).encode("utf-8"))
    header_seeds.add(bytes([7]) + "\n".join(["", "", "60", "0", user_headers["Rate-Reset"], ""]).encode("utf-8"))

    markdown_seeds = Corpus(out, "markdown")
    titled = [(item["title"].encode("utf-8"), item["body"].encode("utf-8")) for item in items]
    titled += [(body.split(b"\n", 1)[0], body) for body in articles + examples]
    for index, (title, body) in enumerate(titled):
        width = WIDTHS[index % len(WIDTHS)]
        markdown_seeds.add(width.to_bytes(2, "big") + bytes([index % 2]) + title.replace(b"\n", b" ") + b"\n" + body)

    text_seeds = Corpus(out, "text")
    texts = examples + [paragraph for article in articles for paragraph in article.split(b"\n\n")]
    for name in ("HostileTextTests", "SanitizerTests", "TextLayoutTests", "TextWidthTests"):
        texts += swift_strings(tests / "TerminalUITests" / f"{name}.swift")
    for index, text in enumerate(texts):
        text_seeds.add(bytes([(index * 7) % 100]) + text)

    key_seeds = Corpus(out, "keys")
    sequences = [b"\x1b[99~", b"\x1b[27;5;13~", b"\x1b[I", b"\x1b[O", b"\x1b[200~x\x1b[201~", b"\x1b[<0;5;5M",
                 b"\x1bx", b"\x1b", b"q", b"\x03", b"\x1b[D", b"\x1bOD", b"\x1b[M !!", b"\x1b[[A", b"\x1b]0;title\x07",
                 b"\x1bP1$r\x1b\\", "jk漢字é".encode("utf-8"), b"\x1b\xc3\xa9", b"\x1b[1;5A", b"\x1b[<64;250;3M"]
    for name in ("KeyDecoderTests", "KeyDecoderStringTests", "KeyDecoderPropertyTests"):
        sequences += swift_strings(tests / "TerminalUITests" / f"{name}.swift")
    for index, sequence in enumerate(sequences):
        key_seeds.add(bytes([KEY_READ_SIZES[index % len(KEY_READ_SIZES)]]) + sequence)

    config_seeds = Corpus(out, "config")
    readme = (repo / "README.md").read_text(encoding="utf-8")
    for block in re.findall(r"```toml\n(.*?)```", readme, re.S):
        config_seeds.add(block.encode("utf-8"))
    for path in (tests / "KijiDataTests" / "ConfigLoaderTests.swift", tests / "KijiCLITests" / "ConfigCommandTests.swift"):
        for text in swift_multiline_strings(path):
            config_seeds.add(text)

    feed_seeds = Corpus(out, "atom-feed")
    for index, path in enumerate(sorted((conformance / "feeds").glob("*.atom"))):
        feed = conformance_text(path)
        feed_seeds.add(bytes([0]) + feed)
        feed_seeds.add(bytes([1]) + feed)
        feed_seeds.add(bytes([0]) + feed[: len(feed) // 2])
    for text in swift_multiline_strings(tests / "QiitaFeedTests" / "FeedFaultTests.swift"):
        feed_seeds.add(bytes([0]) + text)

    image_seeds = Corpus(out, "image")
    for path in sorted((conformance / "images").glob("*/*")):
        if path.suffix in (".png", ".jpg", ".gif") and path.stat().st_size <= 65536:
            image = path.read_bytes()
            image_seeds.add(image)
            image_seeds.add(image[: len(image) // 2])  # the stub's truncatedBody fault
    for image in stub_image_seeds(repo / "Sources" / "QiitaStub" / "Files" / "EmbeddedImages.swift"):
        image_seeds.add(image)

    answer_seeds = Corpus(out, "terminal-answers")
    answers = swift_strings(tests / "TerminalUITests" / "TerminalAnswersTests.swift")
    for index, answer in enumerate(answers + [b"".join(answers)]):
        answer_seeds.add(bytes([index * 11 % 256]) + answer)

    for corpus in (json_seeds, header_seeds, markdown_seeds, text_seeds, key_seeds, config_seeds, feed_seeds, image_seeds,
                   answer_seeds):
        print(f"seeds: {corpus.folder.name}: {corpus.count} files", file=sys.stderr)


if __name__ == "__main__":
    main()
