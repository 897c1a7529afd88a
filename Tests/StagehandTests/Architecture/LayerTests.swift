import Foundation
import Testing

/// The folders of the `Stagehand` library are layers: a file may use the types of its own folder
/// and of the folders below it, never of those above. This test finds the types each folder
/// declares and fails when a file names a type of a higher folder, so a new back-edge is caught
/// the day it is written. `Docs/Architecture.md` draws the layers.
@Suite("Architecture: layers point one way")
struct LayerTests {
    /// Bottom first.
    static let layers = [
        "Support", "Diagnostics", "Document", "Values", "Catalog", "Model", "Checks", "Compile", "Fixes",
        "Runtime", "Library", "Schema",
    ]

    /// Back-edges that exist today, each a known debt with where it should go; a file listed here
    /// may name only the types listed with it. Shrink this list, never grow it.
    static let knownBackEdges: [String: Set<String>] = [:]

    /// Members that extensions of a higher layer add and lower files use today, each a known
    /// debt. Shrink this list, never grow it.
    static let knownExtensionEdges: [String: Set<String>] = [:]

    /// A file's text without comments and string literals, where type names do not count.
    static func code(_ text: String) -> String {
        var result = text
        for pattern in [#""""[\s\S]*?""""#, #""(?:\\.|[^"\\\n])*""#, #"//[^\n]*"#] {
            result = result.replacingOccurrences(of: pattern, with: "\"\"", options: .regularExpression)
        }
        return result
    }

    /// The Swift files of each layer, relative to `Sources/Stagehand`, with their code.
    static func files() -> [(layer: Int, path: String, code: String)] {
        var result: [(Int, String, String)] = []
        for (index, layer) in layers.enumerated() {
            for file in Repository.files(under: "Sources/Stagehand/" + layer, endingWith: [".swift"]) {
                let text = (try? String(contentsOfFile: Repository.path(file), encoding: .utf8)) ?? ""
                result.append((index, String(file.dropFirst("Sources/Stagehand/".count)), code(text)))
            }
        }
        return result
    }

    /// The layer that declares each type name.
    static func declarations(in files: [(layer: Int, path: String, code: String)]) throws -> [String: Int] {
        let declaration = try NSRegularExpression(
            pattern: #"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|private|fileprivate|open|final|indirect)\s+)*(?:class|struct|enum|protocol|typealias|actor)\s+(?!var\b|func\b|let\b)([A-Za-z_]\w*)"#,
            options: [.anchorsMatchLines])
        var owner: [String: Int] = [:]
        for file in files {
            let range = NSRange(file.code.startIndex..., in: file.code)
            for match in declaration.matches(in: file.code, range: range) {
                if let name = Range(match.range(at: 1), in: file.code).map({ String(file.code[$0]) }), owner[name] == nil {
                    owner[name] = file.layer
                }
            }
        }
        return owner
    }

    @Test("every layer folder exists and holds code")
    func layersExist() {
        for layer in Self.layers {
            #expect(!Repository.files(under: "Sources/Stagehand/" + layer, endingWith: [".swift"]).isEmpty, "no Swift files in \(layer)")
        }
    }

    @Test("no file names a type of a layer above its own, beyond the known debts")
    func noNewBackEdges() throws {
        let files = Self.files()
        let owner = try Self.declarations(in: files)
        var found: [String] = []
        var stillUsed: Set<String> = []
        for file in files {
            // A name after a dot is a member (`Unicode.Scalar`, `.mapping`), not one of the
            // layers' top-level types; a nested type is caught by the type before its dot.
            let typeNames = file.code.replacingOccurrences(of: #"\.[A-Za-z_][A-Za-z0-9_]*"#, with: ".", options: .regularExpression)
            let words = Set(typeNames.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
            for word in words {
                guard let layer = owner[word], layer > file.layer else { continue }
                if Self.knownBackEdges[file.path]?.contains(word) == true {
                    stillUsed.insert(file.path + ":" + word)
                    continue
                }
                found.append("\(file.path) (\(Self.layers[file.layer])) names \(word) of \(Self.layers[layer])")
            }
        }
        #expect(found.sorted() == [], "new back-edges between layers")
        // A debt that was paid must leave the list, so the list only shrinks.
        let listed = Set(Self.knownBackEdges.flatMap { file, names in names.map { file + ":" + $0 } })
        #expect(listed.subtracting(stillUsed).sorted() == [], "known back-edges no longer present: remove them from the list")
    }

    @Test("no file uses what an extension of a higher layer adds, beyond the known debts")
    func noNewBackEdgesThroughExtensions() {
        let files = Self.files()
        let found = Self.extensionEdges(in: files)
        let known = Set(Self.knownExtensionEdges.flatMap { file, names in names.map { file + ":" + $0 } })
        #expect(found.subtracting(known).sorted() == [], "lower files use members that higher layers' extensions add")
        #expect(known.subtracting(found).sorted() == [], "known extension edges no longer present: remove them from the list")
    }

    @Test("the extension scan catches a property and an initializer a higher layer adds")
    func extensionScanCatchesBothKinds() {
        let files: [(layer: Int, path: String, code: String)] = [
            (0, "Low/Uses.swift", Self.code("""
                struct Checker {
                    let registry = Registry()
                    let other = Registry(registeringNothing: ())
                    func word(_ s: Scalar) -> String { s.kindDescription }
                    func fine(_ s: Scalar) -> String { s.kindDescription(of: 1) }
                }
                final class Registry { init(registeringNothing: Void) {} }
                struct Scalar { func kindDescription(of: Int) -> String { "" } }
                """)),
            (1, "High/Adds.swift", Self.code("""
                extension Registry {
                    public convenience init(standardLibrary: Bool = true) { self.init(registeringNothing: ()) }
                }
                extension Scalar {
                    var kindDescription: String { "a string" }
                }
                """)),
        ]
        #expect(Self.extensionEdges(in: files).sorted() == ["Low/Uses.swift:Registry.init", "Low/Uses.swift:kindDescription"])
    }

    /// `file:member` for each member an extension of a higher layer adds that a lower file uses.
    static func extensionEdges(in files: [(layer: Int, path: String, code: String)]) -> Set<String> {
        let layerCount = (files.map(\.layer).max() ?? 0) + 1
        var added: [(layer: Int, member: ExtensionMembers.Member)] = []
        var names = Array(repeating: [ExtensionMembers.Member](), count: layerCount)
        var codeAtOrBelow = Array(repeating: "", count: layerCount)
        for file in files {
            added += ExtensionMembers.declared(inExtensionsOf: file.code).map { (file.layer, $0) }
            names[file.layer] += ExtensionMembers.declaredNames(in: file.code)
        }
        for layer in 0..<layerCount {
            if layer > 0 { names[layer] += names[layer - 1] }
            codeAtOrBelow[layer] = (layer > 0 ? codeAtOrBelow[layer - 1] : "") + files.filter { $0.layer == layer }.map(\.code).joined(separator: "\n")
        }
        var found: Set<String> = []
        var lowerInitializers: [String: [[ExtensionMembers.Parameter]]] = [:]
        for file in files {
            let usage = ExtensionMembers.Usage(file.code)
            for (layer, member) in added where layer > file.layer {
                switch member {
                case .property(let name), .method(let name, _):
                    // A name the file's own layer or one below declares too is taken to be that one.
                    guard usage.reaches(member), !names[file.layer].contains(where: { $0.sameName(as: member) }) else { continue }
                    found.insert(file.path + ":" + name)
                case .initializer(let type, let parameters):
                    let key = "\(type) \(file.layer)"
                    let lower = lowerInitializers[key] ?? ExtensionMembers.initializers(of: type, in: codeAtOrBelow[file.layer])
                    lowerInitializers[key] = lower
                    if ExtensionMembers.calls(type, parameters, in: file.code, unlessAccepted: lower) {
                        found.insert(file.path + ":" + type + ".init")
                    }
                }
            }
        }
        return found
    }
}
