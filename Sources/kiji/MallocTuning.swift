import CMalloc

/// glibc malloc settings for the reader, which decodes pages of hundreds of kilobytes on worker
/// threads and keeps only small summaries of them.
///
/// - One arena: glibc gives threads that allocate at the same time arenas of their own, and an
///   arena keeps what was freed in it, so decoding buffers freed on workers would stay resident.
///   kiji's threads rarely allocate at the same moment, so nothing waits.
/// - A fixed mmap threshold of 128 KiB: by default glibc raises the threshold to the size of each
///   large block freed, after which response bodies and decode buffers come from the heap and
///   leave holes; fixed, they are mapped and given back to the system when freed.
enum MallocTuning {
    /// Applies the settings; call before other threads start.
    static func apply() {
        _ = mallopt(M_ARENA_MAX, 1)
        _ = mallopt(M_MMAP_THRESHOLD, 128 * 1024)
    }
}
