#ifndef KIJI_CLIBXML2_SHIM_H
#define KIJI_CLIBXML2_SHIM_H

// libxml2's headers pull in the system ICU, which clashes with Foundation's copy in Swift, so Swift
// never imports this module: CHTMLParser wraps libxml2 behind a plain C interface instead.
#include <libxml/HTMLparser.h>

#endif
