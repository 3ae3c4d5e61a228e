#ifndef KIJI_CCMARKGFM_SHIM_H
#define KIJI_CCMARKGFM_SHIM_H

#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

/// The parser options MarkdownText uses: GFM footnotes on, and every newline inside a paragraph a line
/// break (Qiita renders with `HARDBREAKS`); everything else at its default.
static inline int kiji_cmark_options(void) {
    return CMARK_OPT_FOOTNOTES | CMARK_OPT_HARDBREAKS;
}

#endif
