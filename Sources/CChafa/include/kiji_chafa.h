#ifndef KIJI_CHAFA_H
#define KIJI_CHAFA_H

/* libchafa, loaded when the first image is drawn rather than when kiji starts.

   kiji does not link libchafa. kiji_chafa_load opens the system's libchafa.so.0 with dlopen, so
   a start that shows no image does not map libchafa, glib and pcre2. This header names no type of
   libchafa's or glib's: a canvas is opaque, and the modes are kiji's own enums, which
   kiji_chafa.c maps to libchafa's. Call the other functions only after kiji_chafa_load
   succeeded. */

#include <stddef.h>
#include <stdint.h>

/// A canvas of cells with an image drawn in.
typedef struct kiji_chafa_canvas kiji_chafa_canvas;

/// What a canvas is drawn as.
typedef enum {
    KIJI_CHAFA_SYMBOLS,
    KIJI_CHAFA_SIXELS,
    KIJI_CHAFA_KITTY,
    KIJI_CHAFA_ITERM2,
} kiji_chafa_pixel_mode;

/// The colours a canvas uses.
typedef enum {
    KIJI_CHAFA_TRUECOLOR,
    KIJI_CHAFA_INDEXED_256,
} kiji_chafa_canvas_mode;

/// Opens `library` (e.g. "libchafa.so.0") and resolves every libchafa function kiji calls.
/// Returns NULL on success; otherwise one line saying why, valid until the calling thread's next
/// call, and changes nothing. A successful load fills the table the functions below call through.
const char *kiji_chafa_load(const char *library);

/// A canvas of `columns` × `rows` cells of `cell_width` × `cell_height` pixels, in `mode` and
/// `colours`, drawn with symbols of the block and space sets (no wide ones), with the
/// `width` × `height` RGBA pixels (unassociated alpha, `width * 4` bytes a row) scaled to fill it.
kiji_chafa_canvas *kiji_chafa_canvas_draw(
    int columns, int rows, int cell_width, int cell_height, kiji_chafa_pixel_mode mode, kiji_chafa_canvas_mode colours,
    const uint8_t *pixels, int width, int height);

/// Frees a canvas.
void kiji_chafa_canvas_free(kiji_chafa_canvas *canvas);

/// The character of a symbols canvas's cell.
uint32_t kiji_chafa_canvas_char_at(kiji_chafa_canvas *canvas, int column, int row);

/// A symbols canvas's cell colours: packed RGB, or a palette index, or negative for transparent.
void kiji_chafa_canvas_colors_at(kiji_chafa_canvas *canvas, int column, int row, int *foreground, int *background);

/// What libchafa prints for the canvas (a pixel protocol's escapes), as `*length` bytes in memory
/// the caller frees with free(); NULL when libchafa printed nothing.
char *kiji_chafa_canvas_print(kiji_chafa_canvas *canvas, size_t *length);

#endif
