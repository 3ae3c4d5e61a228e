#ifndef KIJI_CUNIBREAK_SHIM_H
#define KIJI_CUNIBREAK_SHIM_H

#include <stddef.h>
#include <linebreak.h>
#include <linebreakdef.h>

/// The number of ranges in libunibreak's own line-breaking property table (it ends with an
/// `LBP_Undefined` entry).
static inline size_t kiji_linebreak_property_count(void) {
    size_t count = 0;
    while (lb_prop_default[count].prop != LBP_Undefined) {
        ++count;
    }
    return count;
}

/// The UAX #14 line-breaking class libunibreak's table gives `ch`, before any resolution
/// (so CJ stays CJ); `count` is `kiji_linebreak_property_count()`. LBP_XX when not listed.
static inline enum LineBreakClass kiji_linebreak_class(utf32_t ch, size_t count) {
    size_t low = 0;
    size_t high = count;
    while (low < high) {
        size_t middle = low + (high - low) / 2;
        if (ch < lb_prop_default[middle].start) {
            high = middle;
        } else if (ch > lb_prop_default[middle].end) {
            low = middle + 1;
        } else {
            return lb_prop_default[middle].prop;
        }
    }
    return LBP_XX;
}

#endif
