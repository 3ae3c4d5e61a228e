#ifndef KIJI_XML_H
#define KIJI_XML_H

/// A one-shot XML parser over libxml2's SAX2 interface, reporting elements and text to callbacks.
///
/// libxml2's own headers pull in the system ICU, which clashes with Foundation's copy in Swift, so
/// Swift sees only this interface. The parser never touches the network or the file system: no
/// DTD is loaded, no external entity is resolved, and a document that declares a DOCTYPE at all is
/// refused before its declarations are read (an Atom feed never has one), so entity expansion
/// attacks and XXE have nothing to work with. libxml2's default depth and size limits stay.
typedef struct kiji_xml_handlers {
    /// The callbacks' first argument.
    void *user;
    /// An element starts: its local name, its namespace URI ("" when none) and its attributes as
    /// local name, value, local name, value… ending in NULL.
    void (*start)(void *user, const char *name, const char *namespace_uri, const char *const *attributes);
    /// An element ends.
    void (*end)(void *user, const char *name, const char *namespace_uri);
    /// Text or CDATA: `length` bytes of UTF-8, not NUL-terminated, entities decoded.
    void (*text)(void *user, const char *text, int length);
} kiji_xml_handlers;

/// How a parse ended.
typedef enum kiji_xml_outcome {
    /// The document was well-formed and every event was reported.
    KIJI_XML_WELL_FORMED = 0,
    /// The document is not well-formed XML; the message and line say where.
    KIJI_XML_MALFORMED = 1,
    /// The document declares a DOCTYPE (its name is in the message); nothing after it was read.
    KIJI_XML_DOCTYPE = 2,
    /// libxml2 could not allocate its parser.
    KIJI_XML_NO_MEMORY = 3,
} kiji_xml_outcome;

/// What went wrong, when something did.
typedef struct kiji_xml_result {
    /// How the parse ended.
    kiji_xml_outcome outcome;
    /// The line of the first error, from 1; 0 when unknown.
    int line;
    /// libxml2's message for the first error, or the DOCTYPE's name; NUL-terminated, maybe empty.
    char message[256];
} kiji_xml_result;

/// Parses `length` bytes as one XML document, calling `handlers` as it goes.
kiji_xml_result kiji_xml_parse(const char *bytes, int length, kiji_xml_handlers handlers);

#endif
