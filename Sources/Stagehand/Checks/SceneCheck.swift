/// When a check runs in ``SceneChecker``, which says what it may read: the phases run in this
/// order, and each makes its checks from a ``CheckedScene`` holding what is known by then.
///
/// The order of the findings within a place is the order the phases and the list give, and
/// `SceneChecker` keeps it whatever the number of threads, so a report is the same byte for byte.
package enum CheckPhase: Sendable, CaseIterable {
    /// One object at a time, reading only the scene's index (its types, ids and scopes): runs
    /// on every core, a slice of objects each, while the calling thread runs ``sceneData``.
    /// Only an ``ObjectCheck`` that is `Sendable` (``ConcurrentObjectCheck``) runs here; it may
    /// record what the object's outlets connect in the ``OutletLinks`` it is given.
    case eachObject
    /// The whole scene with its data files read (``CheckedScene/files``, ``CheckedScene/shapes``):
    /// on the calling thread, while ``eachObject`` runs on the others. Its findings follow those
    /// of ``sceneOnDisk``.
    case sceneData
    /// One object at a time, touching the file system (segue files, data files, programs): on
    /// the calling thread once ``eachObject`` is done, in object order, each object's findings
    /// right after its ``eachObject`` findings. Only objects of a type that looks outside the
    /// scene (``TypeInfo/looksOutside``) are given to these checks.
    case eachObjectOnDisk
    /// The whole scene against the file system (where segues lead), after ``eachObjectOnDisk``.
    case sceneOnDisk
    /// The whole scene once every outlet is resolved: ``CheckedScene/links`` holds what every
    /// object's outlets connect (dependencies among data sources, what is read at all).
    case linkedScene
}

/// A check of a scene, listed in ``SceneChecker/checks``: it declares its ``phase`` and is made
/// once per scene, at the start of its phase, from what the scene gives by then.
///
/// A check does its work through ``ObjectCheck`` (one object at a time) or ``WholeSceneCheck``;
/// which one its phase needs is checked when the list is read (``CheckPlan``).
package protocol SceneCheck: SendableMetatype {
    /// When the check runs, and so what it may read.
    static var phase: CheckPhase { get }
    /// Makes the check for one scene.
    init(_ scene: CheckedScene)
}

/// A check of one object at a time (phases ``CheckPhase/eachObject`` and
/// ``CheckPhase/eachObjectOnDisk``).
package protocol ObjectCheck: SceneCheck {
    /// Checks the object at `objectIndex` in the scene's index, recording what its outlets
    /// connect in `links`.
    func check(_ object: DeclaredObject, at objectIndex: Int, links: inout OutletLinks, into diagnostics: inout [Diagnostic])
}

/// An ``ObjectCheck`` that may run on any thread: what phase ``CheckPhase/eachObject`` needs.
package protocol ConcurrentObjectCheck: ObjectCheck, Sendable {}

/// A check of the whole scene at once (phases ``CheckPhase/sceneData``,
/// ``CheckPhase/sceneOnDisk`` and ``CheckPhase/linkedScene``).
package protocol WholeSceneCheck: SceneCheck {
    /// Checks the scene the check was made for.
    func check(into diagnostics: inout [Diagnostic])
}

/// A check made from the scene's index alone (its types, ids and scopes): its memberwise
/// initializer is all it needs.
protocol IndexCheck: SceneCheck {
    /// Makes the check from the scene's index.
    init(index: SceneIndex)
}

extension IndexCheck {
    init(_ scene: CheckedScene) {
        self.init(index: scene.index)
    }
}

/// A whole-scene check made from the index and what every object's outlets connect, so it runs
/// once every outlet is resolved (``CheckPhase/linkedScene``).
protocol LinkedSceneCheck: WholeSceneCheck {
    /// Makes the check from the scene's index and its resolved outlets.
    init(index: SceneIndex, links: OutletLinks)
}

extension LinkedSceneCheck {
    package static var phase: CheckPhase { .linkedScene }

    package init(_ scene: CheckedScene) {
        self.init(index: scene.index, links: scene.links)
    }
}
