#ifndef KIJI_CSQLITE_SHIM_H
#define KIJI_CSQLITE_SHIM_H

#include <sqlite3.h>

/* SQLITE_TRANSIENT is a macro casting -1 to a destructor: SQLite copies the bound bytes. */
static inline sqlite3_destructor_type kiji_sqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

#endif
