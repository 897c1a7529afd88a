extension SceneChecker {
    /// Every check a scene goes through. A check declares its own phase; within a phase they run
    /// in this order, which is the order of their findings at one place. A new check is a type
    /// conforming to ``SceneCheck`` and one line here.
    package static let checks: [any SceneCheck.Type] = [
        // Each object, on every core: type and place, properties, outlets, `on` entries.
        ObjectChecker.self,
        OutletChecker.self,
        EventChecker.self,
        // The scene with its data read.
        DataPathChecker.self,
        SegueShapeCheck.self,
        RedundantToggleCheck.self,
        // Each object that looks outside the scene.
        SegueResponderCheck.self,
        DataFileChecker.self,
        LiveDataChecker.self,
        // The scene against the file system.
        SegueDestinationCheck.self,
        UnusedSegueCheck.self,
        // The scene once every outlet is known.
        DependencyCycleCheck.self,
        UsageCheck.self,
        ShortcutCheck.self,
    ]

    /// ``checks`` sorted by phase, read once.
    static let plan = CheckPlan(checks)
}

/// A list of checks sorted by phase, each kept as the kind of check its phase runs.
package struct CheckPlan: Sendable {
    /// The checks of ``CheckPhase/eachObject``.
    package private(set) var eachObject: [any ConcurrentObjectCheck.Type] = []
    /// The checks of ``CheckPhase/eachObjectOnDisk``.
    package private(set) var eachObjectOnDisk: [any ObjectCheck.Type] = []
    /// The checks of the phases that check the scene as a whole, by phase.
    private var wholeScene: [CheckPhase: [any WholeSceneCheck.Type]] = [:]
    /// Checks whose kind does not fit their phase (a whole-scene check declaring a per-object
    /// phase, a per-object check that is not `Sendable` declaring ``CheckPhase/eachObject``):
    /// they would never run, so a test requires this to be empty.
    package private(set) var misfits: [any SceneCheck.Type] = []

    package init(_ checks: [any SceneCheck.Type]) {
        for check in checks {
            switch check.phase {
            case .eachObject:
                if let check = check as? any ConcurrentObjectCheck.Type { eachObject.append(check) } else { misfits.append(check) }
            case .eachObjectOnDisk:
                if let check = check as? any ObjectCheck.Type { eachObjectOnDisk.append(check) } else { misfits.append(check) }
            case .sceneData, .sceneOnDisk, .linkedScene:
                if let check = check as? any WholeSceneCheck.Type { wholeScene[check.phase, default: []].append(check) } else { misfits.append(check) }
            }
        }
    }

    /// The whole-scene checks of `phase`, made for `scene`.
    func wholeScene(_ phase: CheckPhase, for scene: CheckedScene) -> [any WholeSceneCheck] {
        (wholeScene[phase] ?? []).map { $0.init(scene) }
    }
}
