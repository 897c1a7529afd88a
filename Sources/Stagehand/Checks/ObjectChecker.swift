/// Checks one object against its type: the type exists and belongs to the section, the
/// properties fit, and `children` or `prototype` appear only on views that take them.
///
/// Outlets and `on` entries need the whole scene's ids, so ``OutletChecker`` and
/// ``EventChecker`` judge those.
package struct ObjectChecker: ConcurrentObjectCheck {
    package static let phase = CheckPhase.eachObject
    let catalog: TypeCatalog

    package init(_ scene: CheckedScene) {
        catalog = scene.catalog
    }

    package func check(_ object: DeclaredObject, at objectIndex: Int, links: inout OutletLinks, into diagnostics: inout [Diagnostic]) {
        check(object, into: &diagnostics)
    }

    func check(_ object: DeclaredObject, into diagnostics: inout [Diagnostic]) {
        // Missing or not a string: the decoder said so. The located type is made only to report.
        guard object.description.hasType else { return }
        guard let declaration = object.declaration else {
            if let type = object.description.type { diagnostics.append(unknownType(type)) }
            return
        }
        if let misplaced = sectionProblem(declaration, object: object) {
            diagnostics.append(Diagnostic(.wrongSection, misplaced, at: object.description.type?.location ?? object.anchor))
        }
        PropertyChecker().check(object.description, declaration: declaration, into: &diagnostics)
        checkContainment(object, declaration: declaration, into: &diagnostics)
    }

    private func unknownType(_ type: Located<String>) -> Diagnostic {
        let advice = Suggestion.hint(for: type.value, in: catalog.names)
            ?? "'\(catalog.commandName) types' lists the registered types; register custom ones from Swift"
        return Diagnostic(.unknownType, "unknown type '\(type.value)'; \(advice)", at: type.location)
    }

    /// The message for a type declared in a section that is not its role's, or `nil`.
    private func sectionProblem(_ declaration: TypeDeclaration, object: DeclaredObject) -> String? {
        let section = object.description.section
        guard declaration.role != section else { return nil }
        let what = "'\(declaration.name)' is \(declaration.role.displayName.withIndefiniteArticle)"
        // Prototypes hold views, bindings and binding sets; anything else belongs to the scene.
        if object.scope != SceneIndex.sceneScope, declaration.role == .dataSource || declaration.role == .responder {
            return "\(what) and cannot be declared in a table prototype; declare it under the scene's '\(declaration.role.sectionKey)'"
        }
        return "\(what) and cannot be declared under '\(section.sectionKey)'; move it to '\(declaration.role.sectionKey)'"
    }

    private func checkContainment(_ object: DeclaredObject, declaration: TypeDeclaration, into diagnostics: inout [Diagnostic]) {
        // A type in the wrong section has already been reported; its children are not the issue.
        guard declaration.role == .view else { return }
        if let location = object.description.childrenLocation, !declaration.acceptsChildren {
            diagnostics.append(Diagnostic(
                .notAContainer,
                "\(object.subject) cannot hold children; put the views in a VStack or HStack instead",
                at: location))
        }
        if let needed = declaration.childCapability, declaration.acceptsChildren {
            checkChildren(of: object, need: needed, into: &diagnostics)
        }
        if let prototype = object.description.prototype, !declaration.acceptsPrototype {
            let tables = catalog.declarations.filter(\.acceptsPrototype).map(\.name)
            let example = tables.first.map { ", such as \($0)," } ?? ""
            diagnostics.append(Diagnostic(
                .notAContainer,
                "\(object.subject) cannot have a prototype; only a view that shows rows\(example) takes one",
                at: prototype.location))
        }
    }

    /// Reports each child of a container that takes only views with `need` (a `Tabs`'s pages)
    /// when the child's view type lacks it. Unknown types are reported on their own.
    private func checkChildren(of object: DeclaredObject, need: ViewCapability, into diagnostics: inout [Diagnostic]) {
        let fitting = catalog.declarations.filter { $0.role == .view && $0.capabilities.contains(need) }.map(\.name).sorted()
        let allowed = fitting.isEmpty ? "views that are \(need)s" : fitting.map { "'\($0)'" }.joined(separator: " or ")
        for child in object.description.children {
            guard let type = child.type, let childDeclaration = catalog.declaration(named: type.value),
                  childDeclaration.role == .view, !childDeclaration.capabilities.contains(need) else { continue }
            let wrap = fitting.first.map { "; put it inside a \($0) (a page with a title)" } ?? ""
            diagnostics.append(Diagnostic(
                .wrongChild,
                "'\(type.value)' cannot be a child of \(object.subject), which holds only \(allowed)\(wrap)",
                at: type.location))
        }
    }
}
