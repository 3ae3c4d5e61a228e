#include "main_queue.h"

#include <fcntl.h>
#include <stdint.h>
#include <unistd.h>

// libdispatch's hooks for a foreign run loop (exported for CoreFoundation; not in public headers).
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

int kiji_main_queue_descriptor(void) {
    int descriptor = _dispatch_get_main_queue_handle_4CF();
    int flags = fcntl(descriptor, F_GETFL, 0);
    if (flags >= 0 && !(flags & O_NONBLOCK)) {
        fcntl(descriptor, F_SETFL, flags | O_NONBLOCK);
    }
    return descriptor;
}

void kiji_main_queue_drain(int descriptor) {
    uint64_t count;
    while (read(descriptor, &count, sizeof count) > 0) {
    }
    _dispatch_main_queue_callback_4CF(0);
}
