#include "build_info.h"

#ifndef KIJI_BUILD_COMMIT
#define KIJI_BUILD_COMMIT "unknown commit"
#endif

const char *kiji_build_commit(void) { return KIJI_BUILD_COMMIT; }
