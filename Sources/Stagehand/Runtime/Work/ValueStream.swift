/// Values that keep coming, for a data source that follows something as it changes: a database
/// query, a file, a socket. What a `StreamingDataSource` returns from `makeStream()`.
///
/// It is made on the scene from `Sendable` values only; everything in it runs off the scene:
///
/// - `values` makes the `AsyncSequence` once the stream starts, and the scene shows each value it
///   produces, in order, until it ends, throws, or the scene is left (its task is then cancelled,
///   so the sequence should end when its task is: `AsyncStream` and GRDB's observations do).
/// - `current`, when given, reads the value the sequence should show *now*: the same query read
///   once. A script's `wait` uses it to know when the stream has caught up with every change
///   that finished before the wait (see ``SceneWork/settle()``), so its frames are the same on
///   every run. Without it a `wait` applies what has arrived by then, which depends on timing.
///   With it, the sequence should produce every change rather than drop some under load, or a
///   `wait` may wait for a value the sequence skipped.
///
/// ```swift
/// ValueStream(
///     { store.observePlants().map { try ValueEncoder().encode($0) } },
///     current: { try ValueEncoder().encode(try await store.plants()) })
/// ```
public struct ValueStream: Sendable {
    /// Runs the sequence to its end, handing each value over as it comes.
    let run: @Sendable (_ deliver: @Sendable (Value) -> Void) async throws -> Void
    /// Reads the value the sequence should show now, if the source can say.
    let current: (@Sendable () async throws -> Value)?

    /// A stream of the values `values` produces.
    ///
    /// - Parameters:
    ///   - values: makes the sequence; called once, off the scene, when the stream starts. An
    ///     error it throws, or the sequence throws, fails the data source.
    ///   - current: reads, off the scene, the value the sequence would show now; scripts catch
    ///     up to it at each `wait`. It must give the same value the sequence gives for the same
    ///     data, or a `wait` waits for a value that never comes until the timeout.
    public init<Values: AsyncSequence>(
        _ values: @escaping @Sendable () throws -> Values,
        current: (@Sendable () async throws -> Value)? = nil
    ) where Values.Element == Value, Values: SendableMetatype, Values.AsyncIterator: SendableMetatype {
        // The sequence is made and iterated on the stream's task, so its type must be usable
        // there: `SendableMetatype`, which every type is unless it conforms only on an actor.
        run = { deliver in
            for try await value in try values() { deliver(value) }
        }
        self.current = current
    }
}
