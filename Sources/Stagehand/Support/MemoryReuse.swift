#if canImport(CAllocator)
internal import CAllocator
#endif

/// Tunes the C allocator for a process that loads large scenes again and again, or once and exits.
///
/// By default glibc gives every allocation over a threshold pages of its own (`mmap`) and hands
/// them back when freed, and trims freed memory off the top of the heap. For `stagehand lint` and
/// `run` on a large scene that means the file's buffer, freed as soon as the document is built,
/// is returned to the kernel, and the description decoded next asks for fresh pages the kernel
/// must fault in and zero all over again. Serving large blocks from the heap and never trimming
/// it lets the next allocations reuse those pages: fewer page faults, the same peak. A command
/// that runs once ends soon after, so holding freed memory costs it nothing; one that stays (the
/// language server, a live scene being reloaded) reuses it for the next load of the same scene.
/// The `stagehand` executable applies it at start, whatever the command; the benchmarks apply it
/// too, so that what they time in process is what the executable does.
package enum MemoryReuse {
    /// Applies the tuning; whether the C library took it.
    @discardableResult
    package static func configure() -> Bool {
        #if canImport(Glibc)
        // 32 MiB is glibc's largest mmap threshold (and the default file size limit). Called by
        // name, not looked up at run time: a statically linked executable has no symbol table
        // to look it up in, so a look-up there silently changed nothing.
        return mallopt(M_MMAP_THRESHOLD, 32 << 20) == 1 && mallopt(M_TRIM_THRESHOLD, Int32.max) == 1
        #else
        return false
        #endif
    }

    /// Has every thread allocate from one heap (glibc's `M_ARENA_MAX` of 1), for a command that
    /// works on one scene with a helper thread: `lint` of one file checks on a second thread
    /// while the first decodes, and `run` checks while it makes the objects.
    ///
    /// Each thread otherwise gets a heap of its own, and memory freed in one is not reused by the
    /// other: the helper's allocations took fresh pages while the file's buffer, freed by the
    /// main thread, sat unused. On the object-heavy 9.8 MB benchmark scene one heap lowers
    /// `lint`'s peak by about 2.2 MB, at no measurable cost in time. Not for commands that
    /// work on many files at once: there the threads contend for the one heap's lock (linting
    /// 10,000 files on 2 cores went from 4.25 s to 4.95 s). Call it before the helper threads
    /// start; a thread that already has a heap keeps it.
    @discardableResult
    package static func shareOneArena() -> Bool {
        #if canImport(Glibc)
        return mallopt(M_ARENA_MAX, 1) == 1
        #else
        return false
        #endif
    }

    /// The bytes the C allocator has handed out and not had back (`mallinfo2`: blocks in use in
    /// every arena, and blocks mapped on their own), or `nil` where the C library does not say:
    /// for figures of memory held, such as the benchmarks' bytes per row.
    package static func heapBytesInUse() -> Int? {
        #if canImport(Glibc)
        let info = mallinfo2()
        return Int(info.uordblks) + Int(info.hblkhd)
        #else
        return nil
        #endif
    }
}
