// The declaration in include/libfuzzer_driver.h is the whole module; libFuzzer itself is linked by
// -sanitize=fuzzer. SwiftPM needs one source file to make a C target.
#include "libfuzzer_driver.h"
