/// Checks each property declared as naming a segue (`SegueResponder`'s `segue`) against the
/// segues the scene declares.
struct SegueResponderCheck: ObjectCheck {
    static let phase = CheckPhase.eachObjectOnDisk
    private let segues: SegueChecker
    private let segueIDs: [String: SourceLocation]

    init(_ scene: CheckedScene) {
        segues = SegueChecker(directory: scene.directory, fileExists: scene.fileExists)
        segueIDs = scene.index.segueIDs
    }

    func check(_ object: DeclaredObject, at objectIndex: Int, links: inout OutletLinks, into diagnostics: inout [Diagnostic]) {
        segues.checkResponder(object, segueIDs: segueIDs, into: &diagnostics)
    }
}

/// Checks that every segue's `to` file exists next to the scene.
struct SegueDestinationCheck: WholeSceneCheck {
    static let phase = CheckPhase.sceneOnDisk
    private let segues: SegueChecker
    private let scene: SceneDescription

    init(_ scene: CheckedScene) {
        segues = SegueChecker(directory: scene.directory, fileExists: scene.fileExists)
        self.scene = scene.scene
    }

    func check(into diagnostics: inout [Diagnostic]) {
        segues.checkDestinations(scene.segues, into: &diagnostics)
    }
}

/// Warns about segues no responder performs.
struct UnusedSegueCheck: WholeSceneCheck {
    static let phase = CheckPhase.sceneOnDisk
    private let segues: SegueChecker
    private let scene: SceneDescription
    private let index: SceneIndex

    init(_ scene: CheckedScene) {
        segues = SegueChecker(directory: scene.directory, fileExists: scene.fileExists)
        self.scene = scene.scene
        index = scene.index
    }

    func check(into diagnostics: inout [Diagnostic]) {
        segues.checkPerformed(scene.segues, objects: index.objects, into: &diagnostics)
    }
}
