import Testing
import Stagehand

/// The virtual clock: timers fire only when it is advanced, in order, each at its own time, and
/// cancelled timers never fire.
@Suite struct RuntimeClockTests {
    /// Records which timer fired and what time the clock said then.
    final class Recorder {
        var fired: [String] = []
    }

    @Test func timersFireInOrderAtTheirOwnTimes() {
        let clock = VirtualClock()
        let recorder = Recorder()
        for (name, delay) in [("c300", 300), ("a100", 100), ("b200", 200), ("a100-second", 100), ("zero", 0)] {
            clock.schedule(after: delay) { recorder.fired.append("\(name)@\(clock.now)") }
        }
        #expect(clock.now == 0)
        #expect(clock.nextDue == 0)
        #expect(recorder.fired.isEmpty, "timers must not fire on their own")

        clock.advance(by: 150)
        #expect(recorder.fired == ["zero@0", "a100@100", "a100-second@100"])
        #expect(clock.now == 150)
        #expect(clock.nextDue == 200)

        clock.advance(by: 1_000)
        #expect(recorder.fired == ["zero@0", "a100@100", "a100-second@100", "b200@200", "c300@300"])
        #expect(clock.now == 1_150)
        #expect(clock.nextDue == nil)
    }

    /// A spinner's wake changes nothing the scene holds: an advance past many of its times runs
    /// it once, at the end, after the timers that do change something, each at its own time.
    @Test func aWakePassedManyTimesRunsOnceAtTheEnd() {
        let clock = VirtualClock()
        let recorder = Recorder()
        func wake() {
            recorder.fired.append("wake@\(clock.now)")
            clock.scheduleWake(after: 100 - clock.now % 100) { wake() }
        }
        clock.scheduleWake(after: 100) { wake() }
        clock.schedule(after: 250) { recorder.fired.append("timer@\(clock.now)") }
        clock.advance(by: Int(Int32.max))
        #expect(recorder.fired == ["timer@250", "wake@\(Int32.max)"])
        #expect(clock.nextDue == 2_147_483_700)
        clock.advance(by: 53)
        #expect(recorder.fired.last == "wake@2147483700")
    }

    @Test func aWakeCancelledByATimerOfTheSameAdvanceNeverRuns() {
        let clock = VirtualClock()
        var woke = false
        let wake = clock.scheduleWake(after: 100) { woke = true }
        clock.schedule(after: 200) { wake.cancel() }
        clock.advance(by: 500)
        #expect(!woke)
        #expect(clock.nextDue == nil)
    }

    @Test func aTimerFiresExactlyAtItsDueTime() {
        let clock = VirtualClock()
        var fired = false
        clock.schedule(after: 300) { fired = true }
        clock.advance(by: 299)
        #expect(!fired)
        clock.advance(by: 1)
        #expect(fired)
        #expect(clock.now == 300)
    }

    @Test func delaysCountFromNow() {
        let clock = VirtualClock()
        clock.advance(by: 1_000)
        var firedAt: Int?
        clock.schedule(after: 50) { firedAt = clock.now }
        #expect(clock.nextDue == 1_050)
        clock.advance(by: 100)
        #expect(firedAt == 1_050)
    }

    @Test func cancelStopsATimer() {
        let clock = VirtualClock()
        let recorder = Recorder()
        let first = clock.schedule(after: 100) { recorder.fired.append("first") }
        clock.schedule(after: 100) { recorder.fired.append("second") }
        let third = clock.schedule(after: 200) { recorder.fired.append("third") }
        first.cancel()
        third.cancel()
        third.cancel()                         // twice is harmless
        #expect(clock.nextDue == 100)
        clock.advance(by: 500)
        #expect(recorder.fired == ["second"])
        #expect(clock.nextDue == nil)
        first.cancel()                         // after the time passed: harmless
    }

    @Test func cancellingAfterFiringIsHarmless() {
        let clock = VirtualClock()
        var count = 0
        let handle = clock.schedule(after: 10) { count += 1 }
        clock.advance(by: 10)
        handle.cancel()
        clock.advance(by: 10)
        #expect(count == 1)
    }

    @Test func timersScheduledWhileAdvancingFireInTheSameAdvanceWhenDue() {
        let clock = VirtualClock()
        let recorder = Recorder()
        clock.schedule(after: 100) {
            recorder.fired.append("outer@\(clock.now)")
            clock.schedule(after: 50) { recorder.fired.append("inner@\(clock.now)") }
            clock.schedule(after: 500) { recorder.fired.append("late@\(clock.now)") }
        }
        clock.schedule(after: 120) { recorder.fired.append("middle@\(clock.now)") }
        clock.advance(by: 200)
        #expect(recorder.fired == ["outer@100", "middle@120", "inner@150"])
        #expect(clock.now == 200)
        #expect(clock.nextDue == 600)
        clock.advance(by: 400)
        #expect(recorder.fired.last == "late@600")
    }

    @Test func aTimerCanCancelAnother() {
        let clock = VirtualClock()
        let recorder = Recorder()
        var victim: TimerHandle?
        clock.schedule(after: 10) {
            recorder.fired.append("killer")
            victim?.cancel()
        }
        victim = clock.schedule(after: 20) { recorder.fired.append("victim") }
        clock.advance(by: 100)
        #expect(recorder.fired == ["killer"])
    }

    @Test func negativeDelaysAndAdvancesAreZero() {
        let clock = VirtualClock()
        var fired = false
        clock.schedule(after: -50) { fired = true }
        #expect(clock.nextDue == 0)
        clock.advance(by: -10)
        #expect(clock.now == 0)
        #expect(fired)
    }

    @Test func debouncesOfTwoScenesShareOneClock() throws {
        let clock = VirtualClock()
        let body = """
            dataSources:
              - { id: typed, type: TextInputDataSource, outlets: { field: field }, properties: { debounce: 1s } }
            views:
              - { id: field, type: TextField }
              - { id: out, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: typed, view: out } }
            """
        let one = try RuntimeTestSupport.scene(body, clock: clock)
        let two = try RuntimeTestSupport.scene(body.replacingOccurrences(of: "1s", with: "0.5s"), clock: clock)
        try one.object("field", as: TextField.self).type("one")
        try two.object("field", as: TextField.self).type("two")
        clock.advance(by: 500)
        #expect(try one.object("typed", as: DataSource.self).value == "")
        #expect(try two.object("typed", as: DataSource.self).value == "two")
        clock.advance(by: 500)
        #expect(try one.object("typed", as: DataSource.self).value == "one")
    }
}
