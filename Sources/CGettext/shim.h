// gettext as glibc builds it in (libintl.h), and setlocale; no library to link.
#include <libintl.h>
#include <locale.h>
