/// Checks the keys shortcuts bind: every property whose meaning is ``PropertyMeaning/keyChord``
/// must name a key (did-you-mean when close), must not be one the runtime keeps
/// (`reserved-key`), and must not bind a key another shortcut of the scene binds already
/// (`duplicate-shortcut`, on the second). A type that fires on a key
/// (``ViewCapability/shortcut``) belongs in `keys`, not in the view tree.
struct ShortcutCheck: WholeSceneCheck, IndexCheck {
    /// It reads only the index, but runs last, as it always has, so its findings keep their place.
    static let phase = CheckPhase.linkedScene
    let index: SceneIndex

    func check(into diagnostics: inout [Diagnostic]) {
        var bound: [KeyChord: SourceLocation] = [:]
        for objectIndex in index.objects.indices where index.objects[objectIndex].scope == SceneIndex.sceneScope {
            // Most objects bind no key: their type says so without the object being read.
            guard let type = index.objects[objectIndex].type, type.firesOnKey || !type.keyChordProperties.isEmpty else { continue }
            let object = index.objects[objectIndex]
            if type.firesOnKey, !index.shortcutObjects.contains(objectIndex) {
                diagnostics.append(Diagnostic(
                    .wrongSection,
                    "\(type.declaration.name) fires on a key and is not laid out: declare it under 'keys' as '{ id, key, title }'",
                    at: object.description.type?.location ?? object.anchor))
                continue
            }
            for property in type.keyChordProperties {
                guard let node = object.description.property(property), let text = node.scalarText else { continue }
                guard let chord = KeyChord(name: text) else {
                    let hint = KeyChord.suggestion(for: text).map { "did you mean '\($0)'?" }
                        ?? "a key is one character, a key name (\(KeyChord.baseNames.joined(separator: ", "))), with modifiers ctrl-, alt-, shift-"
                    diagnostics.append(Diagnostic(.invalidProperty, "'\(text)' is not a key; \(hint)", at: node.location))
                    continue
                }
                if chord.isReserved {
                    diagnostics.append(Diagnostic(
                        .reservedKey,
                        "'\(chord.name)' is the runtime's own key (Tab, Shift-Tab, Enter, Escape, Ctrl-C and Ctrl-P are); bind another",
                        at: node.location))
                    continue
                }
                if let first = bound[chord] {
                    diagnostics.append(Diagnostic(
                        .duplicateShortcut,
                        "'\(chord.name)' is already bound by another shortcut of this scene; a key fires one shortcut",
                        at: node.location,
                        notes: [Diagnostic.Note("'\(chord.name)' is first bound here", at: first)]))
                } else {
                    bound[chord] = node.location
                }
            }
        }
    }
}
