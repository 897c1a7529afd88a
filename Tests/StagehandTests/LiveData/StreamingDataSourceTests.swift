import Foundation
import Testing
import Stagehand
import StagehandConsole

/// Data sources that follow a stream of values: values come back through the scene's mailbox;
/// a script's `wait` applies them only once the stream caught up with what was written before
/// it, whenever the stream happens to deliver it, so frames are the same on every run; errors
/// fail the data source; leaving the scene ends the stream for good.
///
/// The feed tells its observers after a random pause, as a database observation does after a
/// write returned, so a `wait` that did not catch up would show the old value now and then.
@Suite("Streaming data sources")
struct StreamingDataSourceTests {
    static let feedScene = """
        dataSources:
          - { id: feed, type: LDFeedDataSource }
        views:
          - { id: text, type: Label }
          - { id: status, type: Label }
          - { id: send, type: Button, properties: { title: Send } }
        bindings:
          - { type: TextBinding, outlets: { dataSource: feed, view: text } }
          - { type: StatusBinding, outlets: { dataSource: feed, view: status }, properties: { ready: "live" } }
        responders:
          - { type: LDSendResponder, on: [send.tap], properties: { text: sent } }
        """

    /// Builds a scene over `feed` and runs `body` with it, on a thread of its own.
    static func withScene<T: Sendable>(
        _ body: String = feedScene, feed: LDFeed, _ run: @escaping @Sendable (LiveScene) -> T
    ) async -> T? {
        await LiveDataTestSupport.onOwnThread {
            let registry = StreamTestTypes.registry(feed)
            let (description, _) = RuntimeTestSupport.describe(RuntimeTestSupport.header + body, registry: registry)
            guard let description else { return nil }
            let scene = LiveScene(description: description, registry: registry)
            defer { scene.leave() }
            return run(scene)
        }
    }

    static func text(_ id: String, in scene: LiveScene) -> String {
        (scene.objectsByID[id] as? Label)?.text ?? "-"
    }

    @Test("a stream is not late for waiting while slower work settles first")
    func notLateBehindSlowerWork() async {
        let feed = LDFeed("first", maxDelay: 0)
        let body = """
            dataSources:
              - { id: feed, type: LDFeedDataSource, properties: { timeout: 150ms } }
              - { id: slow, type: LDSlowDataSource, properties: { delay: 400, timeout: 5s } }
            views:
              - { id: text, type: Label }
              - { id: status, type: Label }
              - { id: other, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: feed, view: text } }
              - { type: StatusBinding, outlets: { dataSource: feed, view: status }, properties: { ready: "live" } }
              - { type: TextBinding, outlets: { dataSource: slow, view: other } }
            """
        let seen = await LiveDataTestSupport.onOwnThread { () -> [String]? in
            let registry = StreamTestTypes.registry(feed)
            try? registry.register(LDSlowDataSource.self)
            let (description, _) = RuntimeTestSupport.describe(RuntimeTestSupport.header + body, registry: registry)
            guard let description else { return nil }
            let scene = LiveScene(description: description, registry: registry)
            defer { scene.leave() }
            scene.work.settle()
            return [Self.text("text", in: scene), Self.text("status", in: scene), Self.text("other", in: scene),
                    "\(scene.diagnostics.count)"]
        }
        #expect(seen == ["first", "live", "loaded", "0"])
    }

    @Test("loading until the first value, which a settle waits for; then ready")
    func firstValue() async {
        let feed = LDFeed("first")
        let seen = await Self.withScene(feed: feed) { scene -> [String] in
            let before = [Self.text("text", in: scene), Self.text("status", in: scene)]
            scene.work.settle()
            return before + [Self.text("text", in: scene), Self.text("status", in: scene), "\(scene.work.streamCount)"]
        }
        #expect(seen == ["", "Loading…", "first", "live", "1"])
    }

    @Test("a settle shows every change written before it, however late the stream delivers it", arguments: [true, false])
    func settleCatchesUp(throughWork: Bool) async {
        let feed = LDFeed("v0", maxDelay: 4_000)
        let seen = await Self.withScene(feed: feed) { scene -> [String] in
            var seen: [String] = []
            scene.work.settle()
            seen.append(Self.text("text", in: scene))
            for round in 1...40 {
                if throughWork {
                    // Written by the scene's own work: done when the work is, told later.
                    (scene.objectsByID["send"] as? Button)?.tap()
                } else {
                    // Written from outside the scene, before the wait.
                    feed.send(.string("v\(round)"))
                }
                scene.work.settle()
                seen.append(Self.text("text", in: scene))
            }
            return seen
        }
        let expected = throughWork ? ["v0"] + Array(repeating: "sent", count: 40) : (0...40).map { "v\($0)" }
        #expect(seen == expected)
    }

    @Test("a script over a slow feed plays the same bytes every time")
    func scriptDeterministic() async throws {
        let folder = try LiveDataTestSupport.folder([
            "feed.scene.yaml": RuntimeTestSupport.header + Self.feedScene,
            "feed.script.yaml": """
                scene: feed.scene.yaml
                size: 30x8
                steps:
                  - snapshot
                  - wait: 10ms
                  - snapshot
                  - tap: send
                  - snapshot
                  - wait: 10ms
                  - expect: { view: text, text: sent }
                  - snapshot
                """,
        ])
        defer { TemporaryFiles.remove(folder) }
        var outputs: Set<String> = []
        for _ in 0..<30 {
            let result = await LiveDataTestSupport.play(
                "feed.script.yaml", in: folder, registry: { StreamTestTypes.registry(LDFeed("first", maxDelay: 5_000)) })
            #expect(result.errors == [])
            #expect(result.problems == [])
            outputs.insert(result.output)
        }
        #expect(outputs.count == 1)
        #expect(outputs.first?.contains("sent") == true)
    }

    @Test("without a current value, a settle applies what arrived, after the first value")
    func withoutCurrent() async {
        let feed = LDFeed("first", maxDelay: 0)
        let body = Self.feedScene.replacingOccurrences(of: "type: LDFeedDataSource }", with: "type: LDFeedDataSource, properties: { current: false } }")
        let seen = await Self.withScene(body, feed: feed) { scene -> [String] in
            scene.work.settle()
            let first = Self.text("text", in: scene)
            feed.send("second")
            // Nothing to catch up to: only what has arrived is applied, so look until it has.
            let until = MonotonicTime.milliseconds() + 5_000
            while Self.text("text", in: scene) != "second", MonotonicTime.milliseconds() < until {
                usleep(1_000)
                scene.work.settle()
            }
            return [first, Self.text("text", in: scene)]
        }
        #expect(seen == ["first", "second"])
    }

    @Test("at the terminal, values are applied as they arrive, with no settle")
    func appliedAsTheyArrive() async {
        let feed = LDFeed("first")
        let seen = await Self.withScene(feed: feed) { scene -> [String] in
            var seen: [String] = []
            for expected in ["first", "second", "third"] {
                if expected != "first" { feed.send(.string(expected)) }
                let until = MonotonicTime.milliseconds() + 5_000
                while Self.text("text", in: scene) != expected, MonotonicTime.milliseconds() < until {
                    usleep(1_000)
                    scene.work.applyArrived()
                }
                seen.append(Self.text("text", in: scene))
            }
            return seen
        }
        #expect(seen == ["first", "second", "third"])
    }

    @Test("a stream that throws fails the data source, keeps its value and is reported once")
    func streamFails() async {
        let feed = LDFeed("first")
        let seen = await Self.withScene(feed: feed) { scene -> [String] in
            guard let source = scene.objectsByID["feed"] as? LDFeedDataSource else { return [] }
            scene.work.settle()
            feed.fail("the feed went away")
            let until = MonotonicTime.milliseconds() + 5_000
            while source.isStreaming, MonotonicTime.milliseconds() < until {
                usleep(1_000)
                scene.work.applyArrived()
            }
            scene.work.settle()
            return [source.value.displayText, source.state.name, Self.text("status", in: scene), scene.statusMessage ?? "-",
                    "\(source.isStreaming)"] + scene.diagnostics.map(\.message)
        }
        #expect(seen == ["first", "failed", "the feed went away", "the feed went away", "false",
                         "'feed' (LDFeedDataSource) failed to load: the feed went away"])
    }

    @Test("no first value within the timeout fails the data source; a later value makes it ready")
    func firstValueLate() async {
        let feed = LDFeed("slow", maxDelay: 300_000)
        let body = Self.feedScene.replacingOccurrences(of: "type: LDFeedDataSource }", with: "type: LDFeedDataSource, properties: { current: false, timeout: 1ms } }")
        let seen = await Self.withScene(body, feed: feed) { scene -> [String] in
            usleep(5_000)
            var seen: [String] = []
            scene.work.applyArrived()
            // The feed may have been quick after all; only a late one is checked here.
            guard Self.text("text", in: scene) != "slow" else { return ["quick"] }
            seen.append(Self.text("status", in: scene))
            let until = MonotonicTime.milliseconds() + 5_000
            while Self.text("text", in: scene) != "slow", MonotonicTime.milliseconds() < until {
                usleep(1_000)
                scene.work.applyArrived()
            }
            return seen + [Self.text("text", in: scene), Self.text("status", in: scene)]
        }
        if seen != ["quick"] {
            #expect(seen == ["produced no value within 1ms", "slow", "live"])
        }
    }

    @Test("reload starts the stream afresh; the old one's values are never applied")
    func reloadRestarts() async {
        let feed = LDFeed("first")
        let seen = await Self.withScene(feed: feed) { scene -> [String] in
            guard let source = scene.objectsByID["feed"] as? LDFeedDataSource else { return [] }
            scene.work.settle()
            source.reload()
            let state = source.state.name
            scene.work.settle()
            return [state, source.state.name, "\(source.startCount)", "\(scene.work.streamCount)", "\(feed.observerCount)"]
        }
        #expect(seen == ["loading", "ready", "2", "1", "1"])
    }

    @Test("leaving the scene ends the stream: nothing of it runs or is applied afterwards")
    func leavingEnds() async {
        let feed = LDFeed("first", maxDelay: 0)
        let seen = await Self.withScene(feed: feed) { scene -> [String] in
            guard let source = scene.objectsByID["feed"] as? LDFeedDataSource else { return [] }
            var changes = 0
            source.observe { _ in changes += 1 }
            scene.work.settle()
            let followed = changes
            scene.leave()
            // The stream's task is cancelled, so its sequence ends and stops following the feed.
            let until = MonotonicTime.milliseconds() + 5_000
            while feed.observerCount > 0, MonotonicTime.milliseconds() < until { usleep(1_000) }
            let mapped = feed.mappedCount
            feed.send("after")
            usleep(50_000)
            scene.work.applyArrived()
            scene.work.settle()
            source.reload()
            return ["\(followed)", "\(changes)", source.value.displayText, "\(feed.observerCount)",
                    "\(feed.mappedCount - mapped)", "\(scene.work.isBusy)", "\(source.startCount)"]
        }
        #expect(seen == ["1", "1", "first", "0", "0", "false", "1"])
    }
}
