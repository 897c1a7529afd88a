#if canImport(CAllocator)
internal import CAllocator
#endif

/// Hands memory that threads have freed back to the system.
///
/// The C allocator gives each thread that allocates much an arena of its own, and memory freed in
/// one arena is reused only by allocations from that arena. When a scene is checked on one thread
/// while another makes its objects, what the checks built and freed would otherwise stay part of
/// the process for as long as it runs, on top of the objects: the peak of `stagehand run` on a
/// scene of many objects was a twentieth higher than checking and making one after the other.
enum FreedMemory {
    /// Returns the free pages of every arena to the system; does nothing where the C library
    /// has no such call.
    static func release() {
        #if canImport(CAllocator) && canImport(Glibc)
        _ = malloc_trim(0)
        #endif
    }
}
