#ifndef KIJI_CZLIB_SHIM_H
#define KIJI_CZLIB_SHIM_H

#include <zlib.h>

/* deflateInit2 is a macro that passes the library version and stream size. */
static inline int kiji_deflate_init_gzip(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}

#endif
