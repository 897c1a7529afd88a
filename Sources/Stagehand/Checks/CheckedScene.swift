/// What the checks of one scene are made from: the scene, its index, and what the checker was
/// given. Each check takes what its phase allows (``CheckPhase``) when it is made.
package struct CheckedScene {
    /// The types scenes may name.
    let catalog: TypeCatalog
    /// The scene as decoded.
    let scene: SceneDescription
    /// Every object of the scene with its type, and the scopes its ids live in.
    package let index: SceneIndex
    /// The scene file's folder, which the paths a scene writes are relative to.
    let directory: String
    /// Whether a regular file exists at a path.
    let fileExists: (String) -> Bool
    /// The limits data files and scripts are read with.
    let limits: LoadLimits
    /// The data files read so far, kept for whoever compiles the scene.
    let files: DataFileCache
    /// What lint knows of the data sources' values, worked out once and shared by the checks
    /// of phase ``CheckPhase/sceneData``.
    let shapes: DataShapes
    /// Programs a script playing the scene stands in for: not reported missing.
    let standInPrograms: Set<String>
    /// What every object's outlets connect: recorded by phase ``CheckPhase/eachObject``, so
    /// only checks of phase ``CheckPhase/linkedScene`` see them (empty before).
    package var links: OutletLinks

    init(catalog: TypeCatalog, scene: SceneDescription, index: SceneIndex, fileExists: @escaping (String) -> Bool,
         limits: LoadLimits, files: DataFileCache, standInPrograms: Set<String>) {
        self.catalog = catalog
        self.scene = scene
        self.index = index
        self.directory = PathResolver.directory(of: scene.file)
        self.fileExists = fileExists
        self.limits = limits
        self.files = files
        self.shapes = DataShapes(index: index, directory: directory, files: files)
        self.standInPrograms = standInPrograms
        self.links = OutletLinks(objectCount: 0)
    }
}
