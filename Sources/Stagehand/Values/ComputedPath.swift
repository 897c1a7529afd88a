/// A dot path that may hold `{path}` placeholders filled from a value, as a command's items are
/// (`notes.{hash}`, `{}`): the path a `SetResponder`'s `path`, a sort's `by` or a `select` names
/// once its object's `input` has a value.
///
/// The template splits on dots outside braces, so `{commit.hash}` is one placeholder; a segment
/// with a placeholder, once filled, is one key, dots and all (`notes.{hash}` with a hash `a.b` is
/// the key `notes`, then the key `a.b`). Filling a placeholder is ``PlaceholderFilling``'s, which
/// a command's items share.
package struct ComputedPath: Sendable, Equatable {
    /// The path as written.
    public let template: String
    /// Its segments, each literal or holding placeholders.
    let segments: [String]

    /// Reads a path as written.
    ///
    /// - Parameter template: A dot path, with or without placeholders.
    public init(_ template: String) {
        self.template = template
        segments = Self.split(template)
    }

    /// Whether the path has a placeholder: `{` anywhere in it.
    public var hasPlaceholder: Bool { Self.hasPlaceholder(template) }

    /// Whether a path as written has a placeholder.
    ///
    /// - Parameter template: A dot path as a scene writes it.
    public static func hasPlaceholder(_ template: String) -> Bool { template.utf8.contains(UInt8(ascii: "{")) }

    /// The path's segments with placeholders filled from `value`, or the first placeholder that
    /// finds nothing there (`{hash}`, or `{}` for the value itself).
    ///
    /// - Parameter value: What fills the placeholders: the object's `input`'s value.
    /// - Returns: The segments, or the placeholder that could not be filled.
    public func segments(filledFrom value: Value) -> Result<[String], PlaceholderFilling.Missing> {
        var filled: [String] = []
        filled.reserveCapacity(segments.count)
        for segment in segments {
            guard Self.hasPlaceholder(segment) else {
                filled.append(segment)
                continue
            }
            switch PlaceholderFilling.fill(segment, from: value) {
            case .success(let key): filled.append(key)
            case .failure(let missing): return .failure(missing)
            }
        }
        return .success(filled)
    }

    /// The segments as written, placeholders unfilled, for lint: `notes.{commit.hash}` is
    /// `notes`, `{commit.hash}`.
    public static func split(_ template: String) -> [String] {
        guard hasPlaceholder(template) else { return Value.pathSegments(template) }
        var segments: [String] = []
        var current = ""
        var depth = 0
        for character in template {
            switch character {
            case "{": depth += 1
            case "}": depth = max(0, depth - 1)
            case "." where depth == 0:
                segments.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        segments.append(current)
        return segments
    }
}

/// Fills `{path}` placeholders in one piece of text from a value, the one way commands' items,
/// their `env` and computed paths are filled: `{path}` is the value at that dot path, `{}` the
/// value itself; a placeholder that finds nothing (or null) there fails, naming it.
package enum PlaceholderFilling {
    /// A placeholder that found nothing in the value.
    public struct Missing: Error, Equatable, Sendable, CustomStringConvertible {
        /// The placeholder as written: `{hash}`, or `{}` for the value itself.
        public let placeholder: String
        /// The text it was in.
        public let text: String

        /// `the input has no value at {hash} (placeholder {hash} in 'notes.{hash}')`.
        public var description: String {
            "the input has no value at \(placeholder) (placeholder \(placeholder) in '\(text)')"
        }
    }

    /// The text with its placeholders filled from `value`, or the first one that finds nothing.
    ///
    /// - Parameters:
    ///   - text: Text with `{path}` placeholders.
    ///   - value: What fills them.
    public static func fill(_ text: String, from value: Value) -> Result<String, Missing> {
        let format = TextFormat(text)
        if let missing = format.firstMissingPath(in: value) {
            return .failure(Missing(placeholder: missing.isEmpty ? "{}" : "{\(missing)}", text: text))
        }
        return .success(format.fill(from: value, missing: ""))
    }
}
