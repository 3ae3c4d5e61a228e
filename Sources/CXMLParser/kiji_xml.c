#include "kiji_xml.h"

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <stdlib.h>
#include <string.h>

typedef struct parse_state {
    kiji_xml_handlers handlers;
    xmlParserCtxtPtr context;
    kiji_xml_result result;
} parse_state;

static void remember(parse_state *state, kiji_xml_outcome outcome, int line, const char *message) {
    if (state->result.outcome != KIJI_XML_WELL_FORMED) return;
    state->result.outcome = outcome;
    state->result.line = line;
    if (message == NULL) message = "";
    strncpy(state->result.message, message, sizeof state->result.message - 1);
    state->result.message[sizeof state->result.message - 1] = '\0';
    size_t length = strlen(state->result.message);
    while (length > 0 && (state->result.message[length - 1] == '\n' || state->result.message[length - 1] == ' ')) {
        state->result.message[--length] = '\0';
    }
}

static parse_state *state_of(void *context) { return ((xmlParserCtxtPtr)context)->_private; }

static void on_start(void *context, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri,
                     int namespace_count, const xmlChar **namespaces, int attribute_count, int defaulted_count,
                     const xmlChar **attributes) {
    (void)prefix;
    (void)namespace_count;
    (void)namespaces;
    (void)defaulted_count;
    parse_state *state = state_of(context);
    // SAX2 gives each attribute as five pointers: local name, prefix, URI, value start, value end.
    const char **pairs = calloc((size_t)attribute_count * 2 + 1, sizeof *pairs);
    if (pairs == NULL) {
        remember(state, KIJI_XML_NO_MEMORY, 0, "out of memory");
        xmlStopParser(state->context);
        return;
    }
    int filled = 0;
    for (int index = 0; index < attribute_count; index++) {
        const xmlChar **attribute = attributes + index * 5;
        char *value = strndup((const char *)attribute[3], (size_t)(attribute[4] - attribute[3]));
        if (value == NULL) break;
        pairs[filled++] = (const char *)attribute[0];
        pairs[filled++] = value;
    }
    state->handlers.start(state->handlers.user, (const char *)name, uri ? (const char *)uri : "", pairs);
    for (int index = 1; index < filled; index += 2) free((char *)pairs[index]);
    free(pairs);
}

static void on_end(void *context, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri) {
    (void)prefix;
    parse_state *state = state_of(context);
    state->handlers.end(state->handlers.user, (const char *)name, uri ? (const char *)uri : "");
}

static void on_text(void *context, const xmlChar *text, int length) {
    parse_state *state = state_of(context);
    state->handlers.text(state->handlers.user, (const char *)text, length);
}

static void on_doctype(void *context, const xmlChar *name, const xmlChar *external_id, const xmlChar *system_id) {
    (void)external_id;
    (void)system_id;
    parse_state *state = state_of(context);
    remember(state, KIJI_XML_DOCTYPE, xmlSAX2GetLineNumber(context), name ? (const char *)name : "");
    xmlStopParser(state->context);
}

static void on_error(void *user, xmlErrorPtr error) {
    parse_state *state = state_of(user);
    if (error == NULL || error->level < XML_ERR_ERROR) return;
    remember(state, KIJI_XML_MALFORMED, error->line, error->message);
}

kiji_xml_result kiji_xml_parse(const char *bytes, int length, kiji_xml_handlers handlers) {
    parse_state state;
    memset(&state, 0, sizeof state);
    state.handlers = handlers;
    xmlInitParser();

    xmlSAXHandler sax;
    memset(&sax, 0, sizeof sax);
    sax.initialized = XML_SAX2_MAGIC;
    sax.startElementNs = on_start;
    sax.endElementNs = on_end;
    sax.characters = on_text;
    sax.cdataBlock = on_text;
    sax.internalSubset = on_doctype;
    sax.serror = on_error;
    // No getEntity, entityDecl, externalSubset or resolveEntity: nothing beyond the five predefined
    // entities and character references can be expanded, and nothing is fetched.

    state.context = xmlCreatePushParserCtxt(&sax, NULL, NULL, 0, NULL);
    if (state.context == NULL) {
        state.result.outcome = KIJI_XML_NO_MEMORY;
        strcpy(state.result.message, "out of memory");
        return state.result;
    }
    state.context->_private = &state;
    state.context->userData = state.context;
    // NOENT makes SAX2 hand over attribute values with `&amp;` decoded (otherwise they come as
    // `&#38;`). It expands declared entities too, but none can be declared: a DOCTYPE stops the
    // parse before its first declaration, so only the five predefined entities and character
    // references remain.
    xmlCtxtUseOptions(state.context,
                      XML_PARSE_NONET | XML_PARSE_NOENT | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_NOCDATA);
    xmlParseChunk(state.context, bytes, length, 1);
    if (!state.context->wellFormed && state.result.outcome == KIJI_XML_WELL_FORMED) {
        remember(&state, KIJI_XML_MALFORMED, state.context->input ? state.context->input->line : 0, "not well-formed");
    }
    xmlFreeParserCtxt(state.context);
    return state.result;
}
