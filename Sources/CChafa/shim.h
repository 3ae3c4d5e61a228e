#ifndef KIJI_CCHAFA_SHIM_H
#define KIJI_CCHAFA_SHIM_H

/* libchafa 1.12 (Debian libchafa-dev). Its headers include glib's (libglib2.0-dev), whose include
   folders `pkg-config --cflags chafa` names. */
#include <chafa.h>

/// Frees a GString that libchafa returned, with its characters (g_string_free is a macro in newer glib).
static inline void kiji_chafa_free_string(GString *string) {
    g_string_free(string, TRUE);
}

#endif
