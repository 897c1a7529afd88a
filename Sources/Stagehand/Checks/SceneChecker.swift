#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks a decoded scene against a registry and reports every problem in one pass: unknown or
/// misplaced types, properties and outlets that do not fit their declarations, references to ids
/// that do not exist, duplicate ids, unknown events, segues and data files that are missing,
/// dependency cycles among data sources, and objects nothing uses.
///
/// Structural problems (unknown keys, wrong kinds, missing `type`) are the ``SceneDecoder``'s to
/// report; the checker never reports them again. Custom types registered in the registry are
/// checked exactly like the standard library's.
///
/// ```swift
/// let (scene, structural) = SceneDecoder.decode(document)
/// let problems = structural + SceneChecker(registry: Registry()).check(scene)
/// ```
package struct SceneChecker {
    /// The types scenes may name.
    package let catalog: TypeCatalog
    /// Whether a regular file exists at a path; segue destinations and data files are looked up
    /// with it, so tests can stand in a file system of their own.
    package let fileExists: (String) -> Bool
    /// The limits data files are loaded with.
    var limits: LoadLimits = .default
    /// How many threads check a large scene's objects; the findings are the same whatever it is.
    package var workers = ParallelWork.processorCount
    /// Programs a script playing the scene stands in for: not reported missing.
    var standInPrograms: Set<String> = []
    /// The checks run, by phase: ``checks``, unless a test adds its own.
    package var plan = SceneChecker.plan

    /// Creates a checker.
    ///
    /// - Parameters:
    ///   - registry: the types scenes may name, built-in and custom.
    ///   - fileExists: whether a regular file exists at a path; by default, asks the file system.
    package init(registry: Registry, fileExists: @escaping (String) -> Bool = SceneChecker.isRegularFile) {
        self.init(catalog: registry.catalog, fileExists: fileExists)
    }

    /// Creates a checker from a snapshot of the registered types; checkers made this way can
    /// run on any thread.
    package init(catalog: TypeCatalog, fileExists: @escaping (String) -> Bool = SceneChecker.isRegularFile) {
        self.catalog = catalog
        self.fileExists = fileExists
    }


    /// Every problem of the scene, sorted by position.
    package func check(_ scene: SceneDescription) -> [Diagnostic] {
        check(scene, dataFiles: DataFileCache(limits: limits))
    }

    /// ``check(_:)``, reading data files through `dataFiles`, which keeps them for the caller.
    func check(_ scene: SceneDescription, dataFiles files: DataFileCache) -> [Diagnostic] {
        var builder = SceneIndexBuilder(
            catalog: catalog,
            rowItemType: catalog.rowItem.map(TypeInfo.init))
        let index = builder.build(scene)
        var diagnostics = builder.diagnostics

        let plan = self.plan
        var checked = CheckedScene(
            catalog: catalog, scene: scene, index: index, fileExists: fileExists,
            limits: limits, files: files, standInPrograms: standInPrograms)
        // The checks that only read the index (types, properties, outlets, events: most of the
        // work) run on the other cores, a slice of objects each, while this thread follows data
        // through the scene; those that touch the file system run here too. Each object's
        // findings are then put together in the order one thread would give.
        let concurrent = plan.eachObject.map { $0.init(checked) }
        let pending = ObjectSlices.start(index, workers: workers) { objectIndex, links, found in
            // Read once: every read through the captured index retains its array of objects,
            // which every checking thread shares. The checks are called in place, not copied
            // out of the list, for the same reason.
            let object = index.objects[objectIndex]
            for check in concurrent.indices {
                concurrent[check].check(object, at: objectIndex, links: &links, into: &found)
            }
        }
        var dataFindings: [Diagnostic] = []
        for check in plan.wholeScene(.sceneData, for: checked) { check.check(into: &dataFindings) }
        let slices = pending.finish()
        let onDisk = plan.eachObjectOnDisk.map { $0.init(checked) }
        var links = OutletLinks(objectCount: index.objects.count)
        // Objects are passed straight from the index, not through a local copy: a scene of a
        // hundred thousand objects would otherwise pay for retaining every field of every one.
        for slice in slices {
            links.merge(slice.links)
            // Most slices found nothing: appending each object's empty share cost more than the checks it merges.
            let foundAny = !slice.foundNothing
            for (offset, objectIndex) in slice.objects.enumerated() {
                if foundAny { diagnostics += slice.found(forObjectAt: offset) }
                // An object of unknown type has nothing for these checks either.
                guard index.objects[objectIndex].type?.looksOutside == true else { continue }
                for check in onDisk.indices {
                    onDisk[check].check(index.objects[objectIndex], at: objectIndex, links: &links, into: &diagnostics)
                }
            }
        }
        for check in plan.wholeScene(.sceneOnDisk, for: checked) { check.check(into: &diagnostics) }
        diagnostics += dataFindings
        checked.links = links
        for check in plan.wholeScene(.linkedScene, for: checked) { check.check(into: &diagnostics) }
        return diagnostics.sortedByLocation()
    }

    /// Whether a regular file (not a folder) exists at `path`: the default file lookup.
    @usableFromInline
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        return info.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG)
    }
}
