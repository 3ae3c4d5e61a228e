#ifndef KIJI_MAIN_QUEUE_H
#define KIJI_MAIN_QUEUE_H

/// Lets the main thread run Dispatch's main queue from its own poll loop, as Foundation's RunLoop
/// does on Linux, instead of parking in dispatchMain() while worker threads drain the queue.

/// The descriptor (an eventfd on Linux) that becomes readable when the main queue has work;
/// made non-blocking. Call on the main thread, and never call dispatchMain() afterwards.
int kiji_main_queue_descriptor(void);

/// Clears the descriptor's wake-up count and runs what the main queue holds. Main thread only.
void kiji_main_queue_drain(int descriptor);

#endif
