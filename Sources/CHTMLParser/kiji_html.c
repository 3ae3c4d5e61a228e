#include "kiji_html.h"

#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <stdlib.h>
#include <string.h>

struct kiji_html_parser {
    htmlParserCtxtPtr context;
    void *user;
    kiji_html_start_callback start;
    kiji_html_end_callback end;
    kiji_html_text_callback text;
};

static void on_start(void *context, const xmlChar *name, const xmlChar **attributes) {
    kiji_html_parser *parser = ((htmlParserCtxtPtr)context)->_private;
    parser->start(parser->user, (const char *)name, (const char *const *)attributes);
}

static void on_end(void *context, const xmlChar *name) {
    kiji_html_parser *parser = ((htmlParserCtxtPtr)context)->_private;
    parser->end(parser->user, (const char *)name);
}

static void on_text(void *context, const xmlChar *text, int length) {
    kiji_html_parser *parser = ((htmlParserCtxtPtr)context)->_private;
    parser->text(parser->user, (const char *)text, length);
}

static void on_error(void *user, xmlErrorPtr error) {
    (void)user;
    (void)error;
}

kiji_html_parser *kiji_html_parser_new(void *user, kiji_html_start_callback start,
                                       kiji_html_end_callback end, kiji_html_text_callback text) {
    xmlInitParser();
    kiji_html_parser *parser = calloc(1, sizeof *parser);
    if (parser == NULL) return NULL;
    htmlSAXHandler handler;
    memset(&handler, 0, sizeof handler);
    handler.initialized = XML_SAX2_MAGIC;
    handler.startElement = on_start;
    handler.endElement = on_end;
    handler.characters = on_text;
    handler.cdataBlock = on_text;
    handler.ignorableWhitespace = on_text;
    handler.serror = on_error;
    // The handler's user data is the parser context itself, so that the callbacks can reach `_private`.
    parser->context = htmlCreatePushParserCtxt(&handler, NULL, NULL, 0, NULL, XML_CHAR_ENCODING_UTF8);
    if (parser->context == NULL) {
        free(parser);
        return NULL;
    }
    parser->context->_private = parser;
    parser->context->userData = parser->context;
    // No error output, no network, and the document's own charset declarations ignored (the input is
    // always UTF-8); libxml2's default size limits stay (no HTML_PARSE_HUGE).
    htmlCtxtUseOptions(parser->context, HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET | HTML_PARSE_IGNORE_ENC);
    parser->user = user;
    parser->start = start;
    parser->end = end;
    parser->text = text;
    return parser;
}

void kiji_html_parser_feed(kiji_html_parser *parser, const char *bytes, int length) {
    htmlParseChunk(parser->context, bytes, length, 0);
}

void kiji_html_parser_finish(kiji_html_parser *parser) {
    htmlParseChunk(parser->context, NULL, 0, 1);
}

void kiji_html_parser_free(kiji_html_parser *parser) {
    if (parser == NULL) return;
    htmlFreeParserCtxt(parser->context);
    free(parser);
}
