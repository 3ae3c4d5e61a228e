#ifndef KIJI_LIBFUZZER_DRIVER_H
#define KIJI_LIBFUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver for programs that have their own main (compiler-rt, FuzzerDriver.cpp):
/// parses libFuzzer's flags from argv and runs `callback` on each input.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
