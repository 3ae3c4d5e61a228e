#ifndef KIJI_HTML_H
#define KIJI_HTML_H

/// A streaming HTML parser over libxml2's HTML push parser, reporting elements and text to callbacks.
///
/// libxml2's own headers pull in the system ICU, which clashes with Foundation's copy in Swift, so
/// Swift sees only this interface. Comments are dropped; entities are decoded; names are lower case.
typedef struct kiji_html_parser kiji_html_parser;

/// An element starts: its name, and its attributes as name, value, name, value… ending in NULL.
typedef void (*kiji_html_start_callback)(void *user, const char *name, const char *const *attributes);
/// An element ends, written or implied.
typedef void (*kiji_html_end_callback)(void *user, const char *name);
/// Text: `length` bytes of UTF-8, not NUL-terminated.
typedef void (*kiji_html_text_callback)(void *user, const char *text, int length);

/// Creates a parser for one UTF-8 document; NULL when out of memory.
kiji_html_parser *kiji_html_parser_new(void *user, kiji_html_start_callback start,
                                       kiji_html_end_callback end, kiji_html_text_callback text);
/// Feeds the next piece of the document.
void kiji_html_parser_feed(kiji_html_parser *parser, const char *bytes, int length);
/// Ends the document, closing the elements still open.
void kiji_html_parser_finish(kiji_html_parser *parser);
/// Frees the parser.
void kiji_html_parser_free(kiji_html_parser *parser);

#endif
