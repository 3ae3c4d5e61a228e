"""newsboat as the bench's peer: the same items as kiji's stub, in a newsboat cache of its own.

`NewsboatCorpus` fetches every item of a running stub (the items kiji pages in), writes them as one
Atom feed file, and has `newsboat -x reload` read it through a `file://` URL into a cache database,
all inside the bench's work folder: HOME, the config, the url list and the cache are temporary, so a
user's own newsboat files are never read or written.
"""
import json
import os
import subprocess
import urllib.request
from xml.sax.saxutils import escape, quoteattr

FEED_TITLE = "kiji bench corpus"
CONFIG = "\n".join([
    "auto-reload no",
    "confirm-exit no",
    "notify-beep no",
    "show-read-feeds yes",
    "max-items 0",
    "",
])


def stub_items(api, items, per_page=100):
    """Every item the stub serves for a corpus of `items`, newest first, as the JSON objects kiji reads."""
    collected = []
    page = 1
    while len(collected) < items:
        with urllib.request.urlopen(f"{api}/items?page={page}&per_page={per_page}", timeout=30) as response:
            batch = json.load(response)
        if not batch:
            break
        collected.extend(batch)
        page += 1
    return collected[:items]


def atom_feed(items):
    """An Atom document with one entry per item: title, link, author, date and the Markdown body."""
    entries = []
    for item in items:
        entries.append(
            "<entry>"
            f"<title>{escape(item.get('title', ''))}</title>"
            f"<id>urn:kiji-bench:{escape(str(item.get('id', '')))}</id>"
            f"<link href={quoteattr(item.get('url', ''))}/>"
            f"<author><name>{escape((item.get('user') or {}).get('id', ''))}</name></author>"
            f"<updated>{escape(item.get('updated_at') or item.get('created_at') or '')}</updated>"
            f"<content type=\"text\">{escape(item.get('body', ''))}</content>"
            "</entry>")
    updated = items[0].get("updated_at", "") if items else ""
    return ('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">'
            f"<title>{FEED_TITLE}</title><id>urn:kiji-bench</id><updated>{escape(updated)}</updated>"
            + "".join(entries) + "</feed>\n")


class NewsboatCorpus:
    """A newsboat home with a cache of `items` entries, ready for `command()` to open."""

    def __init__(self, newsboat, api, items, workdir):
        self.newsboat = newsboat
        self.items = items
        self.home = os.path.join(workdir, f"newsboat-{items}")
        os.makedirs(self.home, exist_ok=True)
        self.feed = os.path.join(self.home, "feed.atom")
        self.urls = os.path.join(self.home, "urls")
        self.config = os.path.join(self.home, "config")
        self.cache = os.path.join(self.home, "cache.db")
        with open(self.feed, "w", encoding="utf-8") as f:
            f.write(atom_feed(stub_items(api, items)))
        with open(self.urls, "w") as f:
            f.write(f"file://{self.feed}\n")
        with open(self.config, "w") as f:
            f.write(CONFIG)
        subprocess.run(self.command() + ["-x", "reload"], env=dict(os.environ, **self.env()),
                       stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=True)

    def env(self):
        """HOME and XDG folders inside the corpus folder, so that newsboat's history files land there."""
        return {"HOME": self.home, "XDG_CONFIG_HOME": os.path.join(self.home, "xdg-config"),
                "XDG_DATA_HOME": os.path.join(self.home, "xdg-data")}

    def command(self):
        return [self.newsboat, "-u", self.urls, "-c", self.cache, "-C", self.config]

    @staticmethod
    def shows_feed_list(screen):
        """True once the cache is loaded and the feed list shows the corpus feed (its unread/total
        column is cut short at 10k items, so the title marks it)."""
        return "Your feeds" in screen and FEED_TITLE in screen

    @staticmethod
    def shows_article_list(screen):
        """True once the feed is open: the title bar names its articles."""
        return f"Articles in feed '{FEED_TITLE}'" in screen


def version(newsboat):
    """The name and version `newsboat -v` starts with, e.g. `newsboat 2.21.0`."""
    output = subprocess.run([newsboat, "-v"], capture_output=True, text=True).stdout
    return " ".join(output.split()[:2]) if output else "newsboat"
