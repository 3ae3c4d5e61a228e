#ifndef KIJI_STB_IMAGE_H
#define KIJI_STB_IMAGE_H

#include <stddef.h>

/// Decodes a PNG, JPEG or GIF (its first frame) held in memory to 8-bit RGBA rows.
///
/// stb_image allocates through a counting allocator: once its allocations alive at one time would
/// pass `budget` bytes, the allocation fails and so does the decode. This bounds what a
/// decompression bomb (a PNG whose compressed data inflates past its header's size) can take.
/// Returns the pixels (`*width` × `*height` × 4 bytes, free them with `kiji_stbi_free`), or NULL
/// with stb_image's one-line reason in `*reason`.
unsigned char *kiji_stbi_decode_rgba(const unsigned char *bytes, int length, size_t budget,
                                     int *width, int *height, const char **reason);

/// Frees pixels that `kiji_stbi_decode_rgba` returned.
void kiji_stbi_free(unsigned char *pixels);

#endif
