import Synchronization

/// A number that changes whenever a `@Property` of any scene object, or a table's rows, change:
/// what lets the console keep measurements between frames and trust them while it is unchanged.
///
/// One counter for the whole process, so it may change for a reason that concerns another
/// scene; that costs a measurement, never a stale one.
package enum LayoutRevision {
    /// The revision now; `nil` where no counter is available (before macOS 15), so nothing may
    /// be kept between frames.
    package static var current: Int? {
        guard #available(macOS 15, *), let counter = counter as? Counter else { return nil }
        return counter.value.load(ordering: .relaxed)
    }

    /// Notes a change.
    package static func bump() {
        guard #available(macOS 15, *) else { return }
        unsafeDowncast(counter, to: Counter.self).value.add(1, ordering: .relaxed)
    }

    /// The counter, held as an object of no particular type because a stored global cannot carry the availability
    /// `Atomic` needs.
    private static let counter: any AnyObject & Sendable = {
        if #available(macOS 15, *) { return Counter() }
        return Unavailable()
    }()

    @available(macOS 15, *)
    private final class Counter: Sendable {
        let value = Atomic<Int>(0)
    }

    private final class Unavailable: Sendable {}
}
