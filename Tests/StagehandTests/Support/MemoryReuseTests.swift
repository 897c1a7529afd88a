import Testing
import Stagehand

/// The allocator tuning reaches the C library however the executable is linked.
@Suite struct MemoryReuseTests {
    #if canImport(Glibc)
    @Test func glibcTakesTheTuning() {
        #expect(MemoryReuse.configure())
    }
    #endif
}
