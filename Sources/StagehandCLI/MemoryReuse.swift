#if canImport(Glibc)
import Glibc
#endif

/// Tunes the C allocator for a command that runs once and exits.
///
/// By default glibc gives every allocation over a threshold pages of its own (`mmap`) and hands
/// them back when freed, and trims freed memory off the top of the heap. For `stagehand lint` and
/// `run` on a large scene that means the file's buffer, freed as soon as the document is built,
/// is returned to the kernel, and the description decoded next asks for fresh pages the kernel
/// must fault in and zero all over again. Serving large blocks from the heap and never trimming
/// it lets the next allocations reuse those pages: fewer page faults, the same peak. The process
/// ends soon after, so holding freed memory costs nothing.
enum MemoryReuse {
    static func configure() {
        #if canImport(Glibc)
        // `mallopt` is declared in <malloc.h>, which Swift's Glibc module does not import; look it
        // up by name instead. Where it is missing (another C library) nothing changes.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        // <malloc.h>: M_TRIM_THRESHOLD is -1, M_MMAP_THRESHOLD is -3. 32 MiB is glibc's largest
        // mmap threshold (and the default file size limit).
        _ = mallopt(-3, 32 << 20)
        _ = mallopt(-1, Int32.max)
        #endif
    }
}
