#include "kiji_chafa.h"

#include <chafa.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The libchafa and glib functions kiji calls, resolved by kiji_chafa_load. glib's come through
   libchafa's handle, which searches the libraries libchafa itself depends on. */
struct kiji_chafa_functions {
    ChafaCanvasConfig *(*canvas_config_new)(void);
    void (*canvas_config_unref)(ChafaCanvasConfig *);
    void (*canvas_config_set_geometry)(ChafaCanvasConfig *, gint, gint);
    void (*canvas_config_set_cell_geometry)(ChafaCanvasConfig *, gint, gint);
    void (*canvas_config_set_pixel_mode)(ChafaCanvasConfig *, ChafaPixelMode);
    void (*canvas_config_set_canvas_mode)(ChafaCanvasConfig *, ChafaCanvasMode);
    void (*canvas_config_set_symbol_map)(ChafaCanvasConfig *, const ChafaSymbolMap *);
    ChafaSymbolMap *(*symbol_map_new)(void);
    void (*symbol_map_unref)(ChafaSymbolMap *);
    void (*symbol_map_add_by_tags)(ChafaSymbolMap *, ChafaSymbolTags);
    void (*symbol_map_remove_by_tags)(ChafaSymbolMap *, ChafaSymbolTags);
    ChafaCanvas *(*canvas_new)(const ChafaCanvasConfig *);
    void (*canvas_unref)(ChafaCanvas *);
    void (*canvas_draw_all_pixels)(ChafaCanvas *, ChafaPixelType, const guint8 *, gint, gint, gint);
    gunichar (*canvas_get_char_at)(ChafaCanvas *, gint, gint);
    void (*canvas_get_raw_colors_at)(ChafaCanvas *, gint, gint, gint *, gint *);
    ChafaTermDb *(*term_db_get_default)(void);
    ChafaTermInfo *(*term_db_get_fallback_info)(ChafaTermDb *);
    void (*term_info_unref)(ChafaTermInfo *);
    GString *(*canvas_print)(ChafaCanvas *, ChafaTermInfo *);
    gchar *(*string_free)(GString *, gboolean);
};

static struct kiji_chafa_functions chafa;

#define KIJI_RESOLVE(member, symbol)                                           \
    if (!(found.member = (__typeof__(found.member))dlsym(handle, symbol))) {   \
        snprintf(message, sizeof message, "%s has no " symbol, library);       \
        dlclose(handle);                                                       \
        return message;                                                        \
    }

const char *kiji_chafa_load(const char *library) {
    static _Thread_local char message[512];
    void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        snprintf(message, sizeof message, "%s", dlerror());
        return message;
    }
    struct kiji_chafa_functions found;
    KIJI_RESOLVE(canvas_config_new, "chafa_canvas_config_new")
    KIJI_RESOLVE(canvas_config_unref, "chafa_canvas_config_unref")
    KIJI_RESOLVE(canvas_config_set_geometry, "chafa_canvas_config_set_geometry")
    KIJI_RESOLVE(canvas_config_set_cell_geometry, "chafa_canvas_config_set_cell_geometry")
    KIJI_RESOLVE(canvas_config_set_pixel_mode, "chafa_canvas_config_set_pixel_mode")
    KIJI_RESOLVE(canvas_config_set_canvas_mode, "chafa_canvas_config_set_canvas_mode")
    KIJI_RESOLVE(canvas_config_set_symbol_map, "chafa_canvas_config_set_symbol_map")
    KIJI_RESOLVE(symbol_map_new, "chafa_symbol_map_new")
    KIJI_RESOLVE(symbol_map_unref, "chafa_symbol_map_unref")
    KIJI_RESOLVE(symbol_map_add_by_tags, "chafa_symbol_map_add_by_tags")
    KIJI_RESOLVE(symbol_map_remove_by_tags, "chafa_symbol_map_remove_by_tags")
    KIJI_RESOLVE(canvas_new, "chafa_canvas_new")
    KIJI_RESOLVE(canvas_unref, "chafa_canvas_unref")
    KIJI_RESOLVE(canvas_draw_all_pixels, "chafa_canvas_draw_all_pixels")
    KIJI_RESOLVE(canvas_get_char_at, "chafa_canvas_get_char_at")
    KIJI_RESOLVE(canvas_get_raw_colors_at, "chafa_canvas_get_raw_colors_at")
    KIJI_RESOLVE(term_db_get_default, "chafa_term_db_get_default")
    KIJI_RESOLVE(term_db_get_fallback_info, "chafa_term_db_get_fallback_info")
    KIJI_RESOLVE(term_info_unref, "chafa_term_info_unref")
    KIJI_RESOLVE(canvas_print, "chafa_canvas_print")
    KIJI_RESOLVE(string_free, "g_string_free")
    chafa = found;
    return NULL;
}

static ChafaPixelMode pixel_mode(kiji_chafa_pixel_mode mode) {
    switch (mode) {
    case KIJI_CHAFA_SIXELS: return CHAFA_PIXEL_MODE_SIXELS;
    case KIJI_CHAFA_KITTY: return CHAFA_PIXEL_MODE_KITTY;
    case KIJI_CHAFA_ITERM2: return CHAFA_PIXEL_MODE_ITERM2;
    case KIJI_CHAFA_SYMBOLS: break;
    }
    return CHAFA_PIXEL_MODE_SYMBOLS;
}

kiji_chafa_canvas *kiji_chafa_canvas_draw(
    int columns, int rows, int cell_width, int cell_height, kiji_chafa_pixel_mode mode, kiji_chafa_canvas_mode colours,
    const uint8_t *pixels, int width, int height) {
    ChafaCanvasConfig *config = chafa.canvas_config_new();
    chafa.canvas_config_set_geometry(config, columns, rows);
    chafa.canvas_config_set_cell_geometry(config, cell_width, cell_height);
    chafa.canvas_config_set_pixel_mode(config, pixel_mode(mode));
    chafa.canvas_config_set_canvas_mode(
        config, colours == KIJI_CHAFA_INDEXED_256 ? CHAFA_CANVAS_MODE_INDEXED_256 : CHAFA_CANVAS_MODE_TRUECOLOR);
    ChafaSymbolMap *symbols = chafa.symbol_map_new();
    chafa.symbol_map_add_by_tags(symbols, CHAFA_SYMBOL_TAG_BLOCK | CHAFA_SYMBOL_TAG_SPACE);
    chafa.symbol_map_remove_by_tags(symbols, CHAFA_SYMBOL_TAG_WIDE);
    chafa.canvas_config_set_symbol_map(config, symbols);
    chafa.symbol_map_unref(symbols);
    ChafaCanvas *canvas = chafa.canvas_new(config);
    chafa.canvas_config_unref(config);
    chafa.canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels, width, height, width * 4);
    return (kiji_chafa_canvas *)canvas;
}

void kiji_chafa_canvas_free(kiji_chafa_canvas *canvas) {
    chafa.canvas_unref((ChafaCanvas *)canvas);
}

uint32_t kiji_chafa_canvas_char_at(kiji_chafa_canvas *canvas, int column, int row) {
    return chafa.canvas_get_char_at((ChafaCanvas *)canvas, column, row);
}

void kiji_chafa_canvas_colors_at(kiji_chafa_canvas *canvas, int column, int row, int *foreground, int *background) {
    chafa.canvas_get_raw_colors_at((ChafaCanvas *)canvas, column, row, foreground, background);
}

char *kiji_chafa_canvas_print(kiji_chafa_canvas *canvas, size_t *length) {
    ChafaTermInfo *terminal = chafa.term_db_get_fallback_info(chafa.term_db_get_default());
    GString *printed = chafa.canvas_print((ChafaCanvas *)canvas, terminal);
    chafa.term_info_unref(terminal);
    *length = 0;
    if (!printed) return NULL;
    char *copy = malloc(printed->len + 1);
    if (copy) {
        memcpy(copy, printed->str, printed->len);
        copy[printed->len] = 0;
        *length = printed->len;
    }
    chafa.string_free(printed, TRUE);
    return copy;
}
