import Foundation
import Testing
import Stagehand

/// Async custom types: loads and responder work run off the scene and come back to it; scripts
/// see them only when the work is settled, in the order it started; stale loads never win;
/// a busy responder ignores a second tap; leaving a scene cancels everything.
///
/// Each test builds and drives its scene on a thread of its own (see
/// ``LiveDataTestSupport/onOwnThread(_:)``) and hands plain values back to check.
@Suite("Async work")
struct AsyncWorkTests {
    /// Builds a scene from a body and runs `body` with it, on a thread of its own.
    static func withScene<T: Sendable>(
        _ sceneBody: String, greeting: String? = "Hello", _ body: @escaping @Sendable (LiveScene) -> T
    ) async -> T? {
        await LiveDataTestSupport.onOwnThread {
            let registry = LiveDataTestTypes.registry(greeting: greeting)
            let (description, _) = RuntimeTestSupport.describe(RuntimeTestSupport.header + sceneBody, registry: registry)
            guard let description else { return nil }
            let scene = LiveScene(description: description, registry: registry)
            defer { scene.leave() }
            return body(scene)
        }
    }

    static let oneLoad = """
        dataSources:
          - { id: data, type: LDSlowDataSource, properties: { delay: 30 } }
        views:
          - { id: text, type: Label }
          - { id: status, type: Label }
        bindings:
          - { type: TextBinding, outlets: { dataSource: data, view: text } }
          - { type: StatusBinding, outlets: { dataSource: data, view: status } }
        """

    @Test("a load is applied when the work is settled; loading until then")
    func loadApplied() async {
        let seen = await Self.withScene(Self.oneLoad) { scene -> [String] in
            let text = scene.objectsByID["text"] as? Label, status = scene.objectsByID["status"] as? Label
            let before = [text?.text ?? "-", status?.text ?? "-"]
            scene.work.settle()
            return before + [text?.text ?? "-", status?.text ?? "-"]
        }
        #expect(seen == ["", "Loading…", "loaded", ""])
    }

    @Test("a load that throws fails the data source, keeps its value and is reported")
    func loadFails() async {
        let body = Self.oneLoad + "\n" + """
            responders: []
            """
        let seen = await Self.withScene(body) { scene -> [String] in
            guard let data = scene.objectsByID["data"] as? LDSlowDataSource else { return [] }
            scene.work.settle()
            data.fails = true
            data.reload()
            scene.work.settle()
            let status = (scene.objectsByID["status"] as? Label)?.text ?? "-"
            return [data.value.displayText, data.state.name, status, scene.statusMessage ?? "-"]
                + scene.diagnostics.map(\.code.rawValue)
        }
        #expect(seen == ["loaded", "failed", "the server said no", "the server said no", "load-failed"])
    }

    @Test("a load still running at its timeout is cancelled and fails the data source, not the run")
    func loadTimesOut() async {
        let body = """
            dataSources:
              - { id: data, type: LDSlowDataSource, properties: { delay: 5000, timeout: 100ms } }
            views:
              - { id: status, type: Label }
            bindings:
              - { type: StatusBinding, outlets: { dataSource: data, view: status } }
            """
        let seen = await Self.withScene(body) { scene -> [String] in
            scene.work.settle()
            return [(scene.objectsByID["status"] as? Label)?.text ?? "-", "\(scene.work.runningCount)"]
        }
        #expect(seen == ["did not finish loading within 100ms", "0"])
    }

    @Test("a stale load never overwrites a newer one")
    func staleLoadDropped() async {
        let body = """
            dataSources:
              - { id: query, type: StaticDataSource, properties: { value: slow } }
              - { id: data, type: LDSlowDataSource, properties: { delay: 10, slowDelay: 300 }, outlets: { query: query } }
            views:
              - { id: text, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: data, view: text } }
            """
        let seen = await Self.withScene(body) { scene -> [String] in
            guard let query = scene.objectsByID["query"] as? DataSource else { return [] }
            query.setValue("fast")          // the slow load is cancelled; it still answers "stale"
            var values: [String] = []
            (scene.objectsByID["data"] as? DataSource)?.observe { values.append($0.displayText) }
            scene.work.settle()
            // Give the cancelled load every chance to arrive, then look again.
            usleep(400_000)
            scene.work.applyArrived()
            scene.work.settle()
            return values
        }
        #expect(seen == ["loaded fast"])
    }

    @Test("results are applied in the order the work started, not the order it finished")
    func startOrder() async {
        let body = """
            dataSources:
              - { id: first, type: LDSlowDataSource, properties: { delay: 200, text: first } }
              - { id: second, type: LDSlowDataSource, properties: { delay: 1, text: second } }
            views:
              - { id: a, type: Label }
              - { id: b, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: first, view: a } }
              - { type: TextBinding, outlets: { dataSource: second, view: b } }
            """
        let seen = await Self.withScene(body) { scene -> [String] in
            var order: [String] = []
            for id in ["first", "second"] {
                (scene.objectsByID[id] as? DataSource)?.observe { order.append($0.displayText) }
            }
            scene.work.settle()
            return order
        }
        #expect(seen == ["first", "second"])
    }

    static let saving = """
        dataSources:
          - { id: saves, type: StaticDataSource, properties: { value: 0 } }
        views:
          - { id: save, type: Button, properties: { title: Save } }
          - { id: count, type: Label }
        bindings:
          - { type: TextBinding, outlets: { dataSource: saves, view: count } }
        responders:
          - { id: saver, type: LDSaveResponder, on: [save.tap], outlets: { target: saves } }
        """

    @Test("a second tap while the responder works is ignored; the next after it finishes is not")
    func busyResponderIgnoresTaps() async {
        let seen = await Self.withScene(Self.saving) { scene -> [String] in
            guard let button = scene.objectsByID["save"] as? Button,
                let saver = scene.objectsByID["saver"] as? LDSaveResponder else { return [] }
            button.tap()
            let busy = saver.isWorking
            button.tap()
            button.tap()
            let before = (scene.objectsByID["count"] as? Label)?.text ?? "-"
            scene.work.settle()
            let once = (scene.objectsByID["count"] as? Label)?.text ?? "-"
            button.tap()
            scene.work.settle()
            let twice = (scene.objectsByID["count"] as? Label)?.text ?? "-"
            return ["\(busy)", before, once, twice, "\(saver.isWorking)"]
        }
        #expect(seen == ["true", "0", "1", "2", "false"])
    }

    @Test("a responder's async error goes to the status line; the scene goes on")
    func responderErrorReported() async {
        let body = Self.saving.replacingOccurrences(of: "outlets: { target: saves } }", with: "outlets: { target: saves }, properties: { fails: true } }")
        let seen = await Self.withScene(body) { scene -> [String] in
            (scene.objectsByID["save"] as? Button)?.tap()
            scene.work.settle()
            return [scene.statusMessage ?? "-", (scene.objectsByID["count"] as? Label)?.text ?? "-"]
                + scene.diagnostics.map(\.message)
        }
        #expect(seen == ["the disk is full", "0", "'saver' (LDSaveResponder) failed on save.tap: the disk is full"])
    }

    @Test("leaving a scene cancels its work; nothing of it is applied or started afterwards")
    func leavingCancels() async {
        let body = """
            dataSources:
              - { id: data, type: LDSlowDataSource, properties: { delay: 100 } }
            views:
              - { id: text, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: data, view: text } }
            """
        let seen = await Self.withScene(body) { scene -> [String] in
            guard let data = scene.objectsByID["data"] as? LDSlowDataSource else { return [] }
            scene.leave()
            data.reload()
            usleep(300_000)
            scene.work.applyArrived()
            scene.work.settle()
            return [data.value.displayText, "\(data.loadCount)", "\(scene.work.isBusy)", "\(scene.work.isClosed)"]
        }
        #expect(seen == ["", "1", "false", "true"])
    }
}
