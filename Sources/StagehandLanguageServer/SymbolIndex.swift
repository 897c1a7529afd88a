import Stagehand

/// Finds the symbols of a decoded scene or script in its text.
struct SymbolIndex {
    let symbols: [Symbol]

    /// The scene's symbols.
    init(model: SceneModel, lines: LineMap) {
        var symbols: [Symbol] = []
        let directory = PathResolver.directory(of: model.scene.file)
        for object in model.objects {
            let description = object.description
            let typeName = description.type?.value
            if let type = description.type {
                symbols.append(Symbol(kind: .typeName(type.value), range: lines.scalarRange(at: type.location, length: type.value.utf8.count)))
            }
            if let id = description.id {
                symbols.append(Symbol(kind: .idDeclaration(id.value), range: lines.scalarRange(at: id.location, length: id.value.utf8.count)))
            }
            for property in description.properties {
                symbols.append(Symbol(kind: .property(type: typeName, name: property.name.value),
                                      range: lines.scalarRange(at: property.name.location, length: property.name.value.utf8.count)))
                let meaning = object.declaration?.property(named: property.name.value)?.meaning
                if meaning == .styleName, let pairs = property.value.pairs {
                    for pair in pairs {
                        guard let name = pair.value.scalarText else { continue }
                        symbols.append(Symbol(kind: .styleName(name), range: lines.scalarRange(at: pair.value.location, length: name.utf8.count)))
                    }
                }
                guard let text = property.value.scalarText else { continue }
                let range = lines.scalarRange(at: property.value.location, length: text.utf8.count)
                switch meaning {
                case .styleName?:
                    symbols.append(Symbol(kind: .styleName(text), range: range))
                case .segue?:
                    symbols.append(Symbol(kind: .segueReference(text), range: range))
                case .dataFile?:
                    symbols.append(Symbol(kind: .file(written: text, resolved: PathResolver.resolve(text, against: directory)), range: range))
                default:
                    break
                }
            }
            for outlet in description.outlets {
                symbols.append(Symbol(kind: .outlet(type: typeName, name: outlet.name.value),
                                      range: lines.scalarRange(at: outlet.name.location, length: outlet.name.value.utf8.count)))
                for target in outlet.targets {
                    symbols.append(Symbol(kind: .idReference(target.value),
                                          range: lines.scalarRange(at: target.location, length: target.value.utf8.count)))
                }
            }
            for entry in description.on {
                let whole = lines.scalarRange(at: entry.location, length: entry.value.utf8.count)
                let parts = entry.value.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
                let viewID = String(parts[0])
                let viewEnd = whole.lowerBound + viewID.utf8.count
                symbols.append(Symbol(kind: .idReference(viewID), range: whole.lowerBound..<min(viewEnd, whole.upperBound)))
                if parts.count == 2, viewEnd + 1 <= whole.upperBound {
                    symbols.append(Symbol(kind: .event(view: viewID, event: String(parts[1])), range: (viewEnd + 1)..<whole.upperBound))
                }
            }
        }
        for style in model.scene.styles {
            symbols.append(Symbol(kind: .styleName(style.name.value), range: lines.scalarRange(at: style.name.location, length: style.name.value.utf8.count)))
        }
        for segue in model.scene.segues {
            if let id = segue.id {
                symbols.append(Symbol(kind: .segueDeclaration(id.value), range: lines.scalarRange(at: id.location, length: id.value.utf8.count)))
            }
            if let to = segue.to {
                symbols.append(Symbol(kind: .file(written: to.value, resolved: PathResolver.resolve(to.value, against: directory)),
                                      range: lines.scalarRange(at: to.location, length: to.value.utf8.count)))
            }
        }
        self.symbols = symbols
    }

    /// The script's symbols: its scene file and the view ids its steps name.
    init(script: ScriptDescription, lines: LineMap) {
        var symbols: [Symbol] = []
        if let scene = script.scene {
            let resolved = PathResolver.resolve(scene.value, against: PathResolver.directory(of: script.file))
            symbols.append(Symbol(kind: .file(written: scene.value, resolved: resolved),
                                  range: lines.scalarRange(at: scene.location, length: scene.value.utf8.count)))
        }
        for step in script.steps {
            guard let id = step.viewID else { continue }
            symbols.append(Symbol(kind: .idReference(id.value), range: lines.scalarRange(at: id.location, length: id.value.utf8.count)))
        }
        self.symbols = symbols
    }

    /// The symbol covering a byte offset (its end included, where a cursor after a word rests).
    func symbol(at offset: Int) -> Symbol? {
        symbols.first { $0.range.contains(offset) } ?? symbols.first { $0.range.upperBound == offset }
    }
}
