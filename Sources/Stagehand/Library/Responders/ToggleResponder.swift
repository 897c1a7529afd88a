/// Flips the truth at `path` in a data source's value: a true value becomes `false`, anything
/// else (false, null, missing, zero, empty) becomes `true`.
///
/// On a switch whose `SwitchBinding` already wrote the toggle to the same data source and path,
/// it does nothing: one toggle flips the value once.
public final class ToggleResponder: Responder {
    override public class var summary: String { "Flips the truth at 'path' in a data source's value" }
    override public class var dataReads: [DataRead] { [.inputFilling(["path"])] }
    override public class var dataFlow: DataFlow? { .edits(outlet: "target", missingKeyIsTypo: true) }

    /// The data source whose value is edited.
    @Outlet("The data source whose value is edited") public var target: DataSource
    /// A dot path into the target's value; empty flips the whole value.
    @Property("A dot path into the target's value; empty flips the whole value; {path} placeholders are filled from 'input'") public var path = ""
    /// The data source whose value fills `path`'s placeholders.
    @Outlet("Fills the {path} placeholders of 'path'") public var input: DataSource?

    override public func respond(to event: ViewEvent) throws {
        guard let segments = computedSegments(path, input: input) else { return }
        // A switch's binding already wrote this toggle to the same place: one toggle, one flip.
        if let scene, scene.eventSetTruth(in: target, at: segments) { return }
        guard ComputedPath.hasPlaceholder(path) else {
            try target.update(at: path) { .bool(!$0.isTruthy) }
            return
        }
        let current = target.value.value(atSegments: segments) ?? .null
        try target.apply(ValueEdit(path: segments, change: .replace(.bool(!current.isTruthy))))
    }
}
